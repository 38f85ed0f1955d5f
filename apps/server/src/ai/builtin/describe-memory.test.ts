import { GENERATED_TITLE_MAX_LENGTH, memoryDescriptionSchema } from '@kindred/core/ai';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { LABELLED_CATEGORIES } from '../../../test/labelled-sets';

const engine = createBuiltinEngine();
const describeFor = (rawText: string, kindredName = 'Maya', relationship = 'Friend') => engine.describeMemory({ rawText, kindredName, relationship });
const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);

describe('builtin describeMemory', () => {
  it.each([
    ['Went hiking in Yosemite with Maya last weekend. She carried the tent the whole way.', 'Maya', 'Hiking trip to Yosemite with Maya', 'Travel'],
    ['Sam got promoted to team lead today, so proud of him.', 'Sam', "Sam's promotion to team lead", 'Work'],
    ['Bought Grandma a digital photo frame and loaded it with pictures of the grandkids.', 'Grandma', 'Digital photo frame for Grandma', 'Gift'],
    ['Threw a surprise 40th birthday party for Rachel at the bowling alley.', 'Rachel', 'Surprise 40th birthday party for Rachel at the bowling alley', 'Celebration'],
    ["Tara told me she's been seeing a therapist for her anxiety.", 'Tara', "Tara's been seeing a therapist for her anxiety", 'Health'],
  ])('titles "%s" specifically', async (rawText, name, title, category) => {
    expect(await describeFor(rawText, name)).toMatchObject({ title, category });
  });

  it('keeps every title within 60 characters, cut only between whole words of the memory', async () => {
    const rawText =
      'Maya and I spent the most wonderful unforgettable afternoon wandering through the botanical gardens downtown, talking about everything.';
    const { title } = await describeFor(rawText);
    expect(title.length).toBeLessThanOrEqual(GENERATED_TITLE_MAX_LENGTH);
    expect(title.length).toBeGreaterThan(30);
    for (const word of wordsOf(title)) expect(wordsOf(rawText)).toContain(word);
    expect(title).not.toMatch(/[\s,;:.!?-]$/);
    for (const memory of LABELLED_CATEGORIES) {
      const described = await describeFor(memory.text, memory.kindredName, memory.relationship);
      expect(described.title.length).toBeLessThanOrEqual(GENERATED_TITLE_MAX_LENGTH);
      expect(described.title).not.toMatch(/[\s,;:.!?-]$/);
    }
  });

  it('does not cut a word that cannot fit: a memory of one very long word gets a general title', async () => {
    const rawText = 'Supercalifragilisticexpialidocious-extraordinarily-long-hyphenated-word-without-any-spaces';
    expect((await describeFor(rawText)).title).toBe('A moment with Maya');
  });

  it('writes the full summary as clean sentences', async () => {
    const { fullSummary } = await describeFor('sam got promoted to team lead today , so proud of him!!  we celebrated w/ tacos lol', 'Sam');
    expect(fullSummary).toBe('Sam got promoted to team lead today, so proud of him! We celebrated with tacos.');
    const lines = await describeFor('i met maya at the farmers market\nshe bought me a coffee');
    expect(lines.fullSummary).toBe('I met Maya at the farmers market. She bought me a coffee.');
  });

  it('files under General only when nothing fits', async () => {
    expect((await describeFor('Ran into Maya at the library, she looks well.')).category).toBe('General');
    expect((await describeFor('Maya dyed her hair bright red, it really suits her.')).category).toBe('General');
    expect((await describeFor('Maya cooked a full Thai dinner for us, green curry from scratch.')).category).toBe('Food & Drink');
    expect((await describeFor('Maya broke her wrist falling off her bike.')).category).toBe('Health');
  });

  it('answers the same for the same memory, from any engine, and always passes the schema', async () => {
    const rawText = 'Maya and Tom got engaged on the beach in Tulum! She called me at 6am screaming.';
    const first = await describeFor(rawText);
    expect(await describeFor(rawText)).toEqual(first);
    expect(await createBuiltinEngine().describeMemory({ rawText, kindredName: 'Maya', relationship: 'Friend' })).toEqual(first);
    expect(memoryDescriptionSchema.parse(first)).toEqual(first);
    expect(memoryDescriptionSchema.parse(await describeFor('😀😀'))).toMatchObject({ title: 'A moment with Maya', fullSummary: '😀😀' });
  });
});
