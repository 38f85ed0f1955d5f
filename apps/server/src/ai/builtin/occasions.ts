import { addDays } from '@kindred/core/calendar-days';
import { isValidYmd, MONTH_NAMES } from '@kindred/core/dates';
import { nextOccurrence } from '@kindred/core/key-date';
import type { KeyDateFacts } from '../ai-engine';
import type { PersonWords } from './person-words';
import { capitalise } from './tokens';

/** A dated event of the person, named for the summary. */
export interface Occasion {
  /** The saved date ('YYYY-MM-DD'). */
  date: string;
  /** The next day it falls on from today, or null when it has passed for good. */
  next: string | null;
  title: string;
  annual: boolean;
}

/** How the memories write a day: "March 14" or "14 March". */
export type DateStyle = 'month-first' | 'day-first';

const DAY_FIRST = /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/gi;
const MONTH_FIRST = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:st|nd|rd|th)?\s*(?:years?|yrs?|weeks?|days?|months?|hours?|mins?|minutes?|people|am|pm|%))/gi;

/** Day first when the memories write more days that way ("14 March", "the 2nd of April"), so dates read back as the user writes them. */
export function dateStyleOf(texts: readonly string[]): DateStyle {
  const count = (pattern: RegExp) => texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);
  return count(DAY_FIRST) > count(MONTH_FIRST) ? 'day-first' : 'month-first';
}

/** "March 14" for a date that comes back every year, "June 17, 2023" for a one-off; "14 March", "17 June 2023" day first. */
export function formatDay(ymd: string, withYear: boolean, style: DateStyle = 'month-first'): string {
  const [month, day] = [MONTH_NAMES[Number(ymd.slice(5, 7)) - 1], Number(ymd.slice(8, 10))];
  if (style === 'day-first') return withYear ? `${day} ${month} ${ymd.slice(0, 4)}` : `${day} ${month}`;
  return withYear ? `${month} ${day}, ${ymd.slice(0, 4)}` : `${month} ${day}`;
}

/** "Maya's birthday" -> "Birthday", "Our anniversary" -> "Your anniversary": named from the person's side. */
export function occasionTitle(eventTitle: string, person: PersonWords): string {
  const words = eventTitle.trim().split(/\s+/);
  const isOwner = (word: string) => /'s?$/i.test(word);
  const namesPerson = (word: string) => {
    const bare = word.toLowerCase().replace(/'s?$/, '');
    return person.words.has(bare) || person.spelling.has(bare);
  };
  let owner = 0;
  while (owner < words.length - 1 && namesPerson(words[owner]!) && !isOwner(words[owner]!)) owner += 1;
  const isOwned = owner < words.length - 1 && namesPerson(words[owner]!) && isOwner(words[owner]!);
  const title = (isOwned ? words.slice(owner + 1) : words).join(' ').replace(/^our\b/i, 'your');
  return capitalise(title);
}

/** "Birthday" -> "Maya's birthday"; "Your anniversary" and "Mom and Dad's anniversary" stay as they are. */
export function namedOccasion(title: string, name: string): string {
  // "Jordan contract renewal call" already names whose it is.
  const opensWithName = name.toLowerCase().split(/\s+/).includes(title.split(/\s+/)[0]!.toLowerCase());
  if (/^your\b/i.test(title) || /'s\b/.test(title) || opensWithName) return title;
  return `${name}'s ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}

/** The occasion said to the person: "Birthday" -> "your birthday", "Zoe and Chris's anniversary" -> "your anniversary". */
export function spokenOccasion(title: string, person: PersonWords): string {
  const words = title.split(/\s+/);
  const namesPerson = (word: string) => person.words.has(word.toLowerCase()) || person.spelling.has(word.toLowerCase());
  if (words.length > 3 && namesPerson(words[0]!) && words[1]?.toLowerCase() === 'and' && /'s?$/.test(words[2]!)) return `your ${words.slice(3).join(' ')}`;
  if (/'s\b/.test(title)) return title;
  // "His band at the youth club" said to him is "your band...", not "your his band...".
  return `your ${title.replace(/^(?:your|his|her|their) /i, '').replace(/^./, (first) => first.toLowerCase())}`;
}

/** The person's key dates with the next day each falls on; Feb 29 falls on Feb 28 in common years. */
export function occasionsOf(keyDates: readonly KeyDateFacts[], today: string, person: PersonWords): Occasion[] {
  return keyDates
    .filter((keyDate) => isValidYmd(keyDate.date) && keyDate.eventTitle.trim() !== '')
    .map((keyDate) => ({
      date: keyDate.date,
      next: nextOccurrence(keyDate, today),
      title: occasionTitle(keyDate.eventTitle, person),
      annual: keyDate.annual,
    }));
}

/** Occasions falling within `days` of today, soonest first. */
export function upcoming(occasions: readonly Occasion[], today: string, days: number): (Occasion & { next: string })[] {
  const last = addDays(today, days);
  return occasions
    .filter((occasion): occasion is Occasion & { next: string } => occasion.next !== null && occasion.next <= last)
    .sort((a, b) => a.next.localeCompare(b.next) || a.title.localeCompare(b.title));
}

/** "Birthday: March 14": the coming ones first, then one-offs that have passed, newest first. */
export function describeOccasions(occasions: readonly Occasion[], style: DateStyle): string[] {
  const coming = occasions.filter((occasion) => occasion.next !== null).sort((a, b) => a.next!.localeCompare(b.next!));
  const past = occasions.filter((occasion) => occasion.next === null).sort((a, b) => b.date.localeCompare(a.date));
  return [...coming, ...past].map((occasion) => `${occasion.title}: ${formatDay(occasion.date, !occasion.annual, style)}`);
}
