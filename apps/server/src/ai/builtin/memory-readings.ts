import type { DateSuggestion } from '@kindred/core/date-suggestions';
import { detectDates } from '../../date-detection/detect-dates';
import type { Fact } from './fact-item';
import { dailyTastesOf } from './daily-tastes';
import { favouritesOf } from './favourites';
import { hopesOf, troublesOf } from './hopes-and-troubles';
import { identitiesOf } from './identities';
import { livelihoodsOf } from './livelihoods';
import { LruCache } from './lru-cache';
import type { Reader } from './nlp';
import { occupationsOf } from './occupations';
import { passionsOf } from './passions';
import { peopleAround } from './people-around';
import { plansOf } from './plans';
import { projectsOf } from './projects';
import type { PersonWords } from './person-words';
import { readMemory, type MemoryReading } from './read-memory';
import { tastesOf } from './tastes';
import { terseFacts } from './terse-facts';
import { theirWaysOf } from './their-ways';

// Enough for the memories of the people a server summarises in a while; a reading is a few kilobytes.
const CAPACITY = 5_000;

// Shared by every engine of the process: a reading depends only on its text and its person, so the
// one made when a memory is written serves the person summaries that follow.
const readings = new LruCache<string, MemoryReading>(CAPACITY);
const dates = new LruCache<string, DateSuggestion[]>(CAPACITY);
const toldPlainly = new LruCache<string, readonly Fact[]>(CAPACITY);

/** The reading of a memory's text about the person, made once. */
export function readingOf(reader: Reader, text: string, person: PersonWords): MemoryReading {
  const key = `${person.key}\u0000${text}`;
  const cached = readings.get(key);
  if (cached) return cached;
  const reading = readMemory(reader, text, person);
  readings.set(key, reading);
  return reading;
}

/**
 * What a memory tells plainly about the person, read with patterns where the clause reader needs a
 * subject and a verb: who is around them, their job and livelihood, favourites, terse notes, tastes, hopes,
 * plans, things they make and troubles.
 * Made once, like the reading.
 */
export function toldPlainlyOf(text: string, person: PersonWords): readonly Fact[] {
  const key = `${person.key}\u0000${text}`;
  const cached = toldPlainly.get(key);
  if (cached) return cached;
  const facts = [
    ...peopleAround(text, person), ...occupationsOf(text, person), ...livelihoodsOf(text, person), ...favouritesOf(text, person),
    ...terseFacts(text, person), ...identitiesOf(text, person), ...tastesOf(text, person), ...theirWaysOf(text, person), ...dailyTastesOf(text), ...passionsOf(text, person), ...hopesOf(text, person), ...plansOf(text), ...projectsOf(text), ...troublesOf(text),
  ];
  toldPlainly.set(key, facts);
  return facts;
}

// A date needs a number, a month, a weekday, a day counted from today or a holiday; most memories
// have none and skip the date parser.
const MAY_HOLD_A_DATE = /\d|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|birthday|anniversary|day\b|tomorrow|tonight|fortnight|\bweek|\bin\s+(?:a|an|one|two|three|four|five|six|a few)\s+(?:days|weeks|months)|christmas|easter|thanksgiving|eve\b/i;

/** The dates a memory names, as seen on the day it was written, found once. */
export function datesOf(text: string, writtenAt: Date): DateSuggestion[] {
  if (!MAY_HOLD_A_DATE.test(text)) return [];
  const key = `${writtenAt.toISOString().slice(0, 10)}\u0000${text}`;
  const cached = dates.get(key);
  if (cached) return cached;
  const found = detectDates(text, { now: writtenAt });
  dates.set(key, found);
  return found;
}
