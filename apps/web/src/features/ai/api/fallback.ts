import { FALLBACK_DELAY_MS } from '@kindred/core/constants';
import type { FallbackMemory } from '@kindred/core/ai-texts';
import { getKindred } from '../../kindreds';
import { getKindredMemories } from '../../memories';
import { ApiError } from '../../../lib/api-request';
import { AuthRequiredError, ComponentUnmountedError, SessionExpiredError } from '../../../lib/auth/session-errors';

/** What the fallbacks of spec §7.2 are built from: the person's name and their newest memories. */
export type FallbackContext = { name: string | null; memories: FallbackMemory[] };

// The session's own answers (sign in again, the trial is over) are already shown by the API
// client; an ice breaker made up locally would only hide them.
const UNCOVERED_STATUSES = new Set([401, 402, 403]);

/** Whether a failed AI call is covered by the local fallback. */
export function canFallBack(error: unknown): boolean {
  if (error instanceof ApiError) return !UNCOVERED_STATUSES.has(error.status);
  return !(error instanceof AuthRequiredError || error instanceof SessionExpiredError || error instanceof ComponentUnmountedError);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The name from GET /api/kindreds/{id} and the first page of memories (newest first). Either read
 * may fail too: the fallback is silent (spec §8), so it then goes on with "your friend" or with
 * no memories rather than failing.
 */
async function readFallbackContext(kindredId: number, signal?: AbortSignal): Promise<FallbackContext> {
  const [kindred, memories] = await Promise.allSettled([getKindred(kindredId, signal), getKindredMemories(kindredId, null, signal)]);
  return {
    name: kindred.status === 'fulfilled' ? kindred.value.name : null,
    memories: memories.status === 'fulfilled' ? memories.value.items : [],
  };
}

/** `ask`'s answer or, when it fails in a way the fallback covers, `build`'s, never sooner than 500 ms (spec §7.2). */
export async function withFallback<T>(
  ask: () => Promise<T>,
  build: (context: FallbackContext) => T,
  kindredId: number,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (!canFallBack(error)) throw error;
    const [context] = await Promise.all([readFallbackContext(kindredId, signal), wait(FALLBACK_DELAY_MS)]);
    return build(context);
  }
}
