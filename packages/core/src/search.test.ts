import { describe, expect, it } from 'vitest';
import { matchPeople, parseSearchQuery, snippetParts, wordSimilarity } from './search';

describe('parseSearchQuery', () => {
  it('reads words, "phrases", or and -exclusions as websearch_to_tsquery does', () => {
    expect(parseSearchQuery('cake "lake house" or -pie candles')).toEqual({
      ok: true,
      search: {
        groups: [
          [
            { kind: 'word', text: 'cake', excluded: false },
            { kind: 'phrase', text: 'lake house', excluded: false },
          ],
          [
            { kind: 'word', text: 'pie', excluded: true },
            { kind: 'word', text: 'candles', excluded: false },
          ],
        ],
        lastWordOpen: true,
      },
    });
  });

  it('knows when the text ends on a word being typed', () => {
    expect(parseSearchQuery('annive')).toMatchObject({ ok: true, search: { lastWordOpen: true } });
    expect(parseSearchQuery('"lake house"')).toMatchObject({ ok: true, search: { lastWordOpen: false } });
    expect(parseSearchQuery('cake -pie')).toMatchObject({ ok: true, search: { lastWordOpen: false } });
  });

  it.each([
    ['-', 'Type a word to search for: -, " and or only change how words are searched'],
    ['or OR', 'Type a word to search for: -, " and or only change how words are searched'],
    ['"" - !!!', 'Type a word to search for: -, " and or only change how words are searched'],
    ['-cake -"pie crust"', 'Add a word to look for: a search cannot only leave words out'],
    ['cake or -pie', 'Add a word to look for: a search cannot only leave words out'],
    ['"lake house', 'A quoted phrase needs a closing quote (")'],
    ['cake\u0000', 'The search text contains characters that cannot be typed, such as control characters'],
  ])('refuses %j', (text, message) => {
    expect(parseSearchQuery(text)).toEqual({ ok: false, message });
  });
});

describe('snippetParts', () => {
  it('splits the text by its ranges, tolerating overlaps and ranges past the end', () => {
    expect(snippetParts({ text: 'a birthday cake', highlights: [[11, 99], [2, 10], [3, 5]] })).toEqual([
      { text: 'a ', marked: false },
      { text: 'birthday', marked: true },
      { text: ' ', marked: false },
      { text: 'cake', marked: true },
    ]);
  });
});

describe('matchPeople', () => {
  const people = [{ name: 'Sarah Lee' }, { name: 'Zoë Martin' }, { name: 'Tom' }, { name: 'Sam Leeds' }];
  it('offers names starting with the text first, then names close to a typo, accents ignored', () => {
    expect(matchPeople(people, 'sa').map((p) => p.name)).toEqual(['Sam Leeds', 'Sarah Lee']);
    expect(matchPeople(people, 'lee').map((p) => p.name)).toEqual(['Sarah Lee', 'Sam Leeds']);
    expect(matchPeople(people, 'Sarha').map((p) => p.name)).toEqual(['Sarah Lee']);
    expect(matchPeople(people, 'zoe').map((p) => p.name)).toEqual(['Zoë Martin']);
    expect(matchPeople(people, 'qwerty')).toEqual([]);
  });
  it('measures similarity as pg_trgm does', () => {
    expect(wordSimilarity('sarah', 'sarha')).toBeCloseTo(3 / 9);
    expect(wordSimilarity('cake', 'cake')).toBe(1);
  });
});
