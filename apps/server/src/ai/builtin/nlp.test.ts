import { describe, expect, it } from 'vitest';
import { loadReader, type Sentence } from './nlp';

const tagsOf = (sentences: readonly Sentence[], word: string) => sentences.flat().find((token) => token.word === word)?.tags;

describe('the reader', () => {
  it("reads a person's name as a name in their memories only, never in the next person's", async () => {
    const reader = await loadReader();
    expect(tagsOf(reader.sentences('Sunny finally got a dog.', ['sunny']), 'sunny')?.has('FirstName')).toBe(true);
    expect(tagsOf(reader.sentences('Rose and Summer came round.', ['rose', 'summer']), 'rose')?.has('FirstName')).toBe(true);
    // compromise's own way of teaching names keeps them for good: "sunny" became a name in every later text.
    expect(tagsOf(reader.sentences('It was sunny all day.', []), 'sunny')?.has('Adjective')).toBe(true);
    expect(tagsOf(reader.sentences('The rose in the garden bloomed all summer.', []), 'rose')?.has('FirstName')).toBe(false);
    expect(tagsOf(reader.sentences('The rose in the garden bloomed all summer.', []), 'summer')?.has('FirstName')).toBe(false);
  });
});
