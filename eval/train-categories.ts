// `npm run train`: counts the words of the labelled memories of eval/seen into the builtin engine's
// category model (apps/server/src/ai/builtin/category-model.json), and the sentences of the labelled
// people into its list model (list-model.json); prints how well each does on every set when it is
// trained on the other sets: the figures to expect on memories nobody has labelled. Run it after a
// set joins eval/seen.
import { writeFileSync } from 'node:fs';
import { SUMMARY_LISTS, type MemoryCategory } from '@kindred/core/ai';
import { categorise } from '../apps/server/src/ai/builtin/categorise';
import { categoryByModel, countCategories } from '../apps/server/src/ai/builtin/category-model';
import { FACT_LISTS } from '../apps/server/src/ai/builtin/fact-item';
import { clausesOf, countLists, type ModelList } from '../apps/server/src/ai/builtin/list-model';
import { countsJson, type Counts, type LabelledText } from '../apps/server/src/ai/builtin/naive-bayes';
import { loadReader } from '../apps/server/src/ai/builtin/nlp';
import { personWords } from '../apps/server/src/ai/builtin/person-words';
import { portraitOf } from '../apps/server/src/ai/builtin/portrait';
import { prepareText } from '../apps/server/src/ai/builtin/prepare-text';
import { summaryOf } from '../apps/server/src/ai/builtin/summarise-person';
import { personContextOf, readRound, type MemorySet, type PortraitSet } from './sets';

export const CATEGORY_MODEL_PATH = new URL('../apps/server/src/ai/builtin/category-model.json', import.meta.url);
export const LIST_MODEL_PATH = new URL('../apps/server/src/ai/builtin/list-model.json', import.meta.url);

const memoriesOf = (set: MemorySet): LabelledText<MemoryCategory>[] =>
  set.memories.map((memory) => ({ text: memory.text, person: personWords(memory.kindredName, memory.relationship), label: memory.category }));

/** The model as `npm run train` writes it from the sets of eval/seen. */
export const categoryModelJson = (): string => countsJson(countCategories(readRound('seen').memories.flatMap(({ set }) => memoriesOf(set))));

/** Each sentence of a labelled person's memories, once for each list whose label it holds, or as "none". */
const sentencesOf = (set: PortraitSet): LabelledText<ModelList>[] =>
  set.people.flatMap((labelled) => {
    const person = personWords(labelled.name, labelled.relationship);
    return labelled.memories.flatMap(clausesOf).flatMap((text) => {
      const lists = FACT_LISTS.filter((list) => (labelled.expected[list] ?? []).some((label) => text.toLowerCase().includes(label.toLowerCase())));
      return (lists.length > 0 ? lists : (['none'] as const)).map((label): LabelledText<ModelList> => ({ text, person, label }));
    });
  });

/** The list model as `npm run train` writes it from the sets of eval/seen. */
export const listModelJson = (): string => countsJson(countLists(readRound('seen').portraits.flatMap(({ set }) => sentencesOf(set))));

/** Each set with the counts of the examples of all the others, read once: what a model knows of a set nobody labelled. */
function* leftOut<S, E>(sets: readonly { file: string; set: S }[], examplesOf: (set: S) => E[], count: (examples: E[]) => Counts) {
  const examples = new Map(sets.map(({ file, set }) => [file, examplesOf(set)]));
  for (const { file, set } of sets) yield { file, set, counts: count(sets.filter((other) => other.file !== file).flatMap((other) => examples.get(other.file)!)) };
}

async function crossValidateLists(): Promise<void> {
  const reader = await loadReader();
  const total = { rules: 0, both: 0, labels: 0 };
  for (const { file, set, counts } of leftOut(readRound('seen').portraits, sentencesOf, countLists)) {
    const found = { rules: 0, both: 0, labels: 0 };
    for (const person of set.people) {
      const portrait = portraitOf(personContextOf(person, set.today), reader, counts);
      const ruled = summaryOf({ ...portrait, heard: [] });
      const both = summaryOf(portrait);
      for (const list of SUMMARY_LISTS) {
        for (const label of person.expected[list] ?? []) {
          const has = (items: readonly string[]) => items.some((item) => item.toLowerCase().includes(label.toLowerCase()));
          Object.assign(found, { rules: found.rules + Number(has(ruled[list])), both: found.both + Number(has(both[list])), labels: found.labels + 1 });
        }
      }
    }
    Object.assign(total, { rules: total.rules + found.rules, both: total.both + found.both, labels: total.labels + found.labels });
    console.log(`${file}: portrait recall, rules ${(found.rules / found.labels).toFixed(3)}, rules and list model ${(found.both / found.labels).toFixed(3)}`);
  }
  console.log(`all ${total.labels} labels, each set left out of the list model: rules ${(total.rules / total.labels).toFixed(3)}, rules and list model ${(total.both / total.labels).toFixed(3)}`);
}

async function crossValidate(): Promise<void> {
  const reader = await loadReader();
  const total = { rules: 0, both: 0, memories: 0 };
  for (const { file, set, counts } of leftOut(readRound('seen').memories, memoriesOf, countCategories)) {
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
  writeFileSync(LIST_MODEL_PATH, listModelJson());
  await crossValidate();
  await crossValidateLists();
}
