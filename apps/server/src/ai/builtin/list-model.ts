import { cutAtWord } from '../llm/context-budget';
import { ITEM_MAX_LENGTH, type FactList } from './fact-item';
import trained from './list-model.json';
import { bestOf, countFeatures, scoresOf, type Counts, type LabelledText } from './naive-bayes';
import type { PersonWords } from './person-words';

// Which list of a portrait a sentence of a memory belongs to, by the counts of the sentences of the
// labelled people of eval/seen (`npm run train`): a sentence that holds a label of a list counts for
// it, one that holds none for "none". The rules read what they were written for; the counts place
// what they miss, in the memory's own words, where the list has room (summarise-person.ts).

export const MODEL_LISTS = ['personal_attributes', 'relationship_insights', 'interests', 'preferences', 'goals', 'challenges', 'none'] as const;
export type ModelList = (typeof MODEL_LISTS)[number];
const MIN_CLAUSE = 8;
// "I volunteer at the food bank", "My knee's gone": the writer's own sentence is not about the person.
const WRITERS_OWN = /^(?:i|i'm|i've|i'd|i'll|im|ive|me|my|we|we're|we've|we'd|our|us)\b/iu;

/** A sentence of a memory placed in a list. */
export interface Heard {
  list: FactList;
  text: string;
}

/** The sentences of a memory, and the parts a dash sets apart. */
export const clausesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?;])\s+|\n+|\s+[-–—]\s+/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length >= MIN_CLAUSE);

export const countLists = (examples: readonly LabelledText<ModelList>[]): Counts => countFeatures(MODEL_LISTS, examples);

/** The sentences of `texts` (newest first) the counts place in a list rather than none, each cut to an item. */
export function heardIn(texts: readonly string[], person: PersonWords, counts: Counts = trained): Heard[] {
  return texts.flatMap((text) =>
    clausesOf(text).flatMap((clause) => {
      if (WRITERS_OWN.test(clause)) return [];
      const list = MODEL_LISTS[bestOf(scoresOf(counts, clause, person))]!;
      return list === 'none' ? [] : [{ list, text: cutAtWord(clause, ITEM_MAX_LENGTH).replace(/[.!?;,]+$/u, '') }];
    }),
  );
}
