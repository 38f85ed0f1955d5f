import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { loadReader } from './nlp';
import { portraitOf } from './portrait';
import { summaryOf as summaryOfPortrait } from './summarise-person';
import { personWith } from '../../../test/person-context';

const engine = createBuiltinEngine();

const summaryOf = async (...memories: string[]) => engine.summarisePerson(personWith(memories, { name: 'Rosa', relationship: 'Friend' }));
// What the rules read, without the sentences the list model adds where they leave room (list-model.test.ts).
const rulesSummaryOf = async (...memories: string[]) => summaryOfPortrait({ ...portraitOf(personWith(memories, { name: 'Rosa', relationship: 'Friend' }), await loadReader()), heard: [] });
const anyHas = (items: readonly string[], words: string) => items.some((item) => item.toLowerCase().includes(words));

// Phrasings no labelled set uses: the lists are read from the sense of the words, not from word lists of examples.
describe('builtin portraits read what no cue names', () => {
  it('files trouble as a challenge, time ahead as a goal, a description as an attribute', async () => {
    const summary = await summaryOf('Her eyesight is getting worse.', 'Rosa will stand for the parish council next year.', 'Rosa is remarkably unflappable.');
    expect(anyHas(summary.challenges, 'eyesight')).toBe(true);
    expect(anyHas(summary.goals, 'parish council')).toBe(true);
    expect(anyHas(summary.personal_attributes, 'unflappable')).toBe(true);
  });

  it('reads a rating after a clause as about that clause, and what a doctor says as a challenge', async () => {
    const summary = await summaryOf("She's organising the charity gala, super stressful.", 'The doctor thinks it is sciatica.');
    expect(anyHas(summary.challenges, 'charity gala')).toBe(true);
    expect(anyHas(summary.challenges, 'sciatica')).toBe(true);
  });

  it('files a want refused or of how a thing is done as a taste, and what they will still do as no goal', async () => {
    const summary = await summaryOf('Note to self - Rosa does not want jewelry this Christmas.', 'Reminder: lactose intolerant! Rosa will still eat ice cream and then regret it.', "Rosa's birthday is Feb 9. She wants it low key.");
    expect(anyHas(summary.preferences, 'lactose intolerant')).toBe(true);
    expect(anyHas(summary.preferences, 'jewelry')).toBe(true);
    expect(anyHas(summary.preferences, 'low key')).toBe(true);
    expect(summary.goals).toEqual([]);
  });

  it('reads how someone is for a moment as no trait', async () => {
    const summary = await summaryOf('Rosa got the job!! Happy tears.', 'Rosa was too wired to sleep after the gig.', 'Rosa is well enough to enjoy it now.');
    expect(summary.personal_attributes.join(' ')).not.toMatch(/tears|wired|well enough/i);
  });

  it('reads a habit on a weekday or through the day as no goal', async () => {
    const summary = await summaryOf('Rosa goes to salsa every Friday.', 'Rosa sneezes through the day anyway.', 'Rosa sends good-morning gifs every day at 6am.');
    expect(summary.goals).toEqual([]);
  });

  it('files a joint, a heart or sleep with what is wrong with it as a challenge, every one a sentence names', async () => {
    const summary = await summaryOf('Rosa walks the dog every morning. Knees are creaky mind, and she is waiting on a hip op.', 'Her left elbow has been giving trouble.', 'No coffee since her heart scare.', 'Sleeping badly before the exams.');
    for (const words of ['knees', 'hip op', 'elbow', 'heart scare', 'sleeping badly']) expect(anyHas(summary.challenges, words), words).toBe(true);
  });

  it('reads a comparison after a comma as no fact of its own', async () => {
    const summary = await summaryOf("She's revising for her exams while doing 13-hour shifts, like every junior doctor I know.", 'Rosa cooks like a pro.');
    expect(Object.values(summary).flat().filter((item) => /^like\b/i.test(item))).toEqual([]);
  });

  it('reads no trouble into a tattoo on a wrist, a kind heart or a sleepover', async () => {
    const summary = await rulesSummaryOf('Rosa got a tiny dragon tattoo on her wrist.', 'Her heart is in the right place.', 'Rosa is sleeping over at ours on Friday.');
    expect(summary.challenges).toEqual([]);
  });

  it('files what the person studies with who they are, not with their pastimes', async () => {
    const summary = await summaryOf('Rosa studies data science at NUS, loves K-dramas.');
    expect(summary.personal_attributes).toContain('Studies data science at NUS');
    expect(summary.interests.join()).not.toMatch(/data science/);
  });

  it('reads a loss into "passed" alone, and none into an exam passed', async () => {
    const summary = await summaryOf('Rosa passed her driving test first time!', 'Rosa passed the bar exam.', "Her dad passed in May, she's not coping.");
    expect(summary.challenges.join()).not.toMatch(/test|bar exam/);
    expect(anyHas(summary.challenges, 'dad passed')).toBe(true);
  });

  it('tells what the person did for the writer and what the writer does with them as the relationship', async () => {
    const summary = await summaryOf('She taught me to knit one winter.', 'I take her to the farmers market on Saturdays.');
    expect(summary.relationship_insights).toContain('Taught you to knit one winter');
    expect(anyHas(summary.relationship_insights, 'farmers market')).toBe(true);
  });

  it('counts a passion and an activity kept up as interests', async () => {
    const summary = await summaryOf('Rosa is obsessed with old maps.', "She's been restoring antique clocks every evening.", 'The teacher says Rosa is wonderfully unselfish.');
    expect(anyHas(summary.interests, 'old maps')).toBe(true);
    expect(anyHas(summary.interests, 'clocks')).toBe(true);
    expect(anyHas(summary.personal_attributes, 'unselfish')).toBe(true);
    expect(anyHas((await summaryOf('They draw every single day.')).interests, 'draw every single day')).toBe(true);
  });

  it('does not take what something does to the person for an interest', async () => {
    const summary = await summaryOf('Rosa hates perfume, gives her headaches.', 'Collarbone snowboarding, gives up by the 10th lol');
    expect(anyHas(summary.interests, 'gives')).toBe(false);
  });

  it('keeps a time of year named without its day among the important dates', async () => {
    const summary = await summaryOf("She's retiring from the practice at Easter.", 'Rosa sat her driving test on May 3.');
    expect(anyHas(summary.important_dates, 'at easter')).toBe(true);
    expect(summary.important_dates.filter((item) => item.includes('May 3'))).toHaveLength(1);
  });

  it('puts the news first in a summary, a title and a key memory when the memory opens on who called', async () => {
    const text = "Rosa rang me this morning: she's been accepted onto the nursing course!";
    const described = await engine.describeMemory({ rawText: text, kindredName: 'Rosa Diaz', relationship: 'Friend' });
    expect(described.fullSummary).toMatch(/^Rosa's been accepted onto the nursing course/);
    expect(described.title).toContain('nursing course');
    expect((await summaryOf(text)).key_memories[0]).toContain('nursing course');
  });

  it('reads a note to self as nobody\'s goal, and a rough week as no trait', async () => {
    const summary = await rulesSummaryOf("Rosa's accounts are due 31 Jan. Chase her Monday.", 'Call after 3pm, mornings are prep.', 'Rough week. Rosa got into a fight at school & was excluded for 2 days.');
    expect(summary.goals).toEqual([]);
    expect(summary.interests).toEqual([]);
    expect(summary.personal_attributes).toEqual([]);
    expect(anyHas(summary.challenges, 'excluded')).toBe(true);
  });

  it('still reads a note that leaves out its "I", or a past of the bare form', async () => {
    const summary = await summaryOf('her son moved out. think shes lonely tbh', 'Quit smoking in October, chewing gum constantly.');
    expect(anyHas(summary.challenges, 'lonely')).toBe(true);
  });

  it('reads the one way they will have something as a taste', async () => {
    const summary = await summaryOf('She only answers WhatsApp voice notes, never emails.');
    expect(anyHas(summary.preferences, 'whatsapp voice notes')).toBe(true);
    expect(summary.interests).toEqual([]);
  });

  it('reads no pastime in something run, an errand, an engine or a garden looked onto', async () => {
    const summary = await summaryOf("We're running the street WhatsApp group together now.", "Rosa is fixing up an old Vespa. Says it'll run by summer.", 'Had to bail on the thrift run.', 'Her room looks onto the garden.');
    expect(summary.interests.map((item) => item.toLowerCase()).filter((item) => /running|garden/.test(item))).toEqual([]);
    expect(anyHas((await summaryOf('Took Rosa to the garden centre, she spent an hour on bulbs.')).interests, 'gardening')).toBe(true);
  });
});
