import { iceBreakerResultSchema } from '@kindred/core/ai';
import { addDays } from '@kindred/core/calendar-days';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { personWith, TODAY } from '../../../test/person-context';

const engine = createBuiltinEngine();
const MAYA = personWith([
  'Went hiking in Yosemite with Maya last weekend.',
  'Maya is training for the Big Sur marathon in April.',
  'Maya loves film photography.',
]);
const DAYS = Array.from({ length: 12 }, (_, index) => addDays(TODAY, index));

describe('builtin iceBreaker', () => {
  it('names something known about the person, whatever the day', async () => {
    for (const today of DAYS) {
      const text = await engine.iceBreaker({ ...MAYA, today });
      expect(iceBreakerResultSchema.shape.iceBreaker.parse(text)).toBe(text);
      expect(text).toContain('Maya');
      expect(text.toLowerCase()).toMatch(/yosemite|hiking|marathon|running|photography/);
    }
  });

  it('is the same for the same person and ask, and another on each ask, never the one just shown', async () => {
    expect(await engine.iceBreaker(MAYA, { ask: 2 })).toBe(await createBuiltinEngine().iceBreaker(MAYA, { ask: 2 }));
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(MAYA, { ask })));
    expect(new Set(asks).size).toBeGreaterThanOrEqual(3);
    asks.forEach((text, index) => index > 0 && expect(text).not.toBe(asks[index - 1]));
  });

  it('asks after what they are working towards before their pastimes, by its name, and not again as a pastime', async () => {
    const ollie = personWith(['Ollie loves knitting and does it every evening.', 'the manchester marathon is 18 april and his longest run is 14 miles'], { name: 'Ollie' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(ollie, { ask })));
    expect(asks[0]).toBe('Hey Ollie! How are things shaping up for the manchester marathon? And how is the knitting going?');
    expect(asks.findIndex((text) => /^[^?]*knitting/.test(text))).toBeGreaterThan(0);
    expect(asks.join('\n')).not.toMatch(/time for manchester marathon/);
  });

  it('asks after no age to come, no habit and no aim at an "it" told elsewhere', async () => {
    const rashid = personWith(["Rashid will be 74 in March, he says he'll survive.", 'He wakes at 4.30am every day.', "He's translating Hafez, wants to get it printed."], { name: 'Rashid' });
    const asks = (await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(rashid, { ask })))).join('\n');
    expect(asks).not.toMatch(/you will be 74|you wake|get it printed/);
  });

  it('names a pastime by its doing, not its kind, and says a coming day of theirs as theirs', async () => {
    const ollie = personWith(
      [
        "O. drumming in the garage till 10pm again, the neighbours love us. he's got a gig with his band at the youth club on the 19th",
        "he already has a ps5 and every game under the sun, so for christmas I'm thinking drum lessons or those in-ear monitors he keeps showing me",
      ],
      { name: 'Ollie' },
    );
    const asks = (await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(ollie, { ask })))).join('\n');
    expect(asks).toMatch(/time for drumming/);
    expect(asks).not.toMatch(/\bmusic\b|your his/);
  });

  it('leads with what the newest memory exclaims about the person, though no news word names it', async () => {
    const person = personWith(['Maya sold her first painting at the fair tonight!!', 'She loves pottery and spends every Sunday at the studio.'], { name: 'Maya' });
    expect(await engine.iceBreaker(person)).toMatch(/^Maya, I'm still smiling that you sold your first painting at the fair!/);
  });

  it('takes no job held for news, and no favourite month for a thing to find', async () => {
    const gethin = personWith(["Gethin's a retired postman, owns 3 houses on our street. Sings bass in the Treorchy male voice choir.", 'Now he goes to a concert every evening in Advent, December is his favourite month. Loves Welsh cakes.'], {
      name: 'Gethin Pryce',
    });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(gethin, { ask })));
    expect(asks.join('\n')).not.toMatch(/still smiling|you a retired|good December/);
    expect(asks.join('\n')).toMatch(/Welsh cakes/);
    const ideas = await engine.giftIdeas(gethin);
    expect(ideas).not.toMatch(/December/);
  });

  it("leads with what a two-word name owns, not with the name's owner", async () => {
    const rosa = personWith(["Rosa María's PhD viva is on the 11th!! She's been living on toast and panic for a month.", 'RM is learning Basque.'], { name: 'Rosa María' });
    expect(await engine.iceBreaker(rosa)).toMatch(/your PhD viva is on the 11th/);
  });

  it('says news in whole sentences: who it was done with, a verb that agrees, a care home as hard news, and no day of the writer', async () => {
    const aoife = personWith(["Aoife and Niall have separated. She says it's mutual and she's grand."], { name: 'Aoife' });
    expect(await engine.iceBreaker(aoife)).toMatch(/since you and Niall have separated/);
    const zoe = personWith(['She keeps saying she wants a vintage Polaroid for her birthday.'], { name: 'Zoë' });
    expect((await Promise.all([0, 1].map((ask) => engine.iceBreaker(zoe, { ask })))).join('\n')).toMatch(/you keep saying you want a vintage Polaroid/);
    const opa = personWith(["Opa has moved into the care home in Haarlem. He's furious about it. I'm going over on the 27th with the kids.", 'He still cycles to the market on Saturdays.'], {
      name: 'Opa Henk',
      relationship: 'Grandfather',
    });
    const asks = await Promise.all([0, 1, 2].map((ask) => engine.iceBreaker(opa, { ask })));
    expect(asks[0]).toMatch(/I've been thinking about you since you have moved into the care home/);
    expect(asks.join('\n')).toMatch(/you cycle to the market/);
    expect(asks.join('\n')).not.toMatch(/going over/);
  });

  it("leads with news told as a name's contraction, an event done and exclaimed, and a booking ahead", async () => {
    const liam = personWith(["Liam's moving back to Galway in the new year. Gutted.", 'Liam loves hurling.'], { name: 'Liam Doyle' });
    expect(await engine.iceBreaker(liam)).toBe('Hey Liam, I know you are moving back to Galway in the new year. How are you feeling about it? And how is the hurling going?');
    const alex = personWith(['Alex ran the Valencia marathon in 2:58!! Sub-3 at last.', 'Alex loves trail running.'], { name: 'Alex' });
    expect(await engine.iceBreaker(alex)).toMatch(/^Alex, I'm still smiling that you ran the Valencia marathon!/);
    const ngozi = personWith(['Ngozi called on Sunday to tell us she has finally booked her flights from Lagos for Christmas. She arrives on 18 December.', 'Ngozi loves Nollywood films.'], {
      name: 'Ngozi',
    });
    expect(await engine.iceBreaker(ngozi)).toMatch(/you have finally booked your flights from Lagos/);
  });

  it('leads with a break-up, a sobriety milestone, a viva or a retirement, said with its "are"', async () => {
    const rafa = personWith(["Rafa got dumped by Léa. Over TEXT. He's pretending he's fine.", 'Rafa plays bass in a band.'], { name: 'Rafa Costa' });
    expect(await engine.iceBreaker(rafa)).toBe("Hi Rafa, I've been thinking about you since you got dumped by Léa. How are you doing, really?");
    const ravi = personWith(['Ravi is 3 months sober today. Sent me a photo of his chip.', 'Ravi loves cooking.'], { name: 'Ravi' });
    expect(await engine.iceBreaker(ravi)).toMatch(/^Ravi, I'm still smiling that you are 3 months sober!/);
    const zainab = personWith(["Zainab's PhD viva is on 4 December and she's barely sleeping.", 'Zainab is an art nerd.'], { name: 'Zainab' });
    expect(await engine.iceBreaker(zainab)).toBe('Hey Zainab, I know your PhD viva is coming up. How are you feeling about it? And are you still into art?');
    const danny = personWith(["Danny's school nativity is on the 10th of December, he's a shepherd.", 'Danny loves dinosaurs.'], { name: 'Danny' });
    expect(await engine.iceBreaker(danny)).toBe('Hey Danny, I know your school nativity is coming up. How are you feeling about it? And are you still into dinosaurs?');
    const hiroshi = personWith(["Coffee with Hiroshi. He's retiring in March after 34 years at the firm!!", 'Hiroshi grows bonsai.'], { name: 'Hiroshi' });
    expect(await engine.iceBreaker(hiroshi)).toMatch(/^Hey Hiroshi, I know you are retiring/);
    // Done in March is done: joy, not a question about what lies ahead.
    const retired = personWith(['Hiroshi retired in March after 34 years at the firm!', 'Hiroshi grows bonsai.'], { name: 'Hiroshi' });
    expect(await engine.iceBreaker(retired)).toMatch(/^Hiroshi, I'm still smiling that you retired/);
    // A co-op is no operation; a sub-3 marathon is news to celebrate.
    const priya = personWith(['Priya joined the food co-op on Elm Street.', 'Priya loves dal.'], { name: 'Priya' });
    expect(await engine.iceBreaker(priya)).not.toMatch(/thinking about you since/);
    const sam = personWith(['Sam ran a sub-3 marathon in Berlin.', 'Sam loves board games.'], { name: 'Sam' });
    expect(await engine.iceBreaker(sam)).toMatch(/^Sam, I'm still smiling that you ran a sub-3 marathon/);
  });

  it('keeps the news word in what it says: no news from a word the sentence loses, or from "Grandma" in a name', async () => {
    const fatima = personWith(['Fatima back from maternity leave Monday', 'Fatima loves mint tea.'], { name: 'Fatima' });
    for (const ask of [0, 1, 2]) expect(await engine.iceBreaker(fatima, { ask })).not.toMatch(/you leave Monday/);
    const june = personWith(["Grandma June is moving into the assisted living place in Tucson in January. She says she's fine with it.", 'Grandma June quilts.'], {
      name: 'Grandma June',
    });
    expect(await engine.iceBreaker(june)).toMatch(/^Hey Grandma June, I know you are moving into the assisted living place in Tucson\./);
  });

  it('asks after what the newest memory tells they did or plan when no news word names it, but not a habit or what was done together', async () => {
    const tomasz = personWith(['Tomasz wants to build a pizza oven in the back garden over winter.', 'Tomasz makes his own plum jam.'], { name: 'Tomasz' });
    expect(await engine.iceBreaker(tomasz)).toBe("Hey Tomasz, I heard you want to build a pizza oven in the back garden. How's that all going?");
    const wanjiru = personWith(['Wanjiru always orders chai masala and a mandazi.', 'We drove the whole Ring of Kerry with Wanjiru.'], { name: 'Wanjiru' });
    expect(await engine.iceBreaker(wanjiru)).not.toMatch(/I heard/);
  });

  it('asks after a pastime by its name, not by the one who does it or how much of it there is', async () => {
    const eleanor = personWith(['Eleanor is a keen birdwatcher, out on the marshes every weekend.', 'Eleanor has 40 houseplants and names every one.'], { name: 'Eleanor' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(eleanor, { ask })));
    for (const text of asks) expect(text).not.toMatch(/keen birdwatcher|\b40 houseplants/);
    expect(asks.join('\n')).toMatch(/birdwatching/);
  });

  it('recalls a shared moment in plain words, and never a bare noun or a pastime by its verb', async () => {
    const tomasz = personWith(['Tomasz back from Poland.', 'Tomasz makes his own plum jam.'], { name: 'Tomasz' });
    const lucy = personWith(['Coffee.', 'Lucy swam in the sea every morning in Crete.', 'Lucy is doing an interior design course.'], { name: 'Lucy' });
    const tomas = personWith(['Our fifth anniversary. He cooked the mole his abuela taught him.'], { name: 'Tomás' });
    for (const person of [tomasz, lucy, tomas]) {
      const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(person, { ask })));
      for (const text of asks) expect(text).not.toMatch(/\byou back\b|\bthe having\b|Remember the coffee|\bon swam\b|\bfor swam\b|\bthe our\b/);
    }
  });

  it('leads with the newest news of someone close, and with a hard week in the right voice', async () => {
    const ezra = personWith(['Big news at dinner: Talia is pregnant!! Ezra cried into the challah.', 'Ezra loves comedy.'], { name: 'Ezra Goldberg' });
    expect(await engine.iceBreaker(ezra)).toBe("Ezra, I'm still smiling that Talia is pregnant! How are you feeling about it all? And are you still into comedy?");
    const hamid = personWith(["Hamid's barbershop got flooded last week when the flat upstairs burst a pipe.", 'Hamid loves poetry.'], { name: 'Hamid' });
    expect(await engine.iceBreaker(hamid)).toMatch(/^Hi Hamid, I've been thinking about you since your barbershop got flooded/);
    const marguerite = personWith(['She confided that she is selling the farmhouse, and seemed sad.', 'Marguerite keeps goats.'], { name: 'Marguerite' });
    expect(await engine.iceBreaker(marguerite)).toMatch(/^Hey Marguerite, I know you confided that you are selling the farmhouse\. How are you feeling about it\?/);
  });

  it('asks after a loved thing without its article, and after a pastime named by a fan note', async () => {
    const dale = personWith(['Dale loves a good Coney dog.'], { name: 'Dale' });
    const asks = await Promise.all([0, 1, 2].map((ask) => engine.iceBreaker(dale, { ask })));
    expect(asks).toContain('Hey Dale, found any good Coney dog lately? It always makes me think of you.');
    const rajesh = personWith(['A lifelong cricket fan, he follows the IPL closely.'], { name: 'Rajesh' });
    const rajeshAsks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(rajesh, { ask })));
    expect(rajeshAsks.some((text) => /cricket/.test(text))).toBe(true);
  });

  it('leads with the freshest salient news, told by the person, then turns to other threads', async () => {
    const person = personWith([
      'Maya Patel got engaged to Tom last weekend! He proposed on the beach in Brighton.',
      'She loves pottery and spends every Sunday at the studio.',
      'Maya is learning Italian, she wants to be fluent before her trip to Rome.',
    ], { name: 'Maya Patel' });
    const first = await engine.iceBreaker(person);
    expect(first).toBe("Maya, I'm still smiling that you got engaged to Tom! How are you feeling about it all? And you mentioned you want to be fluent before your trip to Rome: any news on that?");
    expect(await engine.iceBreaker(person, { ask: 1 })).not.toMatch(/engaged/);
  });

  it('follows an opener with a short question on another thread, another one on each ask, never after hard news', async () => {
    const nadia = personWith(['Nadia is training for the Berlin marathon.', 'Nadia loves pottery.', 'Nadia plays the cello in an orchestra.'], { name: 'Nadia' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(nadia, { ask })));
    for (const text of asks) {
      const [opener, followUp] = text.split(/(?<=[.?]) (?=And )/);
      expect(followUp, text).toMatch(/^And /);
      // The second question names another thread than the first.
      const named = ['marathon', 'pottery', 'cello'].filter((thread) => opener!.includes(thread));
      expect(named.some((thread) => followUp!.includes(thread)), text).toBe(false);
    }
    expect(new Set(asks.map((text) => text.split(' And ')[1])).size).toBeGreaterThan(1);
    const grieving = personWith(['Nadia lost her dad on Friday. The funeral is next week.', 'Nadia loves pottery.'], { name: 'Nadia' });
    expect(await engine.iceBreaker(grieving)).not.toMatch(/pottery/);
  });

  it('leads with what the newest memory tells they plan, before a news word in an older one', async () => {
    const tomasz = personWith(['Tomasz wants to build a greenhouse in his back garden come spring.', 'Tomasz got a new job at the depot!'], { name: 'Tomasz' });
    expect(await engine.iceBreaker(tomasz)).toMatch(/greenhouse/);
  });

  it('leads with news told as a state, a change ahead, what they confided, or a job left', async () => {
    // An older memory with news of its own: the newest news must still lead.
    const lead = (name: string, text: string) => engine.iceBreaker(personWith([text, `${name} moved to Leeds last month.`], { name }));
    expect(await lead('Priya', "Priya rang at 11pm – she's engaged!! Arjun proposed on the beach.")).toBe("Priya, I'm still smiling that you are engaged! How are you feeling about it all?");
    expect(await lead('Eleanor', "Eleanor's retiring from the practice at Easter.")).toBe('Hey Eleanor, I know you are retiring from the practice at Easter. How are you feeling about it?');
    expect(await lead('Zoë', "Zoë told me over coffee that she's going back to uni to retrain as a midwife.")).toMatch(/^Hey Zoë, I know you're going back to uni to retrain as a midwife\./);
    expect(await lead('Mateus', 'Mateus quit his job at the bank to do comedy full time.')).toMatch(/^Mateus, I'm still smiling that you quit your job at the bank/);
    expect(await lead('Viktor', 'Uncle Viktor has stopped smoking: 41 days off cigarettes.')).toMatch(/^Viktor, I'm still smiling that you have stopped smoking/);
    expect(await lead('Dolores', "Dolores called, she's decided to sell the house in El Paso and move closer to us.")).toMatch(/^Hey Dolores, I know you decided to sell the house in El Paso/);
    expect(await lead('Marcus', 'Marcus is thinking about selling the boat now that his back is so bad.')).toMatch(/^Hey Marcus, I know you are thinking about selling the boat/);
  });

  it("does not take a pet's or a partner's doings for the person's news, and asks after hard news gently", async () => {
    const sarah = personWith(["Milo, Sarah's beagle, had his vet visit on Tuesday.", 'Sarah moved to Leeds last month to be closer to her parents.'], { name: 'Sarah' });
    expect(await engine.iceBreaker(sarah)).toBe("Sarah, I'm still smiling that you moved to Leeds to be closer to your parents! How are you feeling about it all?");
    const rose = personWith(['Grandma Rose had her hip surgery on Friday, the doctors say it went well.'], { name: 'Grandma Rose', relationship: 'Grandmother' });
    expect(await engine.iceBreaker(rose)).toBe("Hi Grandma Rose, I've been thinking about you since you had your hip surgery. How are you doing, really?");
  });

  it('never asks about a past event as if it were ahead', async () => {
    const exam = (daysAgo: number) =>
      personWith([], {
        memories: [{ id: 1, rawText: 'Maya has her driving test next Friday, she is so nervous.', title: null, fullSummary: null, category: null, createdAt: new Date(Date.parse(`${TODAY}T12:00:00Z`) - daysAgo * 86_400_000) }],
      });
    expect(await engine.iceBreaker(exam(1))).toMatch(/^Hey Maya, I know you have your driving test\. How are you feeling about it\?$/);
    expect(await engine.iceBreaker(exam(30))).toBe('Hey Maya, last time we talked you had your driving test. How did it go?');
    // An ongoing state is a thread to ask about, not news that has come and gone.
    const training = personWith(['Maya is training for the Chicago marathon and runs every morning.']);
    expect(await engine.iceBreaker(training)).not.toMatch(/How did it go/);
  });

  it('goes round specific threads: the kind of pastime and the things they love', async () => {
    const dani = personWith(['Dani watches horror movies every Friday.', 'Dani loves lilies.'], { name: 'Dani' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(dani, { ask })));
    expect(asks.join('\n')).toContain('horror movies');
    expect(asks.join('\n')).toContain('found any good lilies lately');
  });

  it('asks after one thing they drink or adore at a time', async () => {
    const meiLing = personWith(['Mei-Ling only drinks oolong tea, loose leaf.', 'Mei-Ling adores jasmine tea and old Umm Kulthum records.'], { name: 'Mei-Ling' });
    const asks = (await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(meiLing, { ask })))).join('\n');
    expect(asks).toContain('found any good oolong tea lately');
    expect(asks).toContain('found any good jasmine tea lately');
  });

  it('recalls only a moment that happened, not a job, gently when it hurt, and never words cut inside an aside', async () => {
    const priya = personWith(['Coffee w Priya at the station.', 'Priya is very particular about wine.'], { name: 'Priya' });
    const grace = personWith(['Grace fell in the bathroom on Sunday night.'], { name: 'Grace' });
    const nana = personWith(["Nana's diabetic (type 2, diet-controlled."], { name: 'Nana' });
    const viktor = personWith(['Sound engineer by day at the BBC. Plays bass in a Balkan band at weekends.', 'Viktor broke his wrist falling off his bike.'], { name: 'Viktor' });
    for (const person of [priya, grace, nana, viktor]) {
      const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(person, { ask })));
      for (const text of asks) expect(text).not.toMatch(/\bw you\b|the very particular|favourite part of the day you fell|What was your favourite part\?.*fell|fell.*What was your favourite part|\(|Remember the sound engineer/);
    }
  });

  it('opens on a birthday that is days away', async () => {
    const person = personWith([], { keyDates: [{ date: '1994-06-20', eventTitle: "Maya's birthday", annual: true }] });
    expect(await engine.iceBreaker(person)).toBe('Hey Maya! I noticed your birthday is coming up on June 20. Any plans yet?');
  });

  it('falls back to a general opener when nothing is known', async () => {
    for (const today of DAYS) {
      const text = await engine.iceBreaker({ ...personWith([]), name: 'Fresh', today });
      expect(text).toContain('Fresh');
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toMatch(/undefined|null/);
    }
  });

  it('asks after a goal read from a note, said to them', async () => {
    const person = personWith(['Training as a barista at Monmouth, wants his own café in Seoul one day.'], { name: 'Sam' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(person, { ask })));
    expect(asks.join('\n')).toMatch(/you're training as a barista at Monmouth/);
  });
  it('says a fact to the person in whole sentences, or not at all', async () => {
    const asksOf = async (person: ReturnType<typeof personWith>) => Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(person, { ask })));
    const morag = await asksOf(personWith(["Morag wants to compleat the Munros before she's 70."], { name: 'Morag' }));
    expect(morag.join('\n')).toContain("you want to compleat the Munros before you're 70");
    const declan = await asksOf(personWith(['Declan was gutted about the cup final.', 'Declan plays five-a-side.'], { name: 'Declan' }));
    expect(declan.join('\n')).toContain("you're gutted about the cup final");
    expect(declan.join('\n')).not.toMatch(/you gutted/);
    const zayd = await asksOf(personWith(['Bhabhi says Zayd has mild asthma, inhaler in his bag, keep him away from smoky places.', 'Zayd is obsessed with dinosaurs.'], { name: 'Zayd' }));
    expect(zayd.join('\n')).not.toMatch(/you're mild/);
    const ethan = await asksOf(personWith(["Ethan's parents split last year.", 'Ethan is into robotics.'], { name: 'Ethan' }));
    expect(ethan.join('\n')).not.toMatch(/you parent/);
    const liang = await asksOf(personWith(['Liang finally managed a video call on his own. Took 20 minutes to find the camera button.'], { name: 'Liang' }));
    expect(liang.join('\n')).not.toMatch(/you Took/);
    const mateo = await asksOf(personWith(["Mateo's been so down since the restaurant closed. Suggested he talk to someone."], { name: 'Mateo' }));
    expect(mateo.join('\n')).not.toMatch(/you suggested you/i);
    const zainab = await asksOf(personWith(['Zainab is terrified the external examiner will hate chapter 3.'], { name: 'Zainab' }));
    expect(zainab.join('\n')).toMatch(/you're terrified the external examiner/);
    const bruce = await asksOf(personWith(['Bruce wants to take her to Margaret River for their anniversary.', 'Bruce plays footy on Saturdays, he never misses a game and he always brings his own pies.'], { name: 'Bruce' }));
    expect(bruce.join('\n')).not.toMatch(/take you to Margaret River/);
    const rangi = await asksOf(personWith(['Rangi quit the band but says he will still come and heckle us at gigs.', 'Rangi plays rugby.'], { name: 'Rangi' }));
    expect(rangi.join('\n')).not.toMatch(/\bus\b/);
  });
  it('leads with the news of someone the memory calls by a short name, initials or a word for their relationship', async () => {
    const lead = (name: string, relationship: string, text: string) => engine.iceBreaker(personWith([text, `${name} loves a crossword.`], { name, relationship }));
    expect(await lead('Yasmin', 'Friend', 'Yas got into the Masters of Architecture at UNSW!!! Starts Feb.')).toMatch(/you got into the Masters of Architecture/);
    expect(await lead('Jean-Luc Moreau', 'Boss', "J-L got made partner at the firm, he's over the moon.")).toMatch(/you got made partner/);
    expect(await lead('Ray', 'Stepdad', 'Dad had his knee replacement on Friday, he is sore but fine.')).toMatch(/knee replacement/);
    expect(await lead('Hamish MacLeod', 'Grandad', "Grandad's been moved onto the ward at Raigmore, chest infection.")).toMatch(/ward at Raigmore/);
  });
  it('asks about a pastime by its name, never by a clause or a phrase of place or time', async () => {
    const dima = personWith(["chess night at mine, he destroyed everyone with the Sicilian. plays on lichess at 2am when he can't sleep"], { name: 'Dmitri Volkov' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(dima, { ask })));
    expect(asks.join('\n')).not.toMatch(/\bon on\b|for on\b|into on\b|when you can't sleep/);
  });
  it('leads with news told in two words, of someone called what a Japanese grandchild calls them, and recalls no moment in the writer\'s words', async () => {
    const lead = (name: string, relationship: string, texts: string[]) => engine.iceBreaker(personWith(texts, { name, relationship }));
    expect(await lead('Kwame Mensah', 'Dad', ['Dad retired on Friday!!! They did a send-off in the canteen and he made a speech that went on for 20 minutes lol.'])).toMatch(/you retired/);
    expect(await lead('Grandma Yuki', 'Grandmother', ['Obaachan turned 90 on Sunday! She wore the lilac kimono from her wedding.'])).toMatch(/you turned 90/);
    const harriet = personWith(['Harriet flagged in my review that I need to delegate more.', 'Harriet rows on the Tyne every Saturday.'], { name: 'Harriet', relationship: 'Boss' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(harriet, { ask })));
    expect(asks.join('\n')).not.toMatch(/\bI need to\b|\bmy review\b/);
  });

  it('leads with a child born, asks after a team by its name, and asks about no holiday everyone keeps', async () => {
    const yusuf = personWith(
      [
        "Yusuf's daughter Elif was born on Tuesday night, 3.2kg. He sent a photo at 4am with 'I am a father' and nothing else.",
        'Went to the Spurs match with Yusuf - lost 3-1 to Chelsea. He didn\'t say a word on the tube home.',
      ],
      { name: 'Yusuf Demir' },
    );
    expect(await engine.iceBreaker(yusuf)).toMatch(/your daughter Elif was born/);
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(yusuf, { ask })));
    expect(asks.join('\n')).toMatch(/Spurs/);
    const lucy = personWith(["Pottery class update: Lucy's made 11 mugs, all slightly wonky, and is giving them to everyone for Christmas."], { name: 'Lucy' });
    const lucyAsks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker({ ...lucy, today: '2025-12-03' }, { ask })));
    expect(lucyAsks.join('\n')).not.toMatch(/Christmas/);
  });

  it('leads with a break-in, a decree absolute or new tablets', async () => {
    const lead = (text: string) => engine.iceBreaker(personWith([text, 'Maya loves pottery.']));
    expect(await lead("Maya's van got broken into outside the house, all her tools gone.")).toMatch(/your van got broken into/);
    expect(await lead("Maya's decree absolute came through.")).toMatch(/decree absolute/);
    expect(await lead('Maya is on statins now for her blood pressure.')).toMatch(/statins/);
  });

  it('leads with an operation nobody is named with as ahead when it is booked, and one that went well as good news', async () => {
    const lead = (text: string) => engine.iceBreaker(personWith([text, 'Maya loves pottery.'], { name: 'Maureen', relationship: 'Mum' }));
    expect(await lead("mum rang - hip op date is through!! 14th jul at the royal derby. she's pretending not to be nervous")).toMatch(/^Hey Maureen, I know your hip op date is through\./);
    expect(await lead('Maureen rang. Knee replacement is finally booked at Lewisham.')).toMatch(/I know your knee replacement is finally booked/);
    expect(await lead("Maureen's biopsy came back benign!")).toMatch(/I'm still smiling that your biopsy came back benign/);
    expect(await lead("Maureen's dad died on 3 June, funeral is on the 20th.")).toMatch(/thinking about you since your dad died/);
    expect(await lead('Maureen rang. Efua had the baby!')).not.toMatch(/your Efua/);
  });

  it('asks about no rule or number as a moment to remember', async () => {
    const sam = personWith(['NO CORIANDER EVER. he can taste it at 40 paces', '92 in march!! born 1935 he reminded me'], { name: 'Sam' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(sam, { ask })));
    expect(asks.join('\n')).not.toMatch(/thinking about the (?:no coriander|92)/i);
  });

  it('has three different things to say in five asks even when two facts are said in the same words', async () => {
    const tunde = personWith(
      [
        'Tunde don finally propose to Kemi!! Top of the Shard, ring hidden inside the small chops.',
        "Tunde's Uber side hustle is killing him, 60 hours a week on top of the day job.",
        'Gist with Tunde: he wants to open a suya spot in Peckham by 2028. Has a whole business plan in his Notes app.',
      ],
      { name: 'Tunde Bakare' },
    );
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(tunde, { ask })));
    expect(new Set(asks).size).toBeGreaterThanOrEqual(3);
  });

  it('asks after an aim or a trouble that names something, not a bare feeling, a remark or a thing wished for', async () => {
    const olu = personWith(['Olu was gutted.', 'Olu says drinks are on him Saturday.', 'Olu wants the thick black ones.', 'Olu loves jollof.'], { name: 'Olu' });
    const asks = await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(olu, { ask })));
    expect(asks.join('\n')).not.toMatch(/since you said you're gutted\.|you say drinks|you want the thick black ones/);
  });

  it('asks about a pastime, not its lessons, and never about the writer\'s own bake', async () => {
    const hannah = personWith(['riding lesson - Hannah jumped 90cm and came back glowing', 'Hannah loves my lemon drizzle.'], { name: 'Hannah' });
    const asks = (await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(hannah, { ask })))).join('\n');
    expect(asks).not.toMatch(/riding lesson in the first place|into riding lesson\b/);
    expect(asks).not.toMatch(/my lemon drizzle/);
  });

  it('asks after a show as something followed, and never after the writer turned into a second "you", a count or a likeness', async () => {
    const gary = personWith(['Cricket on the radio all summer. Test Match Special is his happy place.'], { name: 'Gary' });
    const garyAsks = (await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(gary, { ask })))).join('\n');
    expect(garyAsks).toMatch(/Test Match Special/);
    expect(garyAsks).not.toMatch(/how are Test Match Special/);
    const callum = personWith(['Callum wants to make me a card for my birthday.', 'Migraines again — three this month.', 'He went to bed at 8pm like he\'d run a marathon.'], { name: 'Callum' });
    const callumAsks = (await Promise.all([0, 1, 2, 3, 4].map((ask) => engine.iceBreaker(callum, { ask })))).join('\n');
    expect(callumAsks).not.toMatch(/make you a card|the three this month|into running|time for running|day on running/);
  });
});
