import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  DATE_ERROR_MESSAGES,
  PICKER_RANGE_MESSAGE,
  YMD_MESSAGE,
  daysSince,
  formatDisplayDate,
  formatInputDate,
  formatMDY,
  invalidComponentsMessage,
  isValidDateParts,
  isValidYmd,
  isWithinPickerRange,
  parseApiDate,
  parseDate,
  pickerDateSchema,
  tryParseDate,
  ymdSchema,
} from './dates';

const noon = (ymd: string) => new Date(`${ymd}T12:00:00.000Z`);

describe('DATE_ERROR_MESSAGES', () => {
  it('holds the exact messages of spec §8', () => {
    expect(DATE_ERROR_MESSAGES.required).toBe('Date string is required');
    expect(DATE_ERROR_MESSAGES.invalidMdy).toBe('Invalid date components from MM/DD/YYYY format');
    expect(DATE_ERROR_MESSAGES.apiRequired).toBe('API date string is required');
    expect(DATE_ERROR_MESSAGES.apiFailed).toBe('Failed to parse API date');
  });
});

describe('invalidComponentsMessage', () => {
  it('fills in the unpadded numbers', () => {
    expect(invalidComponentsMessage(2023, 2, 30)).toBe('Invalid date components: year=2023, month=2, day=30');
  });
});

describe('isValidDateParts', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2024, 2, 28, true],
    [2024, 1, 31, true],
    [2024, 4, 31, false],
    [2024, 4, 30, true],
    [2024, 12, 31, true],
    [2024, 13, 1, false],
    [2024, 0, 1, false],
    [2024, 1, 0, false],
    [0, 1, 1, false],
    [1, 1, 1, true],
    [9999, 12, 31, true],
    [2024, 1.5, 1, false],
  ])('%i-%i-%i is %s', (year, month, day, expected) => {
    expect(isValidDateParts(year, month, day)).toBe(expected);
  });
});

describe('parseDate', () => {
  it('reads YYYY-MM-DD as noon UTC of that day', () => {
    expect(parseDate('2024-03-09')).toEqual(noon('2024-03-09'));
  });

  it('reads M/D/YYYY with one- or two-digit month and day', () => {
    expect(parseDate('3/9/2024')).toEqual(noon('2024-03-09'));
    expect(parseDate('03/09/2024')).toEqual(noon('2024-03-09'));
    expect(parseDate('12/31/2099')).toEqual(noon('2099-12-31'));
  });

  it('uses only the date part of a timestamp, whatever its offset', () => {
    expect(parseDate('2024-03-10T23:30:00-08:00')).toEqual(noon('2024-03-10'));
    expect(parseDate('2024-03-10T00:30:00+14:00')).toEqual(noon('2024-03-10'));
    expect(parseDate('2024-03-10T23:59:59.999Z')).toEqual(noon('2024-03-10'));
  });

  it('ignores surrounding whitespace', () => {
    expect(parseDate('  2024-03-09\n')).toEqual(noon('2024-03-09'));
  });

  it('accepts leap days only in leap years', () => {
    expect(parseDate('2024-02-29')).toEqual(noon('2024-02-29'));
    expect(parseDate('2000-02-29')).toEqual(noon('2000-02-29'));
    expect(() => parseDate('1900-02-29')).toThrow(new Error('Invalid date components: year=1900, month=2, day=29'));
    expect(() => parseDate('2023-02-29')).toThrow(new Error('Invalid date components: year=2023, month=2, day=29'));
  });

  it('reads the picker bounds 1900-01-01 and 2099-12-31 without shifting them', () => {
    expect(parseDate('1900-01-01').toISOString()).toBe('1900-01-01T12:00:00.000Z');
    expect(parseDate('2099-12-31').toISOString()).toBe('2099-12-31T12:00:00.000Z');
  });

  it('keeps years below 100 as written', () => {
    expect(parseDate('0099-06-01').getUTCFullYear()).toBe(99);
  });

  it.each([undefined, null, '', '   '])('throws "Date string is required" for %j', (value) => {
    expect(() => parseDate(value)).toThrow(new Error('Date string is required'));
  });

  it.each([
    ['2023-02-30', 'Invalid date components: year=2023, month=2, day=30'],
    ['2024-13-01', 'Invalid date components: year=2024, month=13, day=1'],
    ['2024-00-10', 'Invalid date components: year=2024, month=0, day=10'],
    ['2024-04-31T10:00:00Z', 'Invalid date components: year=2024, month=4, day=31'],
  ])('throws the components message for %s', (value, message) => {
    expect(() => parseDate(value)).toThrow(new Error(message));
  });

  it.each(['2/30/2023', '13/1/2024', '0/10/2024', '2/29/1900'])(
    'throws "Invalid date components from MM/DD/YYYY format" for %s',
    (value) => {
      expect(() => parseDate(value)).toThrow(new Error('Invalid date components from MM/DD/YYYY format'));
    },
  );

  it.each(['March 3, 2024', '2024/03/09', '24-03-09', '3/9/24', '2024-3-9', 'T12:00', 'not a date'])(
    'throws the unsupported-format message for %s',
    (value) => {
      expect(() => parseDate(value)).toThrow(new Error(DATE_ERROR_MESSAGES.unsupportedFormat));
    },
  );
});

