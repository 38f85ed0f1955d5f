import * as chrono from 'chrono-node';
import type { ParsedComponents } from 'chrono-node';
import { addDays, nextWeekday } from '@kindred/core/calendar-days';
import { MAX_KEY_DATE_SUGGESTIONS } from '@kindred/core/constants';
import { suggestionDescription, type DateSuggestion } from '@kindred/core/date-suggestions';
import { isWithinPickerRange } from '@kindred/core/dates';
import { annualCues } from './annual-keywords';
import { COUNT, countOf, dayOffsetBefore, dayOffsetWithin } from './counted-days';
import { bestDescription, clauseDescription, eventCues } from './describe-date';
import { fixedHolidays } from './holidays';
import { normaliseText } from './normalise-text';
import { withNthWeekdays } from './nth-weekday';
import { withOrdinalMonths } from './ordinal-days';
import { withLeapDayYear } from './leap-day';
import { isMessageDay, isNumericDate, mentionKind } from './not-a-date';
import { todayIn } from '@kindred/core/time-zone';
import { CONFIDENCE, resolveDate, yearShiftIn } from './resolve-date';
import { isTakenBack } from './taken-back';
import { tenseMarkers, toldNear } from './tense';
import { assignCues, sentenceAround, sentenceEnds, type Span } from './text-spans';

export interface DetectDatesOptions {
  /** The moment the memory is written; now by default. */
  now?: Date;
  /** The writer's IANA time zone, which decides what "today" is; UTC when absent or unknown. */
  timeZone?: string;
}

// chrono's refiners that do arithmetic on a neighbouring date ("Nov 22 2021 - the day Leo said..."
// becomes November 21; "3 days before June 20") misread dashes in notes and count in the machine's
// time zone, which shifts the day far from UTC; "end of May" is no particular day.
const UNWANTED_REFINERS = new Set([
  'ENMergeRelativeAfterDateRefiner',
  'ENMergeRelativeFollowByDateRefiner',
  'ENEndOfPeriodRefiner',
]);
// Parsers whose every result would be dropped ("last week", "next month", "end of the month"):
// skipping them saves a fifth of chrono's time.
const UNWANTED_PARSERS = new Set([
  'ENTimeUnitCasualRelativeFormatParser',
  'ENRelativeDateFormatParser',
  'ENEndOfCurrentMonthParser',
]);

// Built once and reused; clones, so that the changes leave chrono's shared instances alone.
function trimmed(base: chrono.Chrono): chrono.Chrono {
  const parser = base.clone();
  parser.refiners = parser.refiners.filter((refiner) => !UNWANTED_REFINERS.has(refiner.constructor.name));
  parser.parsers = [...parser.parsers.filter((dateParser) => !UNWANTED_PARSERS.has(dateParser.constructor.name)), fixedHolidays];
  return parser;
}
const monthFirst = trimmed(chrono.casual);
const dayFirst = trimmed(chrono.en.GB);
// Numeric dates put the month first in the United States and most of the Americas' zones, the
// day first nearly everywhere else ("05/12" is 5 December in London); without a zone, month first.
const MONTH_FIRST_ZONES = /^(?:America\/|US\/|Pacific\/Honolulu$|UTC$|Etc\/)/;
export const readsDayFirst = (timeZone: string | undefined): boolean => timeZone !== undefined && !MONTH_FIRST_ZONES.test(timeZone);
// Words further than this from a date (see distanceBetween) do not describe it or make it annual.
const MAX_CUE_DISTANCE = 80;

// "the dentist on the 3rd, then the orthodontist the following Tuesday", "the party is the Saturday
// before": a weekday counted from the date told just before it, not from today.
const FOLLOWING_BEFORE = /\bthe\s+following\s+$/i;
const THE_BEFORE = /\bthe\s+$/i;
const AFTER_OR_BEFORE = /^\s+(after|before)\b(?!\s+(?:next|last|this|that|the|a|an|\w+ing)\b)/i;

/**
 * How a weekday is counted: 1 after the date told before it, -1 before it, 'same' as the one in
 * that date's week ("the weekend of 20 March, I'm organising the Saturday", "on the 22nd, the
 * Tuesday"), 0 from today.
 */
function anchoring(text: string, span: Span): -1 | 0 | 1 | 'same' {
  const before = text.slice(Math.max(0, span.start - 20), span.start);
  if (FOLLOWING_BEFORE.test(before)) return 1;
  if (!THE_BEFORE.test(before)) return 0;
  const turn = AFTER_OR_BEFORE.exec(text.slice(span.end, span.end + 20));
  return turn ? (turn[1]!.toLowerCase() === 'after' ? 1 : -1) : 'same';
}

