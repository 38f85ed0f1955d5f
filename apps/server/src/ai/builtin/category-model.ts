import { MEMORY_CATEGORIES, type MemoryCategory } from '@kindred/core/ai';
import trained from './category-model.json';
import type { PersonWords } from './person-words';

// A naive Bayes model of which words and word pairs come with which category, counted over the
// labelled memories of eval/seen (`npm run train`). The cue rules of categorise.ts fit the memories
// they were written from; the counts carry what those memories share with ones nobody has read yet.
// Scored on each labelled set with the model trained on the other sets (`npm run train` prints it),
// the rules alone file 0.832 of the memories right, the rules and the model together 0.897.

/** What the rules' own category adds to its score (docs/decisions.md says how it was chosen). */
const RULES_WEIGHT = 3.5;
// Additive smoothing: a word never seen with a category still leaves it possible.
const SMOOTHING = 0.2;
const PERSON = '@person';
// Words every kind of memory is made of: on their own they only add noise. In pairs ("told me",
// "for her") they still count.
const FUNCTION_WORDS = new Set([
  'i', 'me', 'my', 'we', 'our', 'the', 'a', 'an', 'and', 'or', 'but', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'is', 'was', 'it',
  'that', 'this', 'so', 'he', 'she', 'they', 'her', 'his', 'him', 'them', 'their', 'be', 'been', 'has', 'had', 'have', 'just', 'about',
  'from', 'up', 'out', 'as', 'by', 'all', 'too', 'very', 'really',
]);

/** The counts a model is made of, as stored in category-model.json. */
export interface CategoryCounts {
  /** Memories of each category, in MEMORY_CATEGORIES order. */
  memories: number[];
  /** Each feature with its memories per category: [feature, category index, count, category index, count, ...]. */
  features: (string | number)[][];
}

export interface LabelledText {
  text: string;
  person: PersonWords;
  category: MemoryCategory;
}

/**
 * The words of a memory but its function words, and each pair of neighbours, lower case; a word for the person is one
 * feature whoever they are, so "Maya got engaged" and "Tom got engaged" count alike.
 */
export function featuresOf(text: string, person: PersonWords): Set<string> {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}&']+/gu) ?? []).map((word) => {
    const bare = word.replace(/'s$/, '').replace(/^'+|'+$/g, '');
    return person.words.has(bare) ? PERSON : bare;
  });
  const features = new Set(words.filter((word) => word !== '' && !FUNCTION_WORDS.has(word)));
  for (let index = 1; index < words.length; index += 1) features.add(`${words[index - 1]} ${words[index]}`);
  return features;
}

/** Counts each feature's memories per category, features in a stable order. */
export function trainCategoryModel(examples: readonly LabelledText[]): CategoryCounts {
  const memories = MEMORY_CATEGORIES.map(() => 0);
  const byFeature = new Map<string, number[]>();
  for (const { text, person, category } of examples) {
    const index = MEMORY_CATEGORIES.indexOf(category);
    memories[index]! += 1;
    for (const feature of featuresOf(text, person)) {
      const counts = byFeature.get(feature) ?? MEMORY_CATEGORIES.map(() => 0);
      counts[index]! += 1;
      byFeature.set(feature, counts);
    }
  }
  const features = [...byFeature].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([feature, counts]) => [feature, ...counts.flatMap((count, index) => (count > 0 ? [index, count] : []))]);
  return { memories, features };
}

interface Model {
  priors: number[];
  /** log P(feature | category) for each category, by feature. */
  likelihoods: Map<string, number[]>;
}

function modelOf({ memories, features }: CategoryCounts): Model {
  const total = memories.reduce((sum, count) => sum + count, 0);
  const likelihood = (count: number, category: number) => Math.log((count + SMOOTHING) / (memories[category]! + 2 * SMOOTHING));
  const likelihoods = new Map(
    features.map(([feature, ...pairs]) => {
      const counts = memories.map(() => 0);
      for (let at = 0; at < pairs.length; at += 2) counts[pairs[at] as number] = pairs[at + 1] as number;
      return [feature as string, counts.map(likelihood)] as const;
    }),
  );
  return { priors: memories.map((count) => Math.log(count / total)), likelihoods };
}

const models = new WeakMap<CategoryCounts, Model>();

/** The category the counts and the rules agree on best: the rules' category counts RULES_WEIGHT more. */
export function categoryByModel(text: string, person: PersonWords, byRules: MemoryCategory, counts: CategoryCounts = trained as CategoryCounts): MemoryCategory {
  const model = models.get(counts) ?? modelOf(counts);
  models.set(counts, model);
  const scores = [...model.priors];
  for (const feature of featuresOf(text, person)) {
    const likelihoods = model.likelihoods.get(feature);
    if (likelihoods) likelihoods.forEach((value, index) => (scores[index]! += value));
  }
  scores[MEMORY_CATEGORIES.indexOf(byRules)]! += RULES_WEIGHT;
  const best = scores.reduce((bestIndex, score, index) => (score > scores[bestIndex]! ? index : bestIndex), 0);
  return MEMORY_CATEGORIES[best]!;
}