describe('parseApiDate', () => {
  it('reads YYYY-MM-DD and ISO timestamps as noon UTC of their date part', () => {
    expect(parseApiDate('2024-02-29')).toEqual(noon('2024-02-29'));
    expect(parseApiDate('2024-03-10T23:30:00-08:00')).toEqual(noon('2024-03-10'));
  });

  it.each([undefined, null, '', ' '])('throws "API date string is required" for %j', (value) => {
    expect(() => parseApiDate(value)).toThrow(new Error('API date string is required'));
  });

  it.each(['3/9/2024', '2023-02-29', '2024-13-01T00:00:00Z', 'yesterday'])(
    'throws "Failed to parse API date" for %s',
    (value) => {
      expect(() => parseApiDate(value)).toThrow(new Error('Failed to parse API date'));
    },
  );
});

describe('tryParseDate', () => {
  it('moves a Date to noon UTC of its UTC day', () => {
    expect(tryParseDate(new Date('2024-03-10T23:59:59.999Z'))).toEqual(noon('2024-03-10'));
    expect(tryParseDate(new Date('2024-03-10T00:00:00.000Z'))).toEqual(noon('2024-03-10'));
  });

  it('answers null instead of throwing', () => {
    expect(tryParseDate('2023-02-30')).toBeNull();
    expect(tryParseDate(new Date(Number.NaN))).toBeNull();
    expect(tryParseDate(undefined)).toBeNull();
  });
});

describe('formatDisplayDate', () => {
  it('writes the long US-English form', () => {
    expect(formatDisplayDate('2024-03-03')).toBe('March 3, 2024');
    expect(formatDisplayDate('12/25/2023')).toBe('December 25, 2023');
    expect(formatDisplayDate('1900-01-01')).toBe('January 1, 1900');
    expect(formatDisplayDate('2099-12-31')).toBe('December 31, 2099');
    expect(formatDisplayDate(new Date('2024-02-29T00:00:00Z'))).toBe('February 29, 2024');
  });

  it('names every month', () => {
    const names = Array.from({ length: 12 }, (_, i) => formatDisplayDate(`2024-${String(i + 1).padStart(2, '0')}-01`));
    expect(names).toEqual([
      'January 1, 2024', 'February 1, 2024', 'March 1, 2024', 'April 1, 2024', 'May 1, 2024', 'June 1, 2024',
      'July 1, 2024', 'August 1, 2024', 'September 1, 2024', 'October 1, 2024', 'November 1, 2024', 'December 1, 2024',
    ]);
  });

  it.each([undefined, null, '', '2023-02-30', 'soon', new Date(Number.NaN)])('shows "N/A" for %j', (value) => {
    expect(formatDisplayDate(value)).toBe('N/A');
  });
});

describe('formatMDY', () => {
  it('zero-pads month and day', () => {
    expect(formatMDY('2024-03-09')).toBe('03/09/2024');
    expect(formatMDY('3/9/2024')).toBe('03/09/2024');
    expect(formatMDY('2099-12-31')).toBe('12/31/2099');
  });

  it.each([undefined, '', '2/30/2023'])('shows "N/A" for %j', (value) => {
    expect(formatMDY(value)).toBe('N/A');
  });
});

describe('formatInputDate', () => {
  it('writes zero-padded YYYY-MM-DD', () => {
    expect(formatInputDate('3/9/2024')).toBe('2024-03-09');
    expect(formatInputDate('2024-03-10T23:30:00-08:00')).toBe('2024-03-10');
    expect(formatInputDate(new Date('1900-01-01T00:00:00Z'))).toBe('1900-01-01');
    expect(formatInputDate('0099-06-01')).toBe('0099-06-01');
  });

  it('answers an empty string, which clears a date input, when empty or unparseable', () => {
    expect(formatInputDate(undefined)).toBe('');
    expect(formatInputDate('2024-02-30')).toBe('');
  });
});

