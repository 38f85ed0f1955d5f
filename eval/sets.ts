import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEMORY_CATEGORIES, SUMMARY_LISTS } from '@kindred/core/ai';
import { DAY_MS } from '@kindred/core/calendar-days';
import { ymdSchema } from '@kindred/core/dates';
import { z } from 'zod';
import type { PersonContext } from '../apps/server/src/ai/ai-engine';

// The labelled evaluation sets, one folder per round under eval/ (seen: they shaped the engine;
// blind: written by someone who never read the engine, measured once). Each folder holds files
// named portraits*.json, memories*.json and dates*.json in the formats below; a mistyped label
// fails loudly here instead of lowering a measured figure.

const about = z.union([z.string(), z.array(z.string())]);
const keywords = z.array(z.string());

export const labelledPersonSchema = z.strictObject({
  name: z.string(),
  relationship: z.string(),
  /** The pronoun the memories use; null when they use none. */
  pronoun: z.enum(['she', 'he', 'they']).nullable().optional(),
  /** Newest first. */
  memories: z.array(z.string()),
  keyDates: z.array(z.strictObject({ date: ymdSchema, eventTitle: z.string(), annual: z.boolean() })),
  /** Keywords that must appear, any case, in some item of that list. */
  expected: z.partialRecord(z.enum(SUMMARY_LISTS), keywords),
  /** Keywords of the freshest salient news (an ice breaker leads with it); [] when there is none. */
  news: keywords.optional(),
  /** Open threads worth asking about. */
  threads: keywords.optional(),
  /** What a grounded gift idea touches. */
  giftGrounding: keywords.optional(),
  /** What a gift idea must never touch (dislikes, things they already have). */
  giftAvoid: keywords.optional(),
});
export type LabelledPerson = z.infer<typeof labelledPersonSchema>;

export const portraitsSchema = z.strictObject({ about, today: ymdSchema, people: z.array(labelledPersonSchema) });
export type PortraitSet = z.infer<typeof portraitsSchema>;

export const labelledMemorySchema = z.strictObject({
  kindredName: z.string(),
  relationship: z.string(),
  text: z.string(),
  category: z.enum(MEMORY_CATEGORIES),
  /** 1 to 3 words a good title contains. */
  gist: keywords.optional(),
});
export type LabelledMemory = z.infer<typeof labelledMemorySchema>;

export const memoriesSchema = z.strictObject({ about, memories: z.array(labelledMemorySchema) });
export type MemorySet = z.infer<typeof memoriesSchema>;

export const datedMemorySchema = z.strictObject({
  text: z.string(),
  dates: z.array(z.strictObject({ date: ymdSchema, annual: z.boolean() })),
});
export type DatedMemory = z.infer<typeof datedMemorySchema>;

export const datesSchema = z.strictObject({
  about,
  /** The moment and zone the labelled dates are seen from. */
  reference: z.strictObject({ now: z.iso.datetime(), timeZone: z.string() }),
  memories: z.array(datedMemorySchema),
});
export type DateSet = z.infer<typeof datesSchema>;

/** The folder of the evaluation sets. */
export const EVAL_DIR = new URL('.', import.meta.url).pathname;

export function readSet<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every set of one round folder (eval/seen, eval/blind, eval/blind-30), by kind, each with its file name. */
export interface Round {
  name: string;
  portraits: { file: string; set: PortraitSet }[];
  memories: { file: string; set: MemorySet }[];
  dates: { file: string; set: DateSet }[];
}

export function readRound(name: string, dir = join(EVAL_DIR, name)): Round {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  const of = <T>(prefix: string, schema: z.ZodType<T>) =>
    files.filter((file) => file.startsWith(prefix)).map((file) => ({ file, set: readSet(join(dir, file), schema) }));
  return { name, portraits: of('portraits', portraitsSchema), memories: of('memories', memoriesSchema), dates: of('dates', datesSchema) };
}

/** What an engine reads of a labelled person on `today`: the memories newest first, three days apart. */
export function personContextOf(person: LabelledPerson, today: string): PersonContext {
  return {
    name: person.name,
    relationship: person.relationship,
    keyDates: [...person.keyDates],
    today,
    memories: person.memories.map((rawText, index) => ({
      id: index + 1,
      rawText,
      title: null,
      fullSummary: null,
      category: null,
      createdAt: new Date(Date.parse(`${today}T12:00:00Z`) - (index + 1) * 3 * DAY_MS),
    })),
  };
}
