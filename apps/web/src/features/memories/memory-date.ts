import type { Memory } from '@kindred/core/memory';
import { todayIn } from '@kindred/core/time-zone';
import { browserTimeZone } from '../../lib/browser-time-zone';

/**
 * The day a memory is filed under (spec §2.4): its key date, else the day it was written. The key
 * date is a calendar day; createdAt is an instant, read in the browser's zone so a memory written
 * on a Tuesday evening in Tokyo is not filed under Monday.
 */
export function memoryDay(memory: Pick<Memory, 'keyDate' | 'createdAt'>): string {
  return memory.keyDate ?? todayIn(browserTimeZone(), new Date(memory.createdAt));
}
