import { MEMORY_CATEGORIES, SUMMARY_LISTS } from '@kindred/core/ai';
import { ymdSchema } from '@kindred/core/dates';
import { z } from 'zod';
import categoriesFile from './fixtures/labelled-categories.json' with { type: 'json' };
import heldOut2File from './fixtures/held-out-2.json' with { type: 'json' };
import heldOutFile from './fixtures/held-out.json' with { type: 'json' };
import memoriesFile from './fixtures/labelled-memories.json' with { type: 'json' };
import peopleFile from './fixtures/labelled-people.json' with { type: 'json' };

// The evaluation sets are data in test/fixtures (each file's "about" says how it was labelled);
// they are parsed here so that a mistyped label fails loudly instead of lowering a measured figure.

const about = z.array(z.string());

const labelledCategory = z.strictObject({
  category: z.enum(MEMORY_CATEGORIES),
  kindredName: z.string(),
  relationship: z.string(),
  text: z.string(),
});
export type LabelledCategory = z.infer<typeof labelledCategory>;

const labelledPerson = z.strictObject({
  name: z.string(),
  relationship: z.string(),
  /** Newest first. */
  memories: z.array(z.string()),
  keyDates: z.array(z.strictObject({ date: ymdSchema, eventTitle: z.string(), annual: z.boolean() })),
  expected: z.partialRecord(z.enum(SUMMARY_LISTS), z.array(z.string())),
});
export type LabelledPerson = z.infer<typeof labelledPerson>;

/** People labelled with their summaries, and the day those summaries are written (for upcoming dates). */
export interface LabelledPeople {
  today: string;
  people: LabelledPerson[];
}

const labelledMemory = z.strictObject({
  text: z.string(),
  dates: z.array(z.strictObject({ date: ymdSchema, annual: z.boolean() })),
});
export type LabelledMemory = z.infer<typeof labelledMemory>;

const categoriesSchema = z.strictObject({
  about,
  sections: z.array(z.strictObject({ about: z.string().optional(), memories: z.array(labelledCategory) })),
});
const peopleSchema = z.strictObject({
  about,
  today: ymdSchema,
  sections: z.array(z.strictObject({ about: z.string().optional(), people: z.array(labelledPerson) })),
});
const heldOutSchema = z.strictObject({ about, today: ymdSchema, categories: z.array(labelledCategory), people: z.array(labelledPerson) });
const heldOut2Schema = z.strictObject({ about, categories: z.array(labelledCategory) });
const memoriesSchema = z.strictObject({
  about,
  reference: z.strictObject({ now: z.iso.datetime(), timeZone: z.string() }),
  sections: z.array(z.strictObject({ about: z.string().optional(), memories: z.array(labelledMemory) })),
});

const categories = categoriesSchema.parse(categoriesFile);
const people = peopleSchema.parse(peopleFile);
const heldOut = heldOutSchema.parse(heldOutFile);
const heldOut2 = heldOut2Schema.parse(heldOut2File);
const memories = memoriesSchema.parse(memoriesFile);

/** Memories labelled with their category; they shaped the builtin categoriser. */
export const LABELLED_CATEGORIES: readonly LabelledCategory[] = categories.sections.flatMap((section) => section.memories);
/** Memories the categoriser was never shaped on, in two blind rounds. */
export const HELD_OUT_CATEGORIES: readonly LabelledCategory[] = heldOut.categories;
export const HELD_OUT_2_CATEGORIES: readonly LabelledCategory[] = heldOut2.categories;

/** People labelled with what their summary should hold; they shaped the builtin summariser. */
export const LABELLED_PEOPLE: LabelledPeople = { today: people.today, people: people.sections.flatMap((section) => section.people) };
/** People the summariser was never shaped on. */
export const HELD_OUT_PEOPLE: LabelledPeople = { today: heldOut.today, people: heldOut.people };

/** Memories labelled with the key dates a person would keep from them, at least a quarter without any. */
export const LABELLED_MEMORIES: readonly LabelledMemory[] = memories.sections.flatMap((section) => section.memories);
/** The moment and zone the labelled dates are seen from. */
export const LABELLED_REFERENCE = { now: new Date(memories.reference.now), timeZone: memories.reference.timeZone };
