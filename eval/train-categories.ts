// `npm run train`: counts the words of the labelled memories of eval/seen into the builtin engine's
// category model (apps/server/src/ai/builtin/category-model.json), and prints how well the model
// and the rules together file each set when the model is trained on the other sets: the figure to
// expect on memories nobody has labelled. Run it after a set joins eval/seen.
import { writeFileSync } from 'node:fs';
import { categorise } from '../apps/server/src/ai/builtin/categorise';
import { categoryByModel, trainCategoryModel, type LabelledText } from '../apps/server/src/ai/builtin/category-model';
import { loadReader } from '../apps/server/src/ai/builtin/nlp';
import { personWords } from '../apps/server/src/ai/builtin/person-words';
import { prepareText } from '../apps/server/src/ai/builtin/prepare-text';
import { readRound, type MemorySet } from './sets';

const examplesOf = (set: MemorySet): LabelledText[] =>
  set.memories.map((memory) => ({ text: memory.text, person: personWords(memory.kindredName, memory.relationship), category: memory.category }));

/** The labelled memories of eval/seen, as the model reads them. */
export const seenExamples = (): LabelledText[] => readRound('seen').memories.flatMap(({ set }) => examplesOf(set));

export const MODEL_PATH = new URL('../apps/server/src/ai/builtin/category-model.json', import.meta.url);

/** One feature a line, so that a new set's effect on the model reads in a diff. */
export function modelJson(examples: readonly LabelledText[]): string {
  const { memories, features } = trainCategoryModel(examples);
  return `{"memories":${JSON.stringify(memories)},"features":[\n${features.map((feature) => JSON.stringify(feature)).join(',\n')}\n]}\n`;
}

async function crossValidate(): Promise<void> {
  const reader = await loadReader();
  const sets = readRound('seen').memories;
  const total = { rules: 0, both: 0, memories: 0 };
  for (const { file, set } of sets) {
    const counts = trainCategoryModel(sets.filter((other) => other.file !== file).flatMap((other) => examplesOf(other.set)));
    const right = { rules: 0, both: 0 };
    for (const { text, person, category } of examplesOf(set)) {
      const byRules = categorise(reader.sentences(prepareText(text), person.firstNames), person);
      if (byRules === category) right.rules += 1;
      if (categoryByModel(text, person, byRules, counts) === category) right.both += 1;
    }
    Object.assign(total, { rules: total.rules + right.rules, both: total.both + right.both, memories: total.memories + set.memories.length });
    console.log(`${file}: rules ${(right.rules / set.memories.length).toFixed(3)}, rules and model ${(right.both / set.memories.length).toFixed(3)}`);
  }
  console.log(`all ${total.memories} memories, each set left out of the model that files it: rules ${(total.rules / total.memories).toFixed(3)}, rules and model ${(total.both / total.memories).toFixed(3)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(MODEL_PATH, modelJson(seenExamples()));
  await crossValidate();
}
