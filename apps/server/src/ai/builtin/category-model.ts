import { MEMORY_CATEGORIES, type MemoryCategory } from '@kindred/core/ai';
import trained from './category-model.json';
import { bestOf, countFeatures, scoresOf, type Counts, type LabelledText } from './naive-bayes';
import type { PersonWords } from './person-words';

// The category of a memory by the counts of the labelled memories of eval/seen, weighed with the cue
// rules of categorise.ts. Scored on each labelled set with the model trained on the other sets
// (`npm run train` prints it), the rules alone file 0.822 of the memories right, both together 0.915.

/** What the rules' own category adds to its score (docs/decisions.md says how it was chosen). */
const RULES_WEIGHT = 4.5;

export const countCategories = (examples: readonly LabelledText<MemoryCategory>[]): Counts => countFeatures(MEMORY_CATEGORIES, examples);

/** The category the counts and the rules agree on best: the rules' category counts RULES_WEIGHT more. */
export function categoryByModel(text: string, person: PersonWords, byRules: MemoryCategory, counts: Counts = trained): MemoryCategory {
  const scores = scoresOf(counts, text, person);
  scores[MEMORY_CATEGORIES.indexOf(byRules)]! += RULES_WEIGHT;
  return MEMORY_CATEGORIES[bestOf(scores)]!;
}
