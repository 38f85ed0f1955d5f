import { describe, expect, it } from 'vitest';
import { memoryActivityQuerySchema, memoryCategory, memoryDisplayBody, memoryDisplayTitle } from './memory';

const long = 'Went hiking in Yosemite with Maya last weekend and she carried the tent the whole way, then we cooked on the camp stove and watched the stars come out over the lake until we fell asleep.';

describe('memoryDisplayTitle (spec §2.4)', () => {
  it('falls back to the first 30 characters of the raw text and "..."', () => {
    expect(memoryDisplayTitle({ title: null, rawText: long })).toBe('Went hiking in Yosemite with M...');
    expect(memoryDisplayTitle({ title: '  ', rawText: 'Short.' })).toBe('Short....');
  });

  it('counts an emoji as one character', () => {
    expect(memoryDisplayTitle({ title: null, rawText: `${'🎉'.repeat(31)}` })).toBe(`${'🎉'.repeat(30)}...`);
  });

  it('prefers the title, and names an empty memory "Untitled Memory"', () => {
    expect(memoryDisplayTitle({ title: 'Yosemite', rawText: long })).toBe('Yosemite');
    expect(memoryDisplayTitle({ title: null, rawText: ' ' })).toBe('Untitled Memory');
  });
});

describe('memoryDisplayBody (spec §2.4)', () => {
  it('cuts the raw text at 150 characters when there is no summary', () => {
    const body = memoryDisplayBody({ title: null, rawText: long });
    expect(body).toHaveLength(150);
    expect(long.startsWith(body)).toBe(true);
  });

  it('prefers the full summary, and says so when there is no content', () => {
    expect(memoryDisplayBody({ title: null, rawText: long, fullSummary: 'A camping trip.' })).toBe('A camping trip.');
    expect(memoryDisplayBody({ title: null, rawText: '' })).toBe('Memory content unavailable');
  });
});

describe('memoryCategory', () => {
  it.each([null, undefined, '', '  '])('reads %j as "General"', (category) => {
    expect(memoryCategory({ category })).toBe('General');
  });

  it('keeps a set category', () => {
    expect(memoryCategory({ category: 'Travel' })).toBe('Travel');
  });
});

describe('memoryActivityQuerySchema', () => {
  it('covers the last 365 days unless told otherwise', () => {
    expect(memoryActivityQuerySchema.parse({}).days).toBe(365);
  });
});
