import { describe, expect, it } from 'vitest';
import { personWords } from './person-words';
import { theirWaysOf } from './their-ways';

const texts = (facts: readonly { text: string }[]) => facts.map((fact) => fact.text);
const tomas = personWords('Tomás Ortega', 'Friend');

describe('theirWaysOf: the habits and house rules a friend respects', () => {
  it('reads what they never do, and what never to do around them, without where it holds', () => {
    expect(texts(theirWaysOf('He never books meetings before 9:30 and gets visibly annoyed when others do. Never mention Spurs around him.', tomas))).toEqual([
      'Never books meetings before 9:30',
      'Never mention Spurs',
    ]);
    expect(texts(theirWaysOf('Do NOT put chorizo in paella in front of Tomás. Learned this the hard way.', tomas))).toEqual(['Never put chorizo in paella']);
  });

  it('reads how they take their tea, what they switched to and the gift that suits over the one that does not', () => {
    expect(texts(theirWaysOf('Anika takes her tea without milk, Darjeeling ideally, and dislikes being fussed over.', tomas))).toEqual(['Tea without milk, Darjeeling ideally']);
    expect(texts(theirWaysOf("She can't read print anymore. She's switched to audiobooks and loves them.", tomas))).toEqual(['Switched to audiobooks']);
    expect(texts(theirWaysOf("I'll send a card, not flowers (hay fever).", tomas))).toEqual(['A card, not flowers']);
  });

  it('leaves what was never said or what the writer switched to alone', () => {
    expect(theirWaysOf('He never said a word. I switched to decaf.', tomas)).toEqual([]);
  });
});
