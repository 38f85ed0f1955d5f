import type { PersonWords } from './person-words';

// A naive Bayes model of which words and word pairs come with which label, counted over labelled
// texts under eval/seen (`npm run train`). The builtin engine's rules fit the memories they were
// written from; counts carry what those memories share with ones nobody has read yet.

// Additive smoothing: a word never seen with a label still leaves it possible.
const SMOOTHING = 0.2;
const PERSON = '@person';
// Words every kind of memory is made of: on their own they only add noise. In pairs ("told me",
// "for her") they still count.
const FUNCTION_WORDS = new Set([
  'i', 'me', 'my', 'we', 'our', 'the', 'a', 'an', 'and', 'or', 'but', 'to', 'of', 'in', 'on', 'at', 'for', 'with', 'is', 'was', 'it',
  'that', 'this', 'so', 'he', 'she', 'they', 'her', 'his', 'him', 'them', 'their', 'be', 'been', 'has', 'had', 'have', 'just', 'about',
  'from', 'up', 'out', 'as', 'by', 'all', 'too', 'very', 'really',
]);

/** What a model is made of, as stored in its JSON file. */
export interface Counts {
  /** Texts of each label, in the order of the model's labels. */
  texts: number[];
  /** Each feature with its texts per label: [feature, label index, count, label index, count, ...]. */
  features: (string | number)[][];
}

export interface LabelledText<Label extends string> {
  text: string;
  person: PersonWords;
  label: Label;
}

/**
 * The words of a text but its function words, and each pair of neighbours, lower case; a word for
 * the person is one feature whoever they are, so "Maya got engaged" and "Tom got engaged" count alike.
 */
export function featuresOf(text: string, person: PersonWords): Set<string> {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}&']+/gu) ?? [])
    .map((word) => word.replace(/'s$/, '').replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '')
    .map((word) => (person.words.has(word) ? PERSON : word));
  const features = new Set(words.filter((word) => !FUNCTION_WORDS.has(word)));
  for (let index = 1; index < words.length; index += 1) features.add(`${words[index - 1]} ${words[index]}`);
  return features;
}

/** Counts each feature's texts per label, features in a stable order. */
export function countFeatures<Label extends string>(labels: readonly Label[], examples: readonly LabelledText<Label>[]): Counts {
  const texts = labels.map(() => 0);
  const byFeature = new Map<string, number[]>();
  for (const { text, person, label } of examples) {
    const index = labels.indexOf(label);
    texts[index]! += 1;
    for (const feature of featuresOf(text, person)) {
      const counts = byFeature.get(feature) ?? labels.map(() => 0);
      counts[index]! += 1;
      byFeature.set(feature, counts);
    }
  }
  const features = [...byFeature].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([feature, counts]) => [feature, ...counts.flatMap((count, index) => (count > 0 ? [index, count] : []))]);
  return { texts, features };
}

/** One feature a line, so that a new labelled set's effect on a model reads in a diff. */
export const countsJson = ({ texts, features }: Counts): string =>
  `{"texts":${JSON.stringify(texts)},"features":[\n${features.map((feature) => JSON.stringify(feature)).join(',\n')}\n]}\n`;

interface Model {
  priors: number[];
  /** log P(feature | label) for each label, by feature. */
  likelihoods: Map<string, number[]>;
}

function modelOf({ texts, features }: Counts): Model {
  const total = texts.reduce((sum, count) => sum + count, 0);
  const likelihood = (count: number, label: number) => Math.log((count + SMOOTHING) / (texts[label]! + 2 * SMOOTHING));
  const likelihoods = new Map(
    features.map(([feature, ...pairs]) => {
      const counts = texts.map(() => 0);
      for (let at = 0; at < pairs.length; at += 2) counts[pairs[at] as number] = pairs[at + 1] as number;
      return [feature as string, counts.map(likelihood)] as const;
    }),
  );
  return { priors: texts.map((count) => Math.log(count / total)), likelihoods };
}

const models = new WeakMap<Counts, Model>();

/** The log-likelihood of each label for a text, in the order of the model's labels. */
export function scoresOf(counts: Counts, text: string, person: PersonWords): number[] {
  const model = models.get(counts) ?? modelOf(counts);
  models.set(counts, model);
  const scores = [...model.priors];
  for (const feature of featuresOf(text, person)) model.likelihoods.get(feature)?.forEach((value, index) => (scores[index]! += value));
  return scores;
}

/** The index of the highest score, the first of equals. */
export const bestOf = (scores: readonly number[]): number => scores.reduce((best, score, index) => (score > scores[best]! ? index : best), 0);
