import { readFileSync } from 'node:fs';
import { MEMORY_CATEGORIES } from '@kindred/core/ai';
import { describe, expect, it } from 'vitest';
import { MODEL_PATH, modelJson, seenExamples } from '../../../../../eval/train-categories';
import { createBuiltinEngine } from './builtin-engine';
import { categoryByModel, featuresOf, trainCategoryModel } from './category-model';
import { personWords } from './person-words';

const engine = createBuiltinEngine();
const categoryOf = async (rawText: string, kindredName: string) => (await engine.describeMemory({ rawText, kindredName, relationship: 'Friend' })).category;

describe('the category model', () => {
  it('is what `npm run train` counts from the labelled memories of eval/seen', () => {
    expect(readFileSync(MODEL_PATH, 'utf8')).toBe(modelJson(seenExamples()));
  });

  it('reads words and word pairs, any word for the person as the same one', () => {
    const features = featuresOf("Maya's new job at Arup! Maya starts Monday", personWords('Maya Patel', 'Friend'));
    expect([...features]).toEqual(expect.arrayContaining(['@person', 'new job', 'job at', 'arup', '@person starts']));
    expect(features.has('maya')).toBe(false);
    expect([...featuresOf('Tom got engaged', personWords('Tom', 'Friend'))]).toEqual(['@person', 'got', 'engaged', '@person got', 'got engaged']);
  });

  it('counts the memories of each category that hold each feature, once per memory', () => {
    const person = personWords('Ana', 'Friend');
    const { memories, features } = trainCategoryModel([
      { text: 'Ana baked bread, bread everywhere', person, category: 'Hobby' },
      { text: 'Ana baked me a cake', person, category: 'Gift' },
    ]);
    const [hobby, gift] = [MEMORY_CATEGORIES.indexOf('Hobby'), MEMORY_CATEGORIES.indexOf('Gift')];
    expect(memories.filter((count) => count > 0)).toEqual([1, 1]);
    expect(features.find(([feature]) => feature === 'baked')).toEqual(['baked', ...[[hobby, 1], [gift, 1]].sort(([a], [b]) => a! - b!).flat()]);
    expect(features.find(([feature]) => feature === 'bread')).toEqual(['bread', hobby, 1]);
  });

  it('leaves the rules their category when the memory has no word the model has counted', () => {
    expect(categoryByModel('Qzxv vbnq', personWords('Ana', 'Friend'), 'Travel')).toBe('Travel');
  });

  // The cue rules read "knitted" as a pastime and name no category for a first day at a firm.
  it('files what the rules alone misfile: something handmade for the writer, a first day in a new job', async () => {
    expect(await categoryOf('Sam knitted me socks for Christmas, bright orange ones', 'Sam')).toBe('Gift');
    expect(await categoryOf('Priya started at the new firm on Monday, says the team is lovely', 'Priya')).toBe('Work');
  });

  it('keeps what the rules and the words agree on', async () => {
    expect(await categoryOf('Zain turned 30, we threw a surprise party at the pub', 'Zain')).toBe('Celebration');
    expect(await categoryOf('Lena flew to Lisbon for a long weekend with her sister', 'Lena')).toBe('Travel');
    expect(await categoryOf('Grandad had his cataract op today, all went well', 'Grandad')).toBe('Health');
  });
});