describe('daysSince', () => {
  const today = new Date('2024-03-10T08:00:00Z');

  it('counts whole UTC days up to today', () => {
    expect(daysSince('2024-03-10', today)).toBe(0);
    expect(daysSince('2024-03-09', today)).toBe(1);
    expect(daysSince('2024-02-10', today)).toBe(29);
    expect(daysSince('2023-03-10', today)).toBe(366);
  });

  it('uses the UTC day of today, not its time', () => {
    expect(daysSince('2024-03-09', new Date('2024-03-10T00:00:00.000Z'))).toBe(1);
    expect(daysSince('2024-03-09', new Date('2024-03-10T23:59:59.999Z'))).toBe(1);
    expect(daysSince('2024-03-09', new Date('2024-03-09T23:59:59.999Z'))).toBe(0);
  });

  it('answers 1 for any future date', () => {
    expect(daysSince('2024-03-11', today)).toBe(1);
    expect(daysSince('2030-01-01', today)).toBe(1);
  });

  it('answers undefined when empty or invalid', () => {
    expect(daysSince(undefined, today)).toBeUndefined();
    expect(daysSince('', today)).toBeUndefined();
    expect(daysSince('2024-02-30', today)).toBeUndefined();
  });

  it('defaults today to the current time', () => {
    expect(daysSince(new Date(Date.now() - 3 * 86_400_000))).toBe(3);
  });
});

describe('isValidYmd', () => {
  it.each([
    ['2024-02-29', true],
    ['1900-02-29', false],
    ['2024-3-9', false],
    ['3/9/2024', false],
    ['2024-03-09T00:00:00Z', false],
    [' 2024-03-09', false],
  ])('%j is %s', (value, expected) => {
    expect(isValidYmd(value)).toBe(expected);
  });
});

describe('isWithinPickerRange', () => {
  it.each([
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['1899-12-31', false],
    ['2100-01-01', false],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['not-a-date', false],
  ])('%s is %s', (value, expected) => {
    expect(isWithinPickerRange(value)).toBe(expected);
  });
});

describe('ymdSchema', () => {
  it('accepts real YYYY-MM-DD dates, the picker bounds and beyond', () => {
    expect(ymdSchema.parse('2000-02-29')).toBe('2000-02-29');
    expect(ymdSchema.parse('1899-12-31')).toBe('1899-12-31');
  });

  it.each(['2023-02-29', '2024-13-01', '3/9/2024', '2024-03-09T12:00:00Z', ''])('rejects %j', (value) => {
    const result = ymdSchema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([YMD_MESSAGE]);
  });
});

describe('pickerDateSchema', () => {
  it('accepts the range bounds', () => {
    expect(pickerDateSchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(pickerDateSchema.parse('2099-12-31')).toBe('2099-12-31');
  });

  it('reports one message per problem', () => {
    const messages = (value: string) => pickerDateSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('2100-01-01')).toEqual(['Date must be between 1900-01-01 and 2099-12-31']);
    expect(messages('1899-12-31')).toEqual([PICKER_RANGE_MESSAGE]);
    expect(messages('1900-02-29')).toEqual([YMD_MESSAGE]);
  });
});

describe('date helpers across time zones', () => {
  const probe = fileURLToPath(new URL('./dates.tz-probe.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
  const expected = {
    parsedYmd: '2024-03-10T12:00:00.000Z',
    parsedMdy: '2024-03-10T12:00:00.000Z',
    parsedTimestampWest: '2024-03-10T12:00:00.000Z',
    parsedTimestampEast: '2024-03-10T12:00:00.000Z',
    parsedApi: '2024-03-10T12:00:00.000Z',
    displayYmd: 'March 10, 2024',
    displayLateEvening: 'March 10, 2024',
    displayEarlyMorning: 'March 10, 2024',
    mdyFirstDay: '01/01/1900',
    inputLastDay: '2099-12-31',
    inputEarlyMorning: '2024-03-10',
    daysSinceYesterdayLateEvening: 1,
    daysSinceYesterdayEarlyMorning: 1,
    daysSinceToday: 0,
  };

  // TZ is read once per process, so each zone gets its own child process; the reported offset
  // proves the zone really applied (a machine without zone data would silently run in UTC).
  it.each([
    ['Pacific/Kiritimati', -840],
    ['Pacific/Pago_Pago', 660],
    ['UTC', 0],
  ])('gives the same days in %s (offset %i minutes)', async (zone, offsetMinutes) => {
    const { stdout } = await promisify(execFile)(tsx, [probe], { env: { ...process.env, TZ: zone } });
    expect(JSON.parse(stdout)).toEqual({ offsetMinutes, ...expected });
  }, 20_000);
});
