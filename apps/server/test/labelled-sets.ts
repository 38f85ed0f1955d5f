import { join } from 'node:path';
import { EVAL_DIR, datesSchema, memoriesSchema, portraitsSchema, readSet, type DatedMemory, type LabelledMemory, type LabelledPerson } from '../../../eval/sets';

// The evaluation sets are data under eval/seen (each file's "about" says how it was labelled), read
// through eval/sets.ts, which `npm run eval` uses too.

const seen = (file: string) => join(EVAL_DIR, 'seen', file);

export type LabelledCategory = LabelledMemory;
export type { LabelledPerson };
export { personContextOf } from '../../../eval/sets';

/** People labelled with their summaries, and the day those summaries are written (for upcoming dates). */
export interface LabelledPeople {
  today: string;
  people: LabelledPerson[];
}

const people = readSet(seen('portraits.json'), portraitsSchema);
const heldOut = readSet(seen('portraits-held-out.json'), portraitsSchema);
const dates = readSet(seen('dates.json'), datesSchema);

/** Memories labelled with their category; they shaped the builtin categoriser. */
export const LABELLED_CATEGORIES: readonly LabelledCategory[] = readSet(seen('memories.json'), memoriesSchema).memories;
/** Memories the categoriser was never shaped on, in two blind rounds. */
export const HELD_OUT_CATEGORIES: readonly LabelledCategory[] = readSet(seen('memories-held-out.json'), memoriesSchema).memories;
export const HELD_OUT_2_CATEGORIES: readonly LabelledCategory[] = readSet(seen('memories-held-out-2.json'), memoriesSchema).memories;

/** People labelled with what their summary should hold; they shaped the builtin summariser. */
export const LABELLED_PEOPLE: LabelledPeople = { today: people.today, people: people.people };
/** People the summariser was never shaped on. */
export const HELD_OUT_PEOPLE: LabelledPeople = { today: heldOut.today, people: heldOut.people };

/** Memories labelled with the key dates a person would keep from them, at least a quarter without any. */
export const LABELLED_MEMORIES: readonly DatedMemory[] = dates.memories;
/** The moment and zone the labelled dates are seen from. */
export const LABELLED_REFERENCE = { now: new Date(dates.reference.now), timeZone: dates.reference.timeZone };