/** The weekday counted from `previous` as `step` says. */
function anchoredWeekday(previous: string, weekday: number, step: -1 | 1 | 'same'): string {
  return step === 'same' ? nextWeekday(addDays(previous, -1), weekday) : nextWeekday(previous, weekday, step);
}

// "the walima the day after", "round 5 three weeks after that", "the nikkah is the day before": a
// day counted from the date just told, ending its clause.
// A week before a date is a while to get ready ("don't ring her the week before"), not a day.
const COUNTED_FROM = new RegExp(String.raw`\b(?:(?:the\s+(day|week)|(${COUNT})\s+(days?|weeks?))\s+after|the\s+day\s+(before))(?:\s+that)?(?=\s*(?:[,.;:!?)\n—–-]|$))`, 'gi');

/**
 * The days counted from a date in the rest of its sentence, by phrases that start before `before`
 * (the next date): 1 for "the day after", 21 for "three weeks after that", -1 for "the day before".
 */
function countedFrom(text: string, from: number, sentenceEnd: number, before: number): { days: number; span: Span }[] {
  return [...text.slice(from, sentenceEnd).matchAll(COUNTED_FROM)].filter((match) => from + match.index < before).map((match) => {
    const unit = match[1] ?? match[3];
    const days = unit === undefined ? -1 : (match[1] ? 1 : countOf(match[2]!)) * (/^week/i.test(unit) ? 7 : 1);
    return { days, span: { start: from + match.index, end: from + match.index + match[0].length } };
  });
}

/** Suggestions labelled by the words around their date rather than by an event word: a later mention's event word names it better. */
const looselyLabelled = new WeakSet<DateSuggestion>();

function keepFirstOfEachDate(suggestions: readonly DateSuggestion[]): DateSuggestion[] {
  const byDate = new Map<string, DateSuggestion>();
  for (const suggestion of suggestions) {
    const kept = byDate.get(suggestion.date);
    if (!kept) {
      byDate.set(suggestion.date, suggestion);
      continue;
    }
    // A later mention of the same day may be the one that says what it is, or that it is annual.
    kept.annual ||= suggestion.annual;
    kept.confidenceScore = Math.max(kept.confidenceScore, suggestion.confidenceScore);
    const isBetter = !looselyLabelled.has(suggestion) && !suggestion.eventDescription.startsWith('Event on');
    if (kept.eventDescription.startsWith('Event on') || (looselyLabelled.has(kept) && isBetter)) {
      kept.eventDescription = suggestion.eventDescription;
      if (isBetter) looselyLabelled.delete(kept);
    }
  }
  return [...byDate.values()];
}

// chrono joins a time of day to the date after it and loses the date ("Parents evening 1st Dec", "the first night, Dec 4th").
const TIME_OF_DAY_LEAD = /^\s*(?:morning|afternoon|evening|night),?\s+(?:on\s+)?(?=\S)/i;

/** chrono's results, each date after a time of day read on its own. */
function parseWith(parser: chrono.Chrono, text: string, reference: chrono.ParsingReference): chrono.ParsedResult[] {
  return parser.parse(text, reference).flatMap((result) => {
    const lead = TIME_OF_DAY_LEAD.exec(result.text);
    if (lead === null || result.start.isCertain('day')) return [result];
    const from = result.index + lead[0].length;
    return parser.parse(text.slice(from, result.index + result.text.length), reference).map((inner) => Object.assign(inner, { index: inner.index + from }));
  });
}

/** chrono's dates in text order; where the day comes first, numeric ones ("05/12") are read that way. */
function parsed(text: string, reference: chrono.ParsingReference, isDayFirst: boolean): chrono.ParsedResult[] {
  const named = parseWith(monthFirst, text, reference);
  if (!isDayFirst) return named;
  const numeric = parseWith(dayFirst, text, reference).filter((result) => isNumericDate(result.text));
  return [...named.filter((result) => !isNumericDate(result.text)), ...numeric].sort((a, b) => a.index - b.index);
}

type Mention = { start: ParsedComponents; sentence: { start: number } };
const sameDayOfYear = (a: Mention, b: Mention): boolean =>
  a.sentence.start === b.sentence.start && a.start.get('month') === b.start.get('month') && a.start.get('day') === b.start.get('day');

/**
 * The dates of a memory worth keeping as key dates (spec §3 "Date suggestion", §5), in text
 * order, one per day, at most 5. Deterministic and offline.
 */
