import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isLeapYear, nextWeekday, noonUtc, toYmd, weekdayOf } from './calendar-days';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
  ])('%i is a leap year: %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('addDays', () => {
  it('crosses month, leap-day and year boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('keeps years below 100 as written', () => {
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
  });
});

describe('daysBetween', () => {
  it('counts whole days either way, whatever daylight saving does in between', () => {
    expect(daysBetween('2024-03-01', '2024-04-01')).toBe(31);
    expect(daysBetween('2024-04-01', '2024-03-01')).toBe(-31);
  });
});

describe('weekdayOf', () => {
  it('numbers Sunday 0 and Saturday 6', () => {
    expect(weekdayOf('2024-03-10')).toBe(0);
    expect(weekdayOf('2024-03-16')).toBe(6);
  });
});

describe('nextWeekday', () => {
  it('is the first such weekday strictly after the day, or before it going back', () => {
    // Sunday 10 March 2024.
    expect(nextWeekday('2024-03-10', 1)).toBe('2024-03-11');
    expect(nextWeekday('2024-03-10', 0)).toBe('2024-03-17');
    expect(nextWeekday('2024-03-10', 6, -1)).toBe('2024-03-09');
    expect(nextWeekday('2024-03-10', 0, -1)).toBe('2024-03-03');
  });
});

describe('noonUtc', () => {
  it('is 12:00 UTC of the day', () => {
    expect(noonUtc(2024, 3, 10).toISOString()).toBe('2024-03-10T12:00:00.000Z');
  });
});

describe('toYmd', () => {
  it('zero-pads every part', () => {
    expect(toYmd(987, 3, 9)).toBe('0987-03-09');
    expect(toYmd(2024, 12, 31)).toBe('2024-12-31');
  });
});
