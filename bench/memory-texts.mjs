// Deterministic, realistic memory texts for the seeded account: what people jot down about the
// people close to them, 100 to 1,000 characters, about one in three carrying a date.

/** A seeded pseudo-random source (mulberry32), so every run seeds the same data. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)), pick: (items) => items[Math.floor(next() * items.length)] };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PLACES = ['the lake house', 'Lisbon', 'the farmers market', 'her favourite Thai place', 'the hospital', 'the beach in Cornwall', 'the old cinema', 'Kyoto', 'the park by the river', 'his new flat'];
const THINGS = ['sourdough', 'jazz records', 'vintage cameras', 'hiking boots', 'orchids', 'crossword puzzles', 'dark chocolate', 'board games', 'watercolours', 'running shoes'];
const FEELINGS = ['really happy', 'a bit anxious', 'exhausted but proud', 'nostalgic', 'excited', 'quiet and thoughtful', 'overwhelmed', 'relieved'];

const OPENINGS = [
  (p, r) => `Had coffee with ${p} at ${r.pick(PLACES)} today.`,
  (p) => `${p} called me this evening and we talked for almost an hour.`,
  (p) => `Spent the afternoon helping ${p} move boxes.`,
  (p, r) => `${p} sent me a photo from ${r.pick(PLACES)}.`,
  (p) => `Long walk with ${p} after dinner.`,
  (p, r) => `${p} seemed ${r.pick(FEELINGS)} when I saw them on Sunday.`,
];
const MIDDLES = [
  (p, r) => `${p} has been getting really into ${r.pick(THINGS)} lately and would not stop talking about it.`,
  (p, r) => `They mentioned they are saving up for ${r.pick(THINGS)}, which might make a good gift.`,
  () => 'Work has been stressful for them since the reorganisation, and the new manager is not helping.',
  (p, r) => `We laughed about the time we got lost on the way to ${r.pick(PLACES)}.`,
  () => 'Their knee is still bothering them, so the physiotherapist suggested swimming instead of running.',
  (p) => `${p} said the kids are doing well at school, the youngest just started piano lessons.`,
  (p, r) => `Apparently they have stopped eating meat, but they still make an exception for ${r.pick(['bacon', 'barbecue', 'their mother’s stew'])}.`,
  () => 'They are thinking about changing jobs and asked what I thought; I said to follow what makes them curious.',
  (p, r) => `They recommended a book about ${r.pick(['the history of maps', 'mushrooms', 'sailing alone around the world', 'Roman cooking'])}.`,
  () => 'The garden is finally coming together: tomatoes, beans and far too much mint.',
];
const DATED = [
  (p, r) => `${p}'s birthday is ${r.pick(MONTHS)} ${r.int(1, 28)}, remember to call early.`,
  (p, r) => `Our anniversary dinner is on ${r.pick(MONTHS)} ${r.int(1, 28)}, ${r.int(2024, 2026)}.`,
  (p, r) => `${p} has surgery scheduled for ${r.int(1, 12)}/${r.int(1, 28)}/${r.int(2024, 2026)}.`,
  (p, r) => `The trip to ${r.pick(PLACES)} is booked for ${r.int(1, 28)} ${r.pick(MONTHS)} ${r.int(2024, 2026)}.`,
  (p, r) => `${p} starts the new job on ${r.pick(MONTHS)} ${r.int(1, 28)}.`,
];
const CLOSINGS = [
  () => 'I should check in again next week.',
  () => 'Made a note to send them something small.',
  (p) => `Really glad I have ${p} in my life.`,
  () => 'Need to remember to ask how it went.',
];

/** One memory about `person`, `minLength` to `maxLength` (at least 250) characters; `withDate` puts a date in it. */
export function memoryText(person, random, { minLength = 100, maxLength = 1000, withDate = random.next() < 0.3 } = {}) {
  const target = random.int(minLength, maxLength);
  const sentences = [random.pick(OPENINGS)(person, random)];
  if (withDate) sentences.push(random.pick(DATED)(person, random));
  let text = sentences.join(' ');
  for (let attempts = 0; text.length < target && attempts < 50; attempts++) {
    const more = random.pick(random.next() < 0.85 ? MIDDLES : CLOSINGS)(person, random);
    if (text.length + 1 + more.length > maxLength) break;
    if (!text.includes(more)) text = `${text} ${more}`;
  }
  // Every sentence is under 150 characters, so stopping short of `maxLength` still leaves more than `minLength`.
  return text;
}
