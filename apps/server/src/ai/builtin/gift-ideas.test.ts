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
    // The memories use no pronoun for her: she is named, never "they".
    expect(markdown).toContain("since Maya's training for the Big Sur marathon in April");
    expect(markdown).toMatch(/for Maya's love of (hiking|photography|running)/);
    expect(markdown).not.toMatch(/\b(they|them|their)\b/);
  });

  it('quotes a pastime the memories tell in their own words, another on each ask, never a dislike', async () => {
    const hana = personWith(['Apparently Hana is ranked in Tetris 99 and plays it on the train every day.', 'She plays Tetris 99 online.', 'Hana started a new job at the bank.'], { name: 'Hana' });
    const [first, second] = await Promise.all([0, 1].map(async (ask) => ideasIn(await engine.giftIdeas(hana, { ask })).join('\n')));
    expect(first).toContain('**A gift inspired by what you wrote**: “Apparently Hana is ranked in Tetris 99 and plays it on the train every…”.');
    expect(second).toContain('**A gift inspired by what you wrote**: “She plays Tetris 99 online”.');
    const tom = ideasIn(await engine.giftIdeas(personWith(['Tom does not play chess anymore since the club closed.', 'Tom already has every Beatles record on vinyl.'], { name: 'Tom' }))).join('\n');
    expect(tom).not.toMatch(/inspired/);
    const ines = ideasIn(await engine.giftIdeas(personWith(['Ines dives most weekends in summer, has her own drysuit now.', "Dad's out golfing every weekend so Ines started ballroom lessons."], { name: 'Ines' }))).join('\n');
    expect(ines).not.toMatch(/inspired/);
  });

  it('knows the pastimes of a ham, a model maker and a forager', async () => {
    const walt = ideasIn(await engine.giftIdeas(personWith(['Ham radio - talked to a guy in New Zealand last night, v excited about it.'], { name: 'Walt' }))).join('\n');
    expect(walt).toContain("for Walt's love of ham radio");
    const ines = ideasIn(await engine.giftIdeas(personWith(['Ines spent Sunday foraging for wild garlic.', 'She is building a model railway in the loft.'], { name: 'Ines' }))).join('\n');
    expect(ines).toMatch(/love of foraging/);
    expect(ines).toMatch(/A detailed model kit/);
  });

  it('puts a wish first, names an occasion that is coming, and warns about what they avoid', async () => {
    const markdown = await engine.giftIdeas(
      personWith(["Leo mentioned he'd love a new pair of hiking boots, waterproof.", "He's allergic to peanuts."], {
        name: 'Leo',
        keyDates: [{ date: '1990-07-01', eventTitle: "Leo's birthday", annual: true }],
      }),
    );
    expect(ideasIn(markdown)[0]).toBe('1. **A new pair of hiking boots**: he mentioned he would love this.');
    expect(markdown).toContain("With Leo's birthday coming up on July 1");
    expect(markdown).toContain('_Keep in mind: allergic to peanuts._');
  });

  it('suggests general ideas when nothing is known, and says how to get better ones', async () => {
    const markdown = await engine.giftIdeas({ ...personWith([]), name: 'Fresh' });
    expect(markdown).toContain("You haven't shared much about Fresh yet");
    expect(ideasIn(markdown)).toHaveLength(4);
    expect(markdown).toContain('Add a few memories about Fresh');
  });

  it('gives other ideas on each ask, never one the person dislikes or already has, with the pronouns of the memories', async () => {
    const person = personWith(
      [
        'Maya Patel got engaged to Tom last weekend!',
        'She loves pottery and spends every Sunday at the studio.',
        'Maya is allergic to cats.',
        'She already has a Kindle and never wants another e-reader.',
        'Maya goes hiking most weekends and plays chess online.',
      ],
      { name: 'Maya Patel' },
    );
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.giftIdeas(person, { ask })));
    expect(new Set(asks).size).toBeGreaterThanOrEqual(3);
    asks.forEach((markdown, index) => {
      if (index > 0) expect(markdown).not.toBe(asks[index - 1]);
      const ideas = ideasIn(markdown).join('\n');
      expect(ideas).toMatch(/pottery|hiking|chess/i);
      expect(ideas).not.toMatch(/\b(cat|cats|kindle|e-reader)\b/i);
      expect(markdown).toMatch(/\bher\b/);
      expect(markdown).not.toMatch(/\b(they|them|their)\b/);
      // The full name once, then the first name.
      expect(markdown.split('Maya Patel')).toHaveLength(2);
    });
    expect(await engine.giftIdeas(person, { ask: 3 })).toBe(asks[3]);
  });

  it('leaves out what a dislike rules out: no coffee subscription for someone who hates coffee', async () => {
    const asks = await Promise.all(
      [0, 1, 2, 3, 4].map((ask) => engine.giftIdeas({ ...personWith(['Sam hates coffee, it makes him jittery.']), name: 'Sam' }, { ask })),
    );
    for (const markdown of asks) expect(ideasIn(markdown).join('\n')).not.toMatch(/coffee|espresso/i);
  });

  it('is the same for the same person on the same day', async () => {
    const person = personWith(['Maya beat me at chess again.']);
    expect(await engine.giftIdeas(person)).toBe(await createBuiltinEngine().giftIdeas(person));
  });

  it('names a pastime the catalogue does not know, but never turns a craving into a gift', async () => {
    const markdown = await engine.giftIdeas({ ...personWith(['Chloé is obsessed with axolotls now.', 'She lives for cannoli but the doctor said no more sugar.']), name: 'Chloé' });
    expect(ideasIn(markdown).join('\n')).toMatch(/axolotls/i);
    expect(ideasIn(markdown).join('\n')).not.toMatch(/cannoli/i);
  });

  it('keeps a loved drink though a dislike shares a small word with it, and knows ultramarathons are running', async () => {
    const thandiwe = await engine.giftIdeas({ ...personWith(['Thandiwe drinks rooibos by the litre.', 'Thandiwe hates the cold.']), name: 'Thandiwe' });
    expect(ideasIn(thandiwe).join('\n')).toMatch(/rooibos/);
    const jordan = await engine.giftIdeas({ ...personWith(['Jordan runs ultramarathons, did the Comrades last year.']), name: 'Jordan' });
    expect(ideasIn(jordan).join('\n')).toMatch(/ultramarathons/);
  });

  it('names an occasion that opens with the person\'s name without naming them twice', async () => {
    const jordan = await engine.giftIdeas({ ...personWith(['Jordan loves dark chocolate.']), name: 'Jordan Blake', keyDates: [{ date: '2025-06-20', eventTitle: 'Jordan retirement party', annual: false }] });
    expect(jordan).toMatch(/^With Jordan retirement party coming up on June 20/);
  });

  it('plans no notebook for a dinner out', async () => {
    const adaeze = await engine.giftIdeas({ ...personWith(['Adaeze passed her exams! She wants to celebrate at that Ethiopian place on Oxford Rd.', 'Adaeze crochets blankets for the neonatal unit.']), name: 'Adaeze' });
    expect(adaeze).not.toMatch(/notebook/);
  });

  it('opens with an occasion only when a gift is for it', async () => {
    const withDate = (eventTitle: string) => engine.giftIdeas({ ...personWith(['Jordan loves dark chocolate.']), name: 'Jordan Blake', keyDates: [{ date: '2025-06-20', eventTitle, annual: false }] });
    expect(await withDate('Jordan contract renewal call')).toMatch(/^Here are a few gift ideas for Jordan Blake/);
    expect(await withDate("Anniversary of Grandma Dot's passing")).toMatch(/^Here are a few gift ideas/);
    expect(await withDate('Jordan arrives from Seattle for Christmas')).toMatch(/^Here are a few gift ideas/);
    expect(await withDate("Jordan's 40th birthday")).toMatch(/^With Jordan Blake's 40th birthday coming up on June 20/);
  });

  it('names a pastime by the memory\'s own word for it, not by its kind', async () => {
    const siobhan = await engine.giftIdeas({ ...personWith(['Siobhán plays fiddle at the trad session in the Cobblestone most Thursdays.']), name: 'Siobhán' });
    expect(ideasIn(siobhan).join('\n')).toMatch(/love of fiddle/);
  });

  it('gives the best of what they are particular about, and a treat of what they only drink', async () => {
    const bea = await engine.giftIdeas({ ...personWith(['Bea = coffee snob. Only flat whites from Origin.', 'Bea qualified for Boston!']), name: 'Bea' });
    expect(ideasIn(bea).join('\n')).toMatch(/The best coffee you can find/);
    const mei = await engine.giftIdeas({ ...personWith(['Only drinks oolong tea, loose leaf.', 'Her arthritis is bad this winter.']), name: 'Mei-Ling' });
    expect(ideasIn(mei).join('\n')).toMatch(/oolong tea/);
    const hyacinth = await engine.giftIdeas({ ...personWith(['Hyacinth takes only Earl Grey, with lemon.']), name: 'Hyacinth' });
    expect(ideasIn(hyacinth).join('\n')).toMatch(/Earl Grey/);
  });

  it('fills a short list with other general ideas on each ask', async () => {
    const person = {
      ...personWith([
        "Anne-Marie's book finally has a cover & a release date — spring 2027 with McGill-Queen's. She's thrilled. Asked me to read ch. 4 before Dec 15",
        'Lunch w/ A-M at the usual pho place on St-Denis. She only drinks tea, never coffee (gives her palpitations).',
        "she's training her new rescue dog Maple — husky mix, total handful. The whole lab gets dog pics daily now",
        'A-M told me she nearly quit academia in her 30s after her first big grant got rejected 3 times.',
        "Her husband Luc's knee replacement went ok, she's been running herself ragged driving him to physio",
      ]),
      name: 'Anne-Marie Tremblay',
    };
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.giftIdeas(person, { ask })));
    expect(new Set(asks).size).toBeGreaterThanOrEqual(3);
  });

  it('gives a team followed, as written, tickets or merchandise', async () => {
    const markdown = await engine.giftIdeas({ ...personWith(['Arsenal season ticket holder for fifteen years.', 'Huge Cubs fan since he was five.']), name: 'Ezra' });
    expect(ideasIn(markdown).join('\n')).toMatch(/Arsenal tickets or merchandise/);
  });

  it('offers a taste of home and a tool of the trade, and no "best" of a rule', async () => {
    const markdown = await engine.giftIdeas(personWith(['Sven is originally from Uppsala.', 'He is a retired chef.', 'Minor corrections only, he said about the draft.'], { name: 'Sven' }));
    expect(markdown).toContain('**A taste of home from Uppsala**');
    expect(markdown).toContain('a nod to his years as a chef');
    expect(markdown).not.toContain('minor corrections');
    expect(await engine.giftIdeas(personWith(["Sven's been fixing up the old Vespa in his garage."], { name: 'Sven' }))).toContain('**A gift card for kit and materials**: for fixing up the old Vespa');
  });
});
