import { describe, expect, it } from 'vitest';
import { addMonths, addMonthsToDay, dayAfterKey, isMonth, longDayLabel, monthLabel, monthWeeks } from './month';

describe('calendar months', () => {
  it('lays a month out in weeks from Sunday, with blanks outside it', () => {
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(weeks.at(-1)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('2026-05')[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
  });

  it('moves across months and years, keeping the day when the month has it', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2028-03-31', -1)).toBe('2028-02-29');
  });

  it('answers the day each calendar key leads to', () => {
    expect(dayAfterKey('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(dayAfterKey('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(dayAfterKey('2026-03-04', 'ArrowUp')).toBe('2026-02-25');
    expect(dayAfterKey('2026-03-30', 'ArrowDown')).toBe('2026-04-06');
    expect(dayAfterKey('2026-03-04', 'Home')).toBe('2026-03-01');
    expect(dayAfterKey('2026-03-04', 'End')).toBe('2026-03-07');
    expect(dayAfterKey('2026-03-04', 'PageUp')).toBe('2026-02-04');
    expect(dayAfterKey('2026-03-04', 'PageDown', true)).toBe('2027-03-04');
    expect(dayAfterKey('2026-03-04', 'Enter')).toBeNull();
  });

  it('reads months from the address only when they are real', () => {
    expect(isMonth('2026-03')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('1899-12')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('names months and days', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(longDayLabel('2026-03-06')).toBe('Friday, March 6, 2026');
  });
});
