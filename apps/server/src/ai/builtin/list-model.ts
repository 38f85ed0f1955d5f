import { cutAtWord } from '../llm/context-budget';
import { FACT_LISTS, ITEM_MAX_LENGTH, type FactList } from './fact-item';
import { toTheWriter } from './memory-summary';
import trained from './list-model.json';
import { bestOf, countFeatures, scoresOf, type Counts, type LabelledText } from './naive-bayes';
import type { PersonWords } from './person-words';

// Which list of a portrait a sentence of a memory belongs to, by the counts of the sentences of the
// labelled people of eval/seen (`npm run train`): a sentence that holds a label of a list counts for
// it, one that holds none for "none". The rules read what they were written for; the counts place
// what they miss, in the memory's own words, where the list has room (summarise-person.ts).

export type ModelList = FactList | 'none';
export const MODEL_LISTS: readonly ModelList[] = [...FACT_LISTS, 'none'];
const MIN_CLAUSE = 8;
const NONE = MODEL_LISTS.indexOf('none');
// How much likelier (in log odds) a list must be than "none": below it the guesses were mostly wrong
// ("Rosa got a tiny dragon tattoo on her wrist" among goals); left-one-set-out recall 0.823 at 0, 0.812 at 5.
const MIN_MARGIN = 5;
// "I volunteer at the food bank", "My knee's gone": the writer's own sentence is not about the person.
const WRITERS_OWN = /^(?:i|i'm|i've|i'd|i'll|im|ive|me|my|we|we're|we've|we'd|our|us)\b/iu;

// "She passed the exam in June": an aim reached is news, no goal, unless it tells the next one
// ("passed her theory, practical next").
const REACHED = /\b(?:passed|completed|finished|achieved|accomplished|qualified|graduated)\b/i;
const AIMED = /\b(?:next|will|wants?|going to|hopes?|plans?|planning|aims?|trying|training|saving|before|by|until|then)\b|'ll\b/i;

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

/**
 * A sentence as an item: cut at a word to fit, before a bracket the cut would leave open ("Sam's
 * revision timetable is colour-coded and terrifying (the most"), the writer's "I" said as "you".
 */
function itemOf(clause: string): string {
  const cut = cutAtWord(clause, ITEM_MAX_LENGTH);
  const open = cut.lastIndexOf('(');
  const closedCut = open > 0 && !cut.slice(open).includes(')') ? cut.slice(0, open) : cut;
  return toTheWriter(closedCut.trim().replace(/[\s.!?;:,'"‘“—–-]+$/u, ''));
}

export const countLists = (examples: readonly LabelledText<ModelList>[]): Counts => countFeatures(MODEL_LISTS, examples);

/** The sentences of `texts` (newest first) the counts place in a list rather than none, each cut to an item. */
export function heardIn(texts: readonly string[], person: PersonWords, counts: Counts = trained): Heard[] {
  return texts.flatMap((text) =>
    clausesOf(text).flatMap((clause) => {
      if (WRITERS_OWN.test(clause)) return [];
      const scores = scoresOf(counts, clause, person);
      const best = bestOf(scores);
      const list = MODEL_LISTS[best]!;
      if (list === 'none' || scores[best]! - scores[NONE]! < MIN_MARGIN || (list === 'goals' && REACHED.test(clause) && !AIMED.test(clause))) return [];
      return [{ list, text: itemOf(clause) }];
    }),
  );
}
