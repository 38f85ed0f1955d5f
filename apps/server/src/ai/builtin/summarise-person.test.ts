import { SUMMARY_LISTS, summaryAttributesSchema } from '@kindred/core/ai';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { FULLY_READ_CHARACTERS } from './portrait';
import { ITEMS_PER_LIST } from './summarise-person';
import { personWith } from '../../../test/person-context';

const engine = createBuiltinEngine();

const MAYA = [
  'Went hiking in Yosemite with Maya last weekend. She carried the tent the whole way.',
  'Maya is training for the Big Sur marathon in April, running five mornings a week.',
  "She's been stressed about her student loans.",
  'Maya loves film photography.',
  'Maya hates cilantro.',
  'Maya is vegetarian and the kindest person I know.',
  'We met in our first year at university.',
];

describe('builtin summarisePerson', () => {
  it('fills each of the eight lists from what the memories say, short and without repeats', async () => {
    const summary = await engine.summarisePerson(personWith(MAYA, { keyDates: [{ date: '1994-03-14', eventTitle: "Maya's birthday", annual: true }] }));
    expect(summaryAttributesSchema.parse(summary)).toEqual(summary);
    expect(summary.interests).toEqual(expect.arrayContaining(['Hiking', 'Film photography']));
    expect(summary.goals).toContain('Training for the Big Sur marathon in April');
    expect(summary.challenges).toContain('Stressed about her student loans');
    expect(summary.preferences).toContain('Hates cilantro');
    expect(summary.personal_attributes).toEqual(expect.arrayContaining(['Vegetarian', 'Kind']));
    expect(summary.relationship_insights).toContain('You met in your first year at university');
    expect(summary.important_dates).toEqual(['Birthday: March 14', 'Maya is training for the Big Sur marathon: in April']);
    expect(summary.key_memories[0]).toBe('Hiking trip to Yosemite with Maya');
    for (const list of SUMMARY_LISTS) {
      expect(summary[list].length).toBeLessThanOrEqual(ITEMS_PER_LIST);
      expect(new Set(summary[list].map((item) => item.toLowerCase())).size).toBe(summary[list].length);
    }
  });

  it('keeps the longer of two items one goes on from, and reads a pastime a note opens on, but not "three nights running"', async () => {
    const summary = await engine.summarisePerson(
      personWith(
        [
          'He rode the bike without training wheels for 20 feet. Goal for spring: the whole loop.',
          'Ice fishing on Houghton Lake planned for when the ice is thick enough.',
          'Made him dinner three nights running.',
          'He is Jain, so no onion.',
        ],
        { name: 'Noah' },
      ),
    );
    expect(summary.goals).toEqual(['Goal for spring: the whole loop', 'He rode the bike without training wheels for 20 feet']);
    expect(summary.interests).toEqual(['Cycling', 'Ice fishing']);
    expect(summary.personal_attributes).toContain('Jain');
  });

  it('names a time of year by what happens then, in the words before it', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Sat down with him over a few beers. Bank meeting in January about the loan.', "He's doing Dry January and wants to run the Hackney Half in May."], { name: 'Tomás' }),
    );
    expect(summary.important_dates).toEqual(['Bank meeting: in January', 'Wants to run the Hackney Half: in May']);
  });

  it('keeps a day a memory names without a number or a month as an important date', async () => {
    const summary = await engine.summarisePerson(personWith(["Rosa's interview is next Friday, she's nervous.", 'Rosa loves pottery.'], { name: 'Rosa' }));
    expect(summary.important_dates).toEqual(['Interview: June 20, 2025']);
  });

  it('names a job in full where a word of it was read as a trait', async () => {
    const summary = await engine.summarisePerson(personWith(["Ingrid's a creative director at an ad agency. Workaholic (her word, not mine)."], { name: 'Ingrid' }));
    expect(summary.personal_attributes).toContain('Creative director');
  });

  it('keeps the hyphen of a pastime as written', async () => {
    const summary = await engine.summarisePerson(personWith(['Jiu-jitsu grading in February, he wants that purple belt badly.'], { name: 'Rafa' }));
    expect(summary.interests).toEqual(['Jiu-jitsu (martial arts)']);
  });

  it('names a time of year told by one word ("due in April") with what the memory is about', async () => {
    const summary = await engine.summarisePerson(personWith(['José and Marisol are expecting baby #2, due in April. He is freaking out about needing a bigger flat.'], { name: 'José' }));
    expect(summary.important_dates).toEqual(['José and Marisol are expecting baby #2 (due in April)']);
  });

  it('keeps in a key memory what made the moment, not only its first sentence', async () => {
    const summary = await engine.summarisePerson(
      personWith(["Aiyana called me screaming — Dev proposed at the top of Arthur's Seat! She's engaged!! Wedding probably next summer, she wants it small."], { name: 'Aiyana' }),
    );
    expect(summary.key_memories).toEqual(["Dev proposed at the top of Arthur's Seat! Aiyana's engaged! Wedding probably next summer"]);
    const ossie = await engine.summarisePerson(
      personWith(['Visited Ossie, hearing aid battery dead AGAIN so half the convo was me shouting. He told the Malta story again (1953, the cook, the goat) and honestly I love it every time.'], { name: 'Ossie' }),
    );
    expect(ossie.key_memories.join('\n')).toMatch(/Malta/);
  });

  it('reads a clause joined on by "and" after a comma as told of whoever it names', async () => {
    const summary = await engine.summarisePerson(personWith(["Kenji doesn't eat pork, and he loves hot sauce."], { name: 'Kenji' }));
    expect(summary.preferences).toEqual(["Doesn't eat pork", 'Loves hot sauce']);
  });

  it('lists music, books and teams a person loves with their interests, and food and drink with their tastes', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Priya loves filter coffee and Murakami novels.', 'She really loves Arsenal.', "She mentioned she'd love a new pair of hiking boots."], { name: 'Priya' }),
    );
    expect(summary.interests).toEqual(['Murakami novels (reading)', 'Arsenal', 'Hiking']);
    expect(summary.preferences).toContain('Loves filter coffee');
    expect(summary.preferences.join()).not.toMatch(/Murakami|Arsenal/);
    expect(summary.preferences).toContain('Would love a new pair of hiking boots');
  });

  it('names a pastime told by one of its kinds, closes brackets an item was cut inside, and takes no "talks" for a pastime', async () => {
    const summary = await engine.summarisePerson(
      personWith([
        'Maya goes bouldering every Thursday and is training for the Berlin marathon.',
        "Maya's obsessed with Taylor Swift (went to Eras in Melbourne, still talks about it) and is learning guitar.",
      ]),
    );
    expect(summary.interests).toEqual(['Bouldering (climbing)', 'Berlin marathon (running)', 'Taylor Swift (went to Eras in Melbourne)', 'Maya goes bouldering every Thursday and is training for the Berlin']);
    expect(summary.key_memories).toContain("Maya's obsessed with Taylor Swift (went to Eras in Melbourne)");
  });

  it("names a pastime by its own word over its bare name, and by the head of 'carnatic violin'", async () => {
    const rafa = await engine.summarisePerson(personWith(["Rafa's band played the Dublin Castle last night! He did a bass solo nobody asked for."], { name: 'Rafa Costa' }));
    expect(rafa.interests).toEqual(['Bass (music)', 'He did a bass solo nobody asked for']);
    const priya = await engine.summarisePerson(personWith(["Priya's carnatic violin recital at the Bhavan centre. She was incredible."], { name: 'Priya' }));
    expect(priya.interests).toEqual(['Carnatic violin (music)', "Priya's carnatic violin recital at the Bhavan centre"]);
  });

  // Past the newest memories, which are read in full, a memory is scanned for pastimes' words alone.
  it("finds no pastime in an older memory where its word names something else, is disliked or is someone else's", async () => {
    const catchUp = (index: number) => `Coffee with Maya, catch-up number ${index + 1}. ${'We talked for hours about nothing much. '.repeat(5)}`;
    const recent = Array.from({ length: Math.ceil(FULLY_READ_CHARACTERS / catchUp(0).length) }, (_, index) => catchUp(index));
    const older = [
      'Maya has Christmas Day with us and Boxing Day with her dad.',
      'Her landlord finally gave notice in writing.',
      'She was covering the morning standup all week.',
      'Likes: IPA, Arsenal, brutalist buildings. Hates: musicals.',
      'Her son Finn broke his arm at rugby.',
      'Maya goes fishing on the canal every Sunday.',
    ];
    const summary = await engine.summarisePerson(personWith([...recent, ...older]));
    expect(summary.interests).toEqual(['Fishing']);
  });

  it("reads a note that opens on what the person loves as about them, not as the writer's diary", async () => {
    const summary = await engine.summarisePerson(personWith(['Loves hiking in the Alps and thinks cities are a crime.']));
    expect(summary.interests).toEqual(['Hiking in the Alps']);
  });

  it('counts a pastime of a note that names no one, and no complaint as a pastime', async () => {
    const summary = await engine.summarisePerson(personWith(['Bouldering session at the Arch. Sent the purple V6 at last.', 'She keeps complaining the doctor is too strict.']));
    expect(summary.interests).toEqual(['Bouldering (climbing)', 'Bouldering session at the Arch']);
  });

  it('counts a pastime a clause is about, unless someone else’s comes first, and no tea dance held for others', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Maya is tired. Choir practice runs late on Thursdays.', 'The zine fair in Leith went well.', "Her brother's hurling club lost.", 'The care home had a tea dance.']),
    );
    expect(summary.interests).toEqual(expect.arrayContaining(['Choir (music)', 'Zine (crafts)']));
    expect(summary.interests.join(' | ')).not.toMatch(/hurling|dance/i);
  });

  it('reads a trait told by a noun, by the language they speak, and "kind" as a trait unless it softens', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Maya cried at the film, such a softie.', "She's a Welsh speaker.", 'Maya is kind to everyone.', "She's kind of blunt."]),
    );
    expect(summary.personal_attributes).toEqual(expect.arrayContaining(['Softie', 'Welsh speaker', 'Kind', 'Blunt']));
  });

  it('knows pastimes from karaoke and tai chi to dinosaurs and narrowboats', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Maya does tai chi in the park.', 'She is obsessed with dinosaurs.', 'She loves karaoke.', 'She lives on a narrowboat.']),
    );
    expect(summary.interests.join(' | ')).toMatch(/tai chi/i);
    expect(summary.interests.join(' | ')).toMatch(/dinosaurs/i);
    expect(summary.interests.join(' | ')).toMatch(/karaoke/i);
    expect(summary.interests.join(' | ')).toMatch(/narrowboat/i);
  });

  it('reads what someone named does for the person as part of their relationships, and not as the person’s pastime', async () => {
    const summary = await engine.summarisePerson(personWith(['Maya is sober two years now. Kayla threw her a little party.', "Gethin's been cooking for her every night."]));
    expect(summary.relationship_insights).toEqual(expect.arrayContaining(['Kayla threw her a little party', 'Gethin has been cooking for her every night']));
    expect(summary.interests).toEqual([]);
  });

  it('reads a past told in years as the person’s life, not the writer’s diary', async () => {
    const summary = await engine.summarisePerson(personWith(['Drove a black cab in London for 38 years.', 'Went hiking with her last weekend.']));
    expect(summary.relationship_insights).not.toContainEqual(expect.stringMatching(/cab/));
    expect(summary.relationship_insights).toContain('You went hiking with her last weekend');
  });

  it('names pastimes by the memory’s own word, and a team by its season ticket', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Tango every Thursday at a milonga in Triana.', 'Arsenal season ticket holder for fifteen years.', 'He keeps three beehives at the bottom of the garden.']),
    );
    expect(summary.interests).toEqual(expect.arrayContaining(['Tango (dancing)', 'Arsenal', 'Keeps three beehives at the bottom of the garden']));
  });

  it('keeps the kind a name gives a pastime, and knows table games and martial arts by their own words', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Maya loves Nollywood films and her church choir.', "Maya's dominoes crew meets every Friday at the community centre.", 'Still doing BJJ three times a week.']),
    );
    expect(summary.interests.join(' | ')).toMatch(/Nollywood films/);
    expect(summary.interests.join(' | ')).toMatch(/Dominoes/);
    expect(summary.interests.join(' | ')).toMatch(/BJJ|Martial arts/i);
  });

  it('lists each thing of a long list of loves on its own, not cut off mid-name', async () => {
    const summary = await engine.summarisePerson(personWith(['Maya loves her guayaba pastries from the bakery on 8th St and café con leche']));
    expect(summary.preferences).toEqual(['Loves her guayaba pastries from the bakery on 8th St', 'Loves café con leche']);
  });

  it('reads a habit of caring for someone as no pastime', async () => {
    const summary = await engine.summarisePerson(personWith(["Maya's mum is having chemo, they drive her to Westmead every Tuesday."]));
    expect(summary.interests).toEqual([]);
  });

  it('keeps a dish of two things whole: "fish and chips" is no fish and no pastime called chips', async () => {
    const summary = await engine.summarisePerson(personWith(['Maya loves fish and chips.']));
    expect(summary.preferences).toEqual(['Loves fish and chips']);
    expect(summary.interests).toEqual([]);
  });

  it('reads no pastime into a holiday, a vegetable, a place or a meeting that shares its word', async () => {
    const summary = await engine.summarisePerson(
      personWith([
        'We agreed Maya has Christmas Day with me, Boxing Day with her dad.',
        "Maya's runner beans won 2nd at the village show.",
        'Maya took me to the cafe in Rose Garden.',
        'Maya wants a pizza oven in the back garden.',
        'Maya gave her notice in writing.',
        "I'm covering Maya's standups while she's off.",
        'Maya got the promotion! She was super low-key about it in standup but you could tell she was chuffed',
        'Maya works on West End musicals.',
      ]),
    );
    for (const misread of ['Boxing', 'Martial arts', 'Running', 'Rose garden', 'Garden', 'Gardening', 'Back garden', 'Writing', 'Standup', 'Standups', 'Comedy', 'End musicals']) {
      expect(summary.interests).not.toContain(misread);
    }
  });

  it('lists a time of year a plan names, not the end of a habit’s season', async () => {
    const summary = await engine.summarisePerson(personWith(['Still swims in the sea every day until November.', 'Maya is revising for her mocks in January.']));
    expect(summary.important_dates).toEqual(['Maya is revising for her mocks: in January']);
  });

  it('leaves every list empty when nothing is known', async () => {
    const summary = await engine.summarisePerson(personWith([]));
    for (const list of SUMMARY_LISTS) expect(summary[list]).toEqual([]);
  });

  it('puts milestones and celebrations first among the key memories', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Tried the new ramen place with Maya.', 'Maya graduated from nursing school, first in her family.', 'Ran into Maya at the library.']),
    );
    expect(summary.key_memories[0]).toBe('Graduated from nursing school');
  });

  it('dates one-off days with their year, and reads dates written in the memories', async () => {
    const summary = await engine.summarisePerson(
      personWith(['Maya and Tom got married on June 3, 2021 in Lisbon.'], { keyDates: [{ date: '2019-05-02', eventTitle: 'Graduation', annual: false }] }),
    );
    expect(summary.important_dates).toEqual(expect.arrayContaining(['Graduation: May 2, 2019']));
    expect(summary.important_dates.some((item) => item.includes('June 3'))).toBe(true);
  });

  it("reads a summary someone else wrote for a memory, so a user's edit shows", async () => {
    const person = personWith(['Maya is training for a marathon.']);
    person.memories[0]!.fullSummary = 'Maya trains for a marathon and loves pottery.';
    expect((await engine.summarisePerson(person)).interests).toContain('Pottery');
  });

  it('reads in full as many of the newest memories as their length allows: many short notes, fewer long ones', async () => {
    const allergy = 'Maya is allergic to penicillin.';
    const short = Array.from({ length: 30 }, (_, index) => `Walk with Maya, number ${index + 1}.`);
    expect((await engine.summarisePerson(personWith([...short, allergy]))).preferences.join(' ')).toMatch(/penicillin/i);
    const long = short.map((text) => `${text} ${'We talked about nothing much for hours. '.repeat(6)}`);
    expect((await engine.summarisePerson(personWith([...long, allergy]))).preferences.join(' ')).not.toMatch(/penicillin/i);
  });

  it('still counts the interests of old memories beyond those read in full', async () => {
    const texts = [...Array.from({ length: 150 }, (_, index) => `Had lunch with Maya at place number ${index}.`), 'Maya beat me at chess again.'];
    expect((await engine.summarisePerson(personWith(texts))).interests).toContain('Chess');
  });

  it('names the bond as the user did when the insights have room, but not a group like "Family"', async () => {
    const mentor = await engine.summarisePerson(personWith(['Deb gave me the best feedback on my pitch.'], { name: 'Deb Hollis', relationship: 'Mentor' }));
    expect(mentor.relationship_insights).toContain('Your mentor');
    const choir = await engine.summarisePerson(personWith(['Sang the Messiah with Ann.'], { name: 'Ann', relationship: 'Friend from Choir' }));
    expect(choir.relationship_insights).toContain('Your friend from Choir');
    const family = await engine.summarisePerson(personWith(['Lunch with Tom.'], { name: 'Tom', relationship: 'Family' }));
    expect(family.relationship_insights).toEqual([]);
  });

  it('reads tastes told as habits and verdicts, and a way of eating as who they are', async () => {
    const person = personWith(
      ["Sam's vegan now, about 2 years.", 'Espresso first, always. Would eat Kaiserschmarrn for every meal.', "Truffle oil is 'a crime'. Salty liquorice = instant happiness."],
      { name: 'Sam' },
    );
    const summary = await engine.summarisePerson(person);
    expect(summary.personal_attributes).toContain('Vegan');
    expect(summary.preferences).toEqual(expect.arrayContaining(['Vegan diet', 'Espresso every day', 'Loves Kaiserschmarrn', "Can't stand truffle oil", 'Loves salty liquorice']));
  });

  it('takes no pastime from a pet loved or from when a course meets', async () => {
    const summary = await engine.summarisePerson(
      personWith(['She adopted a one-eyed cat called Biscuit from work. Absolutely obsessed with him.', 'She does an accounts course in the evenings.'], { name: 'Anjali' }),
    );
    expect(summary.interests).toEqual(['Accounts']);
    expect(summary.preferences).toEqual([]);
  });

  it('writes dates the way the memories do: day first for "14 March", month first otherwise', async () => {
    const british = await engine.summarisePerson(personWith(['Her birthday is 14 March, she will be 65.', 'Recital on the 2nd of April.'], { name: 'Funmi' }));
    expect(british.important_dates).toContain('Birthday: 14 March');
    const american = await engine.summarisePerson(personWith(['Her birthday is March 14, she will be 65.'], { name: 'Funmi' }));
    expect(american.important_dates).toContain('Birthday: March 14');
  });

  it('lists an age however it is told, a job with a describing word, and a team they are obsessive about', async () => {
    const attributes = async (text: string, name = 'Peggy') => (await engine.summarisePerson(personWith([text], { name }))).personal_attributes;
    expect(await attributes('Visited Peggy in Cork. Still sharp as a tack at 84.')).toContain('Age 84');
    expect(await attributes("Peggy sang at the engagement and the whole hall joined in. 88 years old. Legend.")).toContain('Age 88');
    expect(await attributes("Peggy's knee is playing up again. told her she's 41 not 21.")).toContain('Age 41');
    expect(await attributes('Peggy rang at 10.')).not.toContainEqual(expect.stringMatching(/^Age/));
    expect(await attributes("Thandiwe has been so tired. she's an A&E doctor doing 13-hour shifts.", 'Thandiwe')).toContain('A&E doctor');
    expect(await attributes("Dad started at the works at 16. Retired engineer and still fixes everyone's boilers.", 'Dad')).toContainEqual(expect.stringMatching(/^Retired engineer/));
    expect(await attributes('Tunde finally got the promotion!! Senior audit manager from January.', 'Tunde')).toContain('Senior audit manager');
    expect((await engine.summarisePerson(personWith(["Tunde's an Arsenal obsessive, will not shut up about Saka."], { name: 'Tunde' }))).interests).toContain('Arsenal');
  });

  it('lists a job hunt, pay too low and hives before presenting among what weighs on them', async () => {
    const challenges = async (text: string) => (await engine.summarisePerson(personWith([text], { name: 'Connor' }))).challenges.join(' ');
    expect(await challenges("Connor's been job hunting since the café closed - 40 applications, 2 interviews.")).toMatch(/job hunting/i);
    expect(await challenges("Connor is a paralegal at a firm in Spinningfields. He's massively underpaid.")).toMatch(/underpaid/i);
    expect(await challenges("Connor's brilliant but gets hives before presenting.")).toMatch(/hives/i);
  });

  it('lists a way of being a verbless note opens on, and an allergy, among who they are', async () => {
    const attributes = async (text: string) => (await engine.summarisePerson(personWith([text], { name: 'Dev' }))).personal_attributes;
    expect(await attributes('Mentoring the grads together this year. Patient, clear, never makes anyone feel stupid.')).toContain('Patient');
    expect(await attributes('Pairing with Dev on the migration. Brilliant at explaining, super patient with my dumb questions.')).toContain('Patient');
    expect(await attributes('I was so patient with him.')).not.toContain('Patient');
    expect(await attributes('Dev is allergic to penicillin.')).toContain('Allergic to penicillin');
  });

  it('lists a parting with who it was, and the partner as an ex', async () => {
    const summary = await engine.summarisePerson(personWith(["she and marta broke up. 6 years. inês is on my sofa til she finds somewhere."], { name: 'Inês' }));
    expect(summary.challenges).toContain('Broke up with Marta');
    expect(summary.relationship_insights).toContain('Ex Marta');
    expect(summary.relationship_insights).not.toContain('Partner Marta');
  });

  it('keeps a disliked sport, a passed exam and a team in lower case where they belong', async () => {
    const gary = await engine.summarisePerson(personWith(['gary hates football, which made him very unpopular at our wedding'], { name: 'Gary' }));
    expect(gary.interests).not.toContain('Football');
    const olu = await engine.summarisePerson(personWith(['olu passed SBL!!! the hardest acca paper.', 'imposter syndrome big time after the quarter-end meeting.', 'chelsea season ticket holder, don\'t schedule anything on matchday saturdays'], { name: 'Olu' }));
    expect(olu.challenges).not.toContain('Passed SBL');
    expect(olu.challenges.join(' ')).toMatch(/imposter syndrome/i);
    expect(olu.interests).toContain('Chelsea');
  });

  it('lists an exam ahead and a plan talked about as goals, an apprenticeship as who they are, and a note that rules a food out', async () => {
    const jonah = await engine.summarisePerson(personWith(['electrical apprenticeship going well. level 3 exam in march', 'she passed the exam in june'], { name: 'Jonah' }));
    expect(jonah.goals).toContain('Level 3 exam');
    expect(jonah.goals.join(' ')).not.toMatch(/passed/i);
    expect(jonah.personal_attributes).toContain('Electrical apprentice');
    const sam = await engine.summarisePerson(personWith(['sam talked all the way about doing the west highland way next may.', 'NO CORIANDER EVER. he can taste it at 40 paces', 'No news yet.'], { name: 'Sam' }));
    expect(sam.goals.join(' ')).toMatch(/west highland way/i);
    expect(sam.preferences).toContain('No coriander');
    expect(sam.preferences.join(' ')).not.toMatch(/news/i);
  });

  it('lists no pastime of a place gone into, of someone else, of a person who cooks or of a pony, and a riding lesson as riding', async () => {
    const interests = async (text: string, name = 'Nell') => (await engine.summarisePerson(personWith([text], { name }))).interests;
    expect(await interests('NELL CRAWLED!!! backwards, into the sofa, but it counts.')).toEqual([]);
    expect(await interests("callum asked decent questions about isla's reading.", 'Callum')).toEqual([]);
    expect(await interests("already asking to borrow dad's golf lol", 'Jonah')).toEqual([]);
    expect(await interests('he told the malta story again (1953, the cook, the goat)', 'Ossie')).toEqual([]);
    expect((await interests('riding lesson - she jumped 90cm on domino and came back glowing', 'Hannah')).join(' ')).toMatch(/horse riding/i);
    expect(await interests('riding lesson - she jumped 90cm on domino and came back glowing', 'Hannah')).not.toContain('Dominoes');
  });

  it('keeps the pattern\'s item that says more than the reader\'s, and reads gambling, bingo, church flowers and a film marathon', async () => {
    const tomasz = await engine.summarisePerson(personWith(['knee niggle after the 20 miler - physio says rest 10 days.'], { name: 'Tomasz' }));
    expect(tomasz.challenges.join(' ')).toMatch(/knee niggle/i);
    const gary = await engine.summarisePerson(personWith(["he's 8 months gambling-free now, off all the betting apps."], { name: 'Gary' }));
    expect(gary.challenges.join(' ')).toMatch(/gambling/i);
    const interests = async (text: string) => (await engine.summarisePerson(personWith([text], { name: 'Bernie' }))).interests;
    expect(await interests('won £60 at bingo on thurs and bought everyone on her row a drink')).toContain('Bingo');
    expect((await interests("she's doing the church flowers for advent, white and green only")).join(' ')).toMatch(/flower/i);
    const films = await interests('ghibli marathon at hers - totoro, kiki, spirited away');
    expect(films.join(' ')).toMatch(/ghibli/i);
    expect(films.join(' ')).not.toMatch(/running/i);
    expect(await interests("Bernie's got really into film photography — found an old Pentax at a car boot")).toContain('Film photography');
  });

  it('lists being widowed, the pronouns someone goes by and where they volunteer among who they are', async () => {
    const attributes = async (text: string) => (await engine.summarisePerson(personWith([text], { name: 'Walter' }))).personal_attributes;
    expect(await attributes("He's 78, widowed, used to be a steel pan tuner back in Trinidad")).toContain('Widowed');
    expect(await attributes('Walter (they/them) crushed the robotics regional qualifier')).toContain('Pronouns: they/them');
    expect(await attributes('retired from the post office counter in Sept after 28 yrs, now volunteers at the Oxfam bookshop Tues & Thurs')).toContain('Volunteers at the Oxfam bookshop');
    expect((await attributes('I volunteer at the food bank')).join(' ')).not.toMatch(/volunteer/i);
  });

  it('reads Sunday league as football, morning walks as walking and the sauna as a pastime', async () => {
    const interests = async (text: string) => (await engine.summarisePerson(personWith([text], { name: 'Papa' }))).interests.join(' ');
    expect(await interests('Papa is back in goal for his sunday league team')).toMatch(/football|sunday league/i);
    expect(await interests('Papa started morning walks in Rose Garden with his retired friends')).toMatch(/walks/i);
    expect(await interests('Papa does the sauna every sunday, a finnish thing')).toMatch(/sauna/i);
  });

  it('lists a race ahead among goals, and little sleep among troubles', async () => {
    const rahul = await engine.summarisePerson(personWith(['Rahul is running the Bengaluru marathon (full) for the first time, has been training at Cubbon Park 5am daily.'], { name: 'Rahul' }));
    expect(rahul.goals).toContain('Running the Bengaluru marathon');
    const kwame = await engine.summarisePerson(personWith(["Ama started nursery; he's running on about four hours of sleep", 'Night shifts are wrecking his sleep though'], { name: 'Kwame' }));
    expect(kwame.challenges.join(' ')).toMatch(/four hours of sleep/);
    expect(kwame.challenges.join(' ')).toMatch(/wrecking his sleep/);
  });

  it('lists missing someone and a panic attack among troubles, and what is their pride and joy, their go-to and a no among tastes', async () => {
    const darek = await engine.summarisePerson(personWith(["He said he misses his sister a lot — she's in Gdańsk", 'He had a panic attack in the car before his UCAT.', 'Type 2 diabetic and careful about sugar.'], { name: 'Darek' }));
    expect(darek.challenges).toContain('Misses his sister a lot');
    expect(darek.interests).toEqual([]);
    expect(darek.challenges.join(' ')).toMatch(/panic attack/);
    expect(darek.challenges.join(' ')).toMatch(/diabetic/);
    const rosa = await engine.summarisePerson(personWith([
      'Her go-to after matches: patatas bravas and a caña at the tapas place on the Barbican.',
      'Loud restaurants are a no.',
      'Her roses are her pride and joy. She dead-heads them every morning in her dressing gown.',
    ], { name: 'Rosa' }));
    expect(rosa.preferences).toEqual(expect.arrayContaining(['Go-to after matches: patatas bravas and a caña', 'No loud restaurants']));
    expect(rosa.interests).toEqual(['Roses']);
  });

  it('reads a pastime kept up for decades as an interest, and how someone would take a thing as no goal', async () => {
    const alf = await engine.summarisePerson(personWith([
      'He raced pigeons for forty years. Still talks about Lightning, a blue chequer hen.',
      'Do not give him decaf, he can tell and he will sulk.',
    ], { name: 'Alf' }));
    expect(alf.interests.join(' ')).toMatch(/raced pigeons/i);
    expect(alf.goals).toEqual([]);
  });

  it('keeps a feeling of the moment out of who someone is, and lists a partner called by name and the writer\'s part in their life', async () => {
    const kev = await engine.summarisePerson(personWith(["Kev's new van got broken into outside the house. He's raging.", 'Bought him a cake, he was weirdly moved.'], { name: 'Kev' }));
    expect(kev.personal_attributes).toEqual([]);
    const tom = await engine.summarisePerson(personWith(["Tom's new partner is called Gemma.", 'Tom proposed to Kemi!! I am his chief groomsman.', "christening booked and i'm godmother!!"], { name: 'Tom' }));
    expect(tom.relationship_insights).toEqual(expect.arrayContaining(['Partner Gemma', "You're his chief groomsman", "You're godmother"]));
  });

  it('reads tastes told as "X or nothing" after a dash, "only ever", a list of hates or favourites, an addict, "rather have" and "as per"', async () => {
    const preferences = async (...texts: string[]) => (await engine.summarisePerson(personWith(texts, { name: 'Bernie' }))).preferences;
    expect(await preferences('Bernie is fierce about her tea - Nambarrie or nothing.', "Had a pint with Bernie (Guinness, only ever Guinness, 'anything else is a crime').")).toEqual(['Nambarrie or nothing', 'Only ever Guinness']);
    expect(await preferences('things Bernie hates: olives, the Late Late Show, people who clap when the plane lands.')).toEqual(['Hates olives', 'Hates the Late Late Show', 'Hates people who clap']);
    expect(await preferences("Bernie's favorites: Café Bustelo, dark chocolate with sea salt, and anything Selena.")).toEqual(['Favourites: Café Bustelo, dark chocolate with sea salt']);
    expect(await preferences('Bernie: salmiakki addict.', "He'd rather have anything with marzipan.", 'she had the cheese scone as per.')).toEqual(['Salmiakki addict', 'Loves marzipan', 'Always has the cheese scone']);
  });

  it('takes no pastime from a habit of "it", a discovery or a trip on one day, and no goal from what was kept up since a day gone by', async () => {
    const connor = await engine.summarisePerson(personWith([
      "connor's mam sends him a box of Tayto every month. he guards it like gold",
      "Turns out he's fallen out with Maya every time",
      'Connor flies to Kumasi on 18 December for his brother\'s funeral',
      'Connor reads a crime novel a week',
      "Connor hasn't touched alcohol since the heart scare in 2019.",
    ], { name: 'Connor' }));
    expect(connor.interests).toEqual(['Reads a crime novel a week']);
    expect(connor.goals.join(' ')).not.toMatch(/alcohol/);
  });

  it('lists practising for an event and looking at a place of their own among goals, but not a habit of Fridays', async () => {
    const goals = async (text: string) => (await engine.summarisePerson(personWith([text], { name: 'Ines' }))).goals;
    expect(await goals('Plays steel pan every Tuesday night. Practising for carnival already.')).toEqual(['Practising for carnival already']);
    expect(await goals("pop-up sold out by 11am!! she's looking at a permanent bakery unit in deptford.")).toEqual(['Looking at a permanent bakery unit in deptford']);
    expect(await goals('Ines brings homemade dhokla on Fridays.')).toEqual([]);
  });

  it('answers the same for the same person', async () => {
    const person = personWith(MAYA);
    expect(await engine.summarisePerson(person)).toEqual(await createBuiltinEngine().summarisePerson(person));
  });
});