export function detectDates(text: string, options: DetectDatesOptions = {}): DateSuggestion[] {
  const today = todayIn(options.timeZone, options.now ?? new Date());
  const plain = withLeapDayYear(withOrdinalMonths(withNthWeekdays(normaliseText(text), today, options.timeZone), today), today);
  // Today's noon at offset 0: chrono then counts calendar days from the writer's today, whatever
  // the zone of the machine, and reads every component back unshifted.
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  const ends = sentenceEnds(plain);
  const isDayFirst = readsDayFirst(options.timeZone);
  const mentions = parsed(plain, reference, isDayFirst)
    .flatMap((result) => {
      const kind = mentionKind(result, plain, isDayFirst);
      if (kind === null) return [];
      const spoken = result.text.trim();
      const span = { start: result.index, end: result.index + spoken.length };
      const sentence = sentenceAround(span, ends, plain.length);
      const mention = { start: result.start, kind, spoken, span, sentence, isRangeEnd: false };
      // A range names both its days: "from 8 March to 10 March", "from Sunday till Wednesday".
      return result.end?.isCertain('day') || result.end?.isCertain('weekday') ? [mention, { ...mention, start: result.end, isRangeEnd: true }] : [mention];
    })
    .filter((mention, i, all) => {
      if (mention.isRangeEnd) return true;
      const next = all[i + 1];
      const isFollowed = next !== undefined && (next.isRangeEnd || next.sentence.start === mention.sentence.start);
      return !isTakenBack(plain, mention.span, isFollowed);
    })
    .filter((mention, _, all) => !(mention.kind === 'relative' && all.length > 1 && isMessageDay(plain, mention.span.start)))
    // "Born 17/03/1990, a St Patrick's Day baby": a day and month that a full date of the sentence names is that date.
    .filter((mention, _, all) => !(mention.kind === 'month-day' && all.some((other) => other.kind === 'full' && sameDayOfYear(other, mention))));
  if (mentions.length === 0) return [];
  const events = assignCues(plain, eventCues(plain), mentions, MAX_CUE_DISTANCE);
  const annuals = assignCues(plain, annualCues(plain), mentions, MAX_CUE_DISTANCE);
  const markers = tenseMarkers(plain);
  let previous: string | null = null;
  const suggestions = mentions.flatMap((mention, i): DateSuggestion[] => {
    const annual = annuals[i]!.length > 0;
    const dayOffset = dayOffsetBefore(plain, mention.span.start) || dayOffsetWithin(mention.spoken);
    // "we agreed to meet Tuesday week": a weekday with days still to add lies ahead, whatever the verb.
    const told = mention.kind === 'weekday' && dayOffset > 0 ? { tense: 'future' as const, ownClause: true } : toldNear(plain, markers, mention.span, mention.sentence);
    const yearShift = yearShiftIn(plain.slice(mention.sentence.start, mention.sentence.end));
    const context = { today, tense: told.tense, ownClause: told.ownClause, annual, yearShift, dayOffset };
    const step = mention.kind === 'weekday' && previous !== null ? anchoring(plain, mention.span) : 0;
    const date = step === 0 ? resolveDate(mention.start, mention.kind, mention.spoken, context) : anchoredWeekday(previous!, mention.start.get('weekday')!, step);
    if (date === null || !isWithinPickerRange(date)) return [];
    previous = date;
    const described = bestDescription(plain, events[i]!);
    const suggestion: DateSuggestion = {
      date,
      // No event word: the memory's own words around the date ("Jake flies home"), before "Event on 12/18/2026".
      eventDescription: suggestionDescription(described ?? clauseDescription(plain, mention.span), date),
      confidenceScore: CONFIDENCE[mention.kind],
      dateType: 'ABSOLUTE',
      annual,
    };
    if (described === undefined) looselyLabelled.add(suggestion);
    const counted = countedFrom(plain, mention.span.end, mention.sentence.end, mentions[i + 1]?.span.start ?? plain.length).map(({ days, span }): DateSuggestion => {
      const later = addDays(date, days);
      return { date: later, eventDescription: suggestionDescription(clauseDescription(plain, span), later), confidenceScore: CONFIDENCE.relative, dateType: 'ABSOLUTE', annual: false };
    });
    return [suggestion, ...counted.filter((later) => isWithinPickerRange(later.date))];
  });
  return keepFirstOfEachDate(suggestions).slice(0, MAX_KEY_DATE_SUGGESTIONS);
}
