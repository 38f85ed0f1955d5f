import { z } from 'zod';
import { DAY_MS, isLeapYear, noonUtc, toYmd } from './calendar-days';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from './constants';

// Every calendar date is held as a Date at 12:00 UTC and read back only through UTC getters: noon
// is 12 to 14 hours from either day boundary, so no time zone on earth (UTC-12 to UTC+14) can move
// the day, and the machine's own zone is never consulted.

/** The exact date-helper messages of spec §8, plus one for formats the spec does not name. */
export const DATE_ERROR_MESSAGES = {
  required: 'Date string is required',
  invalidMdy: 'Invalid date components from MM/DD/YYYY format',
  apiRequired: 'API date string is required',
  apiFailed: 'Failed to parse API date',
  unsupportedFormat: 'Unsupported date format (expected YYYY-MM-DD, M/D/YYYY or an ISO timestamp)',
} as const;

/** The spec's message for year-month-day parts that name no real date, e.g. February 30. */
export function invalidComponentsMessage(year: number, month: number, day: number): string {
  return `Invalid date components: year=${year}, month=${month}, day=${day}`;
}

/** What the formatters accept; a Date is read in UTC. */
export type DateInput = string | Date | null | undefined;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
// Only the date part of a timestamp counts (spec §5): '2024-03-10T23:30:00-08:00' is March 10.
const TIMESTAMP_DATE_PART = /^(\d{4})-(\d{2})-(\d{2})T/;
const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** The months' names in English, January first. */
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether year (1–9999), month (1–12) and day name a real Gregorian calendar date. */
export function isValidDateParts(year: number, month: number, day: number): boolean {
  return (
    [year, month, day].every(Number.isInteger) &&
    year >= 1 && year <= 9999 &&
    month >= 1 && month <= 12 &&
    day >= 1 && day <= daysInMonth(year, month)
  );
}

type ParseResult = { ok: true; date: Date } | { ok: false; message: string };

function fromParts(parts: RegExpExecArray, order: 'ymd' | 'mdy', failure?: string): ParseResult {
  const [a, b, c] = parts.slice(1).map(Number) as [number, number, number];
  const [year, month, day] = order === 'ymd' ? [a, b, c] : [c, a, b];
  if (isValidDateParts(year, month, day)) return { ok: true, date: noonUtc(year, month, day) };
  return { ok: false, message: failure ?? invalidComponentsMessage(year, month, day) };
}

function parseDateResult(value: string | null | undefined): ParseResult {
  const text = value?.trim() ?? '';
  if (text === '') return { ok: false, message: DATE_ERROR_MESSAGES.required };
  const ymd = text.includes('T') ? TIMESTAMP_DATE_PART.exec(text) : YMD.exec(text);
  if (ymd) return fromParts(ymd, 'ymd');
  const mdy = MDY.exec(text);
  if (mdy) return fromParts(mdy, 'mdy', DATE_ERROR_MESSAGES.invalidMdy);
  return { ok: false, message: DATE_ERROR_MESSAGES.unsupportedFormat };
}

/** Parses 'YYYY-MM-DD', 'M/D/YYYY' or a timestamp (date part only) to noon UTC; throws the spec's messages. */
export function parseDate(value: string | null | undefined): Date {
  const result = parseDateResult(value);
  if (!result.ok) throw new Error(result.message);
  return result.date;
}

/** Parses a server date ('YYYY-MM-DD' or an ISO timestamp) to noon UTC; throws the spec's API messages. */
export function parseApiDate(value: string | null | undefined): Date {
  const text = value?.trim() ?? '';
  if (text === '') throw new Error(DATE_ERROR_MESSAGES.apiRequired);
  const parts = text.includes('T') ? TIMESTAMP_DATE_PART.exec(text) : YMD.exec(text);
  const result = parts ? fromParts(parts, 'ymd') : null;
  if (!result?.ok) throw new Error(DATE_ERROR_MESSAGES.apiFailed);
  return result.date;
}

/** Like parseDate, but also takes a Date (its UTC day) and answers null instead of throwing. */
export function tryParseDate(value: DateInput): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return noonUtc(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  const result = parseDateResult(value);
  return result.ok ? result.date : null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** "March 3, 2024" (US English, in UTC), or "N/A" when empty or unparseable. */
export function formatDisplayDate(value: DateInput): string {
  const date = tryParseDate(value);
  if (!date) return 'N/A';
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "03/09/2024", or "N/A" when empty or unparseable. */
export function formatMDY(value: DateInput): string {
  const date = tryParseDate(value);
  if (!date) return 'N/A';
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear(), 4)}`;
}

/** "2024-03-09" for date inputs and the API, or '' (an empty input) when empty or unparseable. */
export function formatInputDate(value: DateInput): string {
  const date = tryParseDate(value);
  if (!date) return '';
  return toYmd(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Whole UTC days from the date to today: 0 for today, 1 for any future date, undefined if empty or invalid. */
export function daysSince(value: DateInput, today: Date = new Date()): number | undefined {
  const date = tryParseDate(value);
  const todayNoon = tryParseDate(today);
  if (!date || !todayNoon) return undefined;
  const days = Math.round((todayNoon.getTime() - date.getTime()) / DAY_MS);
  return days < 0 ? 1 : days;
}

/** Whether the text is exactly 'YYYY-MM-DD' and a real calendar date. */
export function isValidYmd(value: string): boolean {
  const parts = YMD.exec(value);
  return parts !== null && fromParts(parts, 'ymd').ok;
}

/** Whether a 'YYYY-MM-DD' date is real and within the date pickers' range (spec §2.9). */
export function isWithinPickerRange(ymd: string): boolean {
  // Zero-padded four-digit years make text order the same as date order.
  return isValidYmd(ymd) && ymd >= DATE_PICKER_MIN && ymd <= DATE_PICKER_MAX;
}

export const YMD_MESSAGE = 'Date must be a real calendar date in YYYY-MM-DD format';
export const PICKER_RANGE_MESSAGE = `Date must be between ${DATE_PICKER_MIN} and ${DATE_PICKER_MAX}`;

/** A 'YYYY-MM-DD' string naming a real calendar date (API payloads). */
export const ymdSchema = z.string().refine(isValidYmd, { error: YMD_MESSAGE });

/** A 'YYYY-MM-DD' date a user can pick: real and within 1900-01-01..2099-12-31. */
export const pickerDateSchema = z
  .string()
  .refine(isValidYmd, { error: YMD_MESSAGE, abort: true })
  .refine(isWithinPickerRange, { error: PICKER_RANGE_MESSAGE });
