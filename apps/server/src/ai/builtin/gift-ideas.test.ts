import { giftIdeaResultSchema } from '@kindred/core/ai';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { personWith } from '../../../test/person-context';

const engine = createBuiltinEngine();
const ideasIn = (markdown: string) => markdown.split('\n').filter((line) => /^\d+\. \*\*[^*]+\*\*/.test(line));

describe('builtin giftIdeas', () => {
  it('lists 3 to 5 bold ideas tied to what is known, in markdown', async () => {
    const markdown = await engine.giftIdeas(
      personWith(['Maya is training for the Big Sur marathon in April.', 'Went hiking in Yosemite with Maya.', 'Maya loves film photography.']),
    );
    expect(giftIdeaResultSchema.shape.giftIdea.parse(markdown)).toBe(markdown);
    expect(markdown.split('\n')[0]).toContain('Maya');
    const ideas = ideasIn(markdown);
    expect(ideas.length).toBeGreaterThanOrEqual(3);
    expect(ideas.length).toBeLessThanOrEqual(5);
    expect(markdown).toContain("since they're training for the Big Sur marathon in April");
    expect(markdown).toMatch(/for their love of (hiking|film photography)/);
  });

  it('puts a wish first, names an occasion that is coming, and warns about what they avoid', async () => {
    const markdown = await engine.giftIdeas(
      personWith(["Leo mentioned he'd love a new pair of hiking boots, waterproof.", "He's allergic to peanuts."], {
        name: 'Leo',
        keyDates: [{ date: '1990-07-01', eventTitle: "Leo's birthday", annual: true }],
      }),
    );
    expect(ideasIn(markdown)[0]).toBe('1. **A new pair of hiking boots**: they mentioned they would love this.');
    expect(markdown).toContain("With Leo's birthday coming up on July 1");
    expect(markdown).toContain('_Keep in mind: allergic to peanuts._');
  });

  it('suggests general ideas when nothing is known, and says how to get better ones', async () => {
    const markdown = await engine.giftIdeas({ ...personWith([]), name: 'Fresh' });
    expect(markdown).toContain("You haven't shared much about Fresh yet");
    expect(ideasIn(markdown)).toHaveLength(4);
    expect(markdown).toContain('Add a few memories about Fresh');
  });

  it('is the same for the same person on the same day', async () => {
    const person = personWith(['Maya beat me at chess again.']);
    expect(await engine.giftIdeas(person)).toBe(await createBuiltinEngine().giftIdeas(person));
  });
});
