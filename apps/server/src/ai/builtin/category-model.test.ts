import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MODEL_PATH, categoryModelJson } from '../../../../../eval/train-categories';
import { createBuiltinEngine } from './builtin-engine';
import { categoryByModel } from './category-model';
import { personWords } from './person-words';

const engine = createBuiltinEngine();
const categoryOf = async (rawText: string, kindredName: string) => (await engine.describeMemory({ rawText, kindredName, relationship: 'Friend' })).category;

describe('the category model', () => {
  it('is what `npm run train` counts from the labelled memories of eval/seen', () => {
    expect(readFileSync(CATEGORY_MODEL_PATH, 'utf8')).toBe(categoryModelJson());
  });

  it('leaves the rules their category when the memory has no word the model has counted', () => {
    expect(categoryByModel('Qzxv vbnq', personWords('Ana', 'Friend'), 'Travel')).toBe('Travel');
  });

  // The cue rules read "knitted" here as a pastime, and name no category for a first day at a firm.
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
