import type { Memory } from '@kindred/core/memory';
import { todayIn } from '@kindred/core/time-zone';
import { browserTimeZone } from '../../lib/browser-time-zone';

/**
 * The day a memory was written, in the browser's zone (so a memory written on a Tuesday evening in
 * Tokyo is not shown under Monday). Its key date is a date found in it, shown apart (issue #17).
 */
export function writtenDay(memory: Pick<Memory, 'createdAt'>): string {
  return todayIn(browserTimeZone(), new Date(memory.createdAt));
}
