import { describe, expect, it } from 'vitest';
import { cachedTimeZoneCount, canonicalTimeZone, isValidTimeZone, todayIn } from './time-zone';

describe('time zones', () => {
  it('accepts listed zones, and aliases or other spellings by the listed zone they resolve to', () => {
    expect(canonicalTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(isValidTimeZone('Pacific/Kiritimati')).toBe(true);
    for (const unknown of ['Mars/Olympus', '', 'Asia/Tokyo\u0000', 'x'.repeat(500)]) expect(isValidTimeZone(unknown)).toBe(false);
  });

  it('keeps one formatter per listed zone however many spellings clients send', () => {
    // 500 distinct spellings: a cache keyed by spelling would hold 500 formatters. Each costs an Intl
    // lookup, so more only slow the test down (15,000 took over 7 s on a busy 2-core machine).
    const spellings = Array.from({ length: 500 }, (_, i) => [...'america/new_york'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join(''));
    for (const spelling of spellings) todayIn(spelling, new Date('2026-03-01T03:00:00Z'));
    expect(todayIn('america/new_york', new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(cachedTimeZoneCount()).toBeLessThanOrEqual(2);
  });
});
