// `npm run train`: counts the words of the labelled memories of eval/seen into the builtin engine's
// category model (apps/server/src/ai/builtin/category-model.json), and prints how well the rules
// and the model together file each set when the model is trained on the other sets: the figure to
// expect on memories nobody has labelled. Run it after a set joins eval/seen.
import { writeFileSync } from 'node:fs';
import type { MemoryCategory } from '@kindred/core/ai';
import { categorise } from '../apps/server/src/ai/builtin/categorise';
import { categoryByModel, countCategories } from '../apps/server/src/ai/builtin/category-model';
import { countsJson, type LabelledText } from '../apps/server/src/ai/builtin/naive-bayes';
import { loadReader } from '../apps/server/src/ai/builtin/nlp';
import { personWords } from '../apps/server/src/ai/builtin/person-words';
import { prepareText } from '../apps/server/src/ai/builtin/prepare-text';
import { readRound, type MemorySet } from './sets';

export const CATEGORY_MODEL_PATH = new URL('../apps/server/src/ai/builtin/category-model.json', import.meta.url);

const memoriesOf = (set: MemorySet): LabelledText<MemoryCategory>[] =>
  set.memories.map((memory) => ({ text: memory.text, person: personWords(memory.kindredName, memory.relationship), label: memory.category }));

/** The model as `npm run train` writes it from the sets of eval/seen. */
export const categoryModelJson = (): string => countsJson(countCategories(readRound('seen').memories.flatMap(({ set }) => memoriesOf(set))));

async function crossValidate(): Promise<void> {
  const reader = await loadReader();
  const sets = readRound('seen').memories;
  const total = { rules: 0, both: 0, memories: 0 };
  for (const { file, set } of sets) {
    const counts = countCategories(sets.filter((other) => other.file !== file).flatMap((other) => memoriesOf(other.set)));
    const right = { rules: 0, both: 0 };
    for (const { text, person, label } of memoriesOf(set)) {
      const byRules = categorise(reader.sentences(prepareText(text, person), person.firstNames), person);
      if (byRules === label) right.rules += 1;
      if (categoryByModel(text, person, byRules, counts) === label) right.both += 1;
    }
    Object.assign(total, { rules: total.rules + right.rules, both: total.both + right.both, memories: total.memories + set.memories.length });
    console.log(`${file}: rules ${(right.rules / set.memories.length).toFixed(3)}, rules and model ${(right.both / set.memories.length).toFixed(3)}`);
  }
  console.log(`all ${total.memories} memories, each set left out of the model that files it: rules ${(total.rules / total.memories).toFixed(3)}, rules and model ${(total.both / total.memories).toFixed(3)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(CATEGORY_MODEL_PATH, categoryModelJson());
  await crossValidate();
}
