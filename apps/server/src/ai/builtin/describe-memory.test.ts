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
    ['Sam got promoted to team lead today, so proud of him.', 'Sam', 'Promoted to team lead', 'Work'],
    ['Tom got promoted to team lead today.', 'Maya', "Tom's promotion to team lead", 'Work'],
    ['Bought Grandma a digital photo frame and loaded it with pictures of the grandkids.', 'Grandma', 'Digital photo frame for Grandma', 'Gift'],
    ['Threw a surprise 40th birthday party for Rachel at the bowling alley.', 'Rachel', 'Surprise 40th birthday party for Rachel at the bowling alley', 'Celebration'],
    ["Tara told me she's been seeing a therapist for her anxiety.", 'Tara', "Tara's been seeing a therapist for her anxiety", 'Health'],
  ])('titles "%s" specifically', async (rawText, name, title, category) => {
    expect(await describeFor(rawText, name)).toMatchObject({ title, category });
  });

  it('reads a name that compromise takes for a verb as a name, not as something done', async () => {
    expect((await describeFor('Grete cannot stand marzipan, which in Lübeck counts as treason.', 'Margarethe Vogel', 'Aunt')).title).toBe('Grete cannot stand marzipan');
  });

  it.each([
    ["Mum had her hip replacement at St Thomas' this morning.", 'Gloria Ampofo', 'Mother', /^Gloria had her hip replacement/],
    ["Baba's Turkish coffee ritual: the little copper cezve, one sugar for him.", 'Ibrahim Yilmaz', 'Father', /^Ibrahim's Turkish coffee ritual/],
    ['Rhi booked Iceland for Feb half term, northern lights tour and all.', 'Rhiannon', 'Friend', /^Rhiannon booked Iceland/],
    ['Mrs B. – site visit, kitchen extension. Wants bifolds not sliders.', 'Mrs Beaumont', 'Client', /^Mrs Beaumont – site visit/],
    ["Grandpa's hearing aids finally arrived after months on the waiting list.", 'Grandpa Ray', 'Grandfather', /^Grandpa Ray's hearing aids/],
    ["My mum's 70th is next week.", 'Gloria Ampofo', 'Mother', /^Gloria's 70th is next week/],
  ])('names the person by first name where "%s" calls them otherwise, and keeps what the sentence says', async (rawText, name, relationship, summary) => {
    expect((await describeFor(rawText, name, relationship)).fullSummary).toMatch(summary);
  });

  it('says who did what a one-word title tells, and how the person is where a note opens on it', async () => {
    expect((await describeFor('Dad retired on Friday!!! 34 years at the council.', 'Kwame Mensah', 'Dad')).title).toBe('Kwame retired');
    expect((await describeFor('Obsessed with volcanoes. Wants to see a real one.', 'Leo', 'Son')).fullSummary).toMatch(/^Leo is obsessed with volcanoes/);
    expect((await describeFor('Went swimming with Leo at the leisure centre.', 'Leo', 'Son')).fullSummary).toMatch(/^You went swimming with Leo/);
  });

  it('keeps the mark after a time phrase it leaves out of the summary', async () => {
    const { fullSummary } = await describeFor('Christmas at ours last year: they and Femi spent the whole evening on a puzzle.', 'Jules');
    expect(fullSummary).toMatch(/^Christmas at yours: they and Femi spent/);
  });

  it('keeps what happened after a heading without a verb, naming the person, still shorter than the memory', async () => {
    const rawText = 'Our 40th birthday dinner — he gave a speech that made everyone cry, even Dad.';
    const { fullSummary } = await describeFor(rawText, 'Dev Raghunathan', 'Twin brother');
    expect(fullSummary).toMatch(/Dev gave a speech/);
    expect(fullSummary.length).toBeLessThan(rawText.length);
  });

  it('files a wedding, a christening and a retirement do as celebrations, and getting married as a milestone', async () => {
    expect((await describeFor("Lena's wedding in Bergen was perfect, we danced until two.", 'Lena')).category).toBe('Celebration');
    expect((await describeFor("Baby Noor's christening at St Mary's, then cake in the church hall.", 'Noor')).category).toBe('Celebration');
    expect((await describeFor("Pete's retirement do at the rugby club, 30 years on the buses.", 'Pete')).category).toBe('Celebration');
    expect((await describeFor('Maya and Tom got married at the registry office this morning.')).category).toBe('Milestone');
  });

  it('titles what happened, not a note of whom the writer met, unless that is all it says', async () => {
    expect((await describeFor('Session with Wanjiru. She confirmed she is retiring from Equity Bank at the end of March.', 'Wanjiru')).title).toBe('Wanjiru confirmed she is retiring from Equity Bank');
    expect((await describeFor('Lunch with Maya at the lentil place on Dover St.')).title).toBe('Lunch with Maya at the lentil place on Dover St');
  });

  it('files a catch-up that told nothing, and a new phone number, as general', async () => {
    expect((await describeFor('Bumped into Maya at the post office, we chatted about nothing for 20 mins.')).category).toBe('General');
    expect((await describeFor("Maya's got a new number, her old phone fell in the canal.")).category).toBe('General');
    expect((await describeFor('Long chat with Maya about whether to take the job in Leeds.')).category).toBe('Conversation');
  });

  it('files a family making up, moving in and gathering across generations as family', async () => {
    expect((await describeFor('Dad and Uncle Tony have finally made up after ten years, they met at the café by the station.', 'Dad')).category).toBe('Family');
    expect((await describeFor("Mum's moving in with us from January, we're turning the dining room into her bedroom.", 'Mum')).category).toBe('Family');
    expect((await describeFor("All four generations together at Nan's for the first time.", 'Nan')).category).toBe('Family');
  });

  it('files a present posted to the writer as a gift, whatever it is', async () => {
    expect((await describeFor('Chiara posted the kids matching hand-knitted hats from Bari.', 'Chiara')).category).toBe('Gift');
    expect((await describeFor('Ana posted me a hand-painted tile from Lisbon with a blue swallow on it.', 'Ana')).category).toBe('Gift');
  });

  it('files something made by hand for someone as a gift, not a pastime', async () => {
    expect((await describeFor('Ciara knitted me a scarf in my old school colours as a joke present.', 'Ciara')).category).toBe('Gift');
    expect((await describeFor('Harriet knitted me a scarf in Liverpool red. She has been learning for months.', 'Harriet')).category).toBe('Gift');
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

  it('writes the full summary as clean sentences, shorter than the memory, the user as "you"', async () => {
    const text = 'sam got promoted to team lead today , so proud of him!!  we celebrated w/ tacos lol';
    const { fullSummary } = await describeFor(text, 'Sam');
    expect(fullSummary).toBe('Sam got promoted to team lead today, so proud of him!');
    expect(fullSummary.length).toBeLessThan(text.length);
    const lines = await describeFor('i met maya at the farmers market\nshe bought me a coffee');
    expect(lines).toMatchObject({ title: 'Met Maya at the farmers market', fullSummary: 'You met Maya at the farmers market.' });
  });

  it('summarises a long memory in at most 40% of its length: what happened, then why it matters, by first name', async () => {
    const text =
      "Jordan Blake passed the bar exam!! They found out yesterday morning and called me screaming. We went out for ramen to celebrate and they told me about the three years of studying at night after work, the two failed practice tests and how they nearly quit last spring. I'm so proud of them, it's the thing they've wanted since we were kids.";
    const { title, fullSummary } = await describeFor(text, 'Jordan Blake');
    expect(text.length).toBeGreaterThan(280);
    expect(fullSummary.length).toBeLessThanOrEqual(0.4 * text.length);
    expect(fullSummary).toMatch(/^Jordan Blake passed the bar exam!/);
    expect(fullSummary).toContain("You're so proud of them");
    expect(fullSummary).not.toMatch(/\b(I|me|my|we|our)\b/);
    expect(title).toBe('Jordan Blake passed the bar exam');
  });

  it('names the gist: an engagement by the word used, a talk by its topic, a pet by its own name', async () => {
    expect((await describeFor('Maya got engaged to Tom last weekend! He proposed on the beach.')).title).toBe('Engaged to Tom');
    expect((await describeFor('Priya and I talked for hours on the phone about whether she should move back to Mumbai.', 'Priya')).title).toBe(
      'Talk about whether she should move back to Mumbai',
    );
    expect((await describeFor("Milo, Sarah's beagle, had his vet visit on Tuesday and needs a special diet now.", 'Sarah')).title).toBe("Milo's vet visit");
  });

  it('files under General only when nothing fits', async () => {
    expect((await describeFor('Ran into Maya at the library, she looks well.')).category).toBe('General');
    expect((await describeFor('Maya dyed her hair bright red, it really suits her.')).category).toBe('General');
    expect((await describeFor('Maya cooked a full Thai dinner for us, green curry from scratch.')).category).toBe('Food & Drink');
    expect((await describeFor('Maya broke her wrist falling off her bike.')).category).toBe('Health');
    // What the first clause tells decides: a Thai dinner where work came up is a dinner.
    expect((await describeFor('Had Thai dinner with Leo, he told me work is crushing him.', 'Leo')).category).toBe('Food & Drink');
    expect((await describeFor('Ana made her famous paella for the whole street party.', 'Ana')).category).toBe('Food & Drink');
    // An instrument is a pastime, however rarely it is played.
    expect((await describeFor('Hamish is learning the bagpipes. The neighbours have complained twice.', 'Hamish')).category).toBe('Hobby');
  });

  it('keeps a kind named with its number, as "Type 2", from being read as something done', async () => {
    expect((await describeFor('Type 2 diabetic and careful about sugar.', 'Gary')).title).toMatch(/^Type 2 diabetic/);
    expect((await describeFor('Book 3 tickets for the panto')).title).toMatch(/^Booking 3 tickets/);
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
