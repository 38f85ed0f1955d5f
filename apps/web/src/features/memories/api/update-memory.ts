import type { Memory, UpdateMemoryRequest } from '@kindred/core/memory';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/memories/{id}: title, full summary, category, key date and raw text. */
export function updateMemory(memoryId: number, input: UpdateMemoryRequest): Promise<Memory> {
  return apiFetch<Memory>(`/memories/${memoryId}`, { method: 'PUT', body: JSON.stringify(input) });
}
