import type { AskOptions, PersonContext } from '../ai-engine';
import { GENERAL_GIFTS, PASTIME_GIFTS, type GiftIdea } from './gift-catalogue';
import { interestNamed } from './interest-words';
import { FAVOURITE, isTaste, LOVED } from './loved-things';
import { namesAJob } from './occupations';
import { namesAProject } from './projects';
import { formatDay, namedOccasion, upcoming, type DateStyle, type Occasion } from './occasions';
import type { KnownFact, Portrait } from './portrait';
import { TIME_OF_YEAR } from './seasons';
import { capitalise, escapeRegExp, lowerFirst } from './tokens';
import type { Voice } from './voice';
import { hashOf } from './variety';

const MIN_IDEAS = 3;
// One or two words, no verb form: "Axolotls", "Sea kayaking", not "Plays fiddle" or "Doing ceramics".
const NOUN_PHRASE = /^(?![A-Z][a-z]*(?:s|ing) )[A-Z][a-z-]+(?: [a-z-]+)?$/;
const MAX_IDEAS = 5;
// A gift is bought ahead: occasions this close shape the ideas.
const GIFT_HORIZON_DAYS = 60;
const WISH = /^would love (.+)$/i;
// "Pour over only", "Coffee snob": the one kind they take, worth getting the best of.
const PARTICULAR = /^(.+) (?:only|snob)$/i;
const AVOID = /^(?:hates|dislikes|detests|can't|cannot|doesn't|does not|don't|won't|never|allergic|intolerant|not a fan|already|avoids)/i;
// Words of a dislike that do not name the disliked thing.
const NOT_A_THING = new Set([
  'hates', 'dislikes', 'detests', 'cannot', 'doesnt', 'does', 'dont', 'wont', 'never', 'allergic', 'intolerant', 'not', 'fan', 'already',
  'avoids', 'has', 'have', 'owns', 'wants', 'want', 'another', 'says', 'said', 'with', 'that', 'them', 'they', 'this', 'really', 'much',
  'anything', 'eats', 'drink', 'drinks', 'like', 'likes', 'stand', 'always', 'orders', 'without', 'because', 'being',
  // Small words name nothing either: "hates the cold" must not rule out "rooibos by the litre".
  'the', 'and', 'for', 'any', 'all', 'are', 'its', 'too', 'but', 'from', 'into', 'very', 'when', 'what', 'who', 'she', 'her', 'his', 'him', 'our', 'you',
]);

const giftsByPastime = new Map(Object.entries(PASTIME_GIFTS).map(([pastime, gifts]) => [pastime.toLowerCase(), gifts]));

/** "you're training for..." -> "she's training for...": what the person said, told to the user. */
function aboutThem(spoken: string, voice: Voice): string {
  const subject = voice.subject;
  const isName = voice.pronoun === null;
  const plural = voice.pronoun === 'they';
  const forms = new Map([
    ["you're", plural ? "they're" : `${subject}'s`], ['you', subject], ['your', voice.possessive], ["you'd", `${subject}'d`],
    ['yourself', plural ? 'themselves' : voice.pronoun === 'she' ? 'herself' : voice.pronoun === 'he' ? 'himself' : subject],
    ['yours', isName ? voice.possessive : plural ? 'theirs' : voice.pronoun === 'she' ? 'hers' : 'his'],
  ]);
  return spoken.split(' ').map((word, index) => {
    const said = forms.get(word) ?? word;
    // "you play" -> "she plays": the verb after the subject agrees with it.
    const previous = spoken.split(' ')[index - 1];
    if (previous === 'you' && !plural && index === 1 && /^[a-z]+$/.test(word) && !['were', 'are', 'have', 'had', 'would', 'will', 'can', 'could', 'should', 'might', 'must', 'did', "don't"].includes(word) && !word.endsWith('ed')) return agree(word);
    return said;
  }).join(' ').replace(/\bwere\b/, plural ? 'were' : 'was');
}

/** "play" -> "plays", "go" -> "goes", "have" -> "has". */
function agree(verb: string): string {
  if (verb === 'have') return 'has';
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

// What a dislike or a way of eating rules out besides its own word: no alcohol rules out wine.
const RULES_OUT: Readonly<Record<string, readonly string[]>> = {
  alcohol: ['wine', 'beer', 'whisky', 'whiskey', 'gin', 'vodka', 'rum', 'cocktail', 'champagne', 'prosecco', 'spirit', 'brewery', 'distillery', 'bar'],
  drink: ['wine', 'beer', 'whisky', 'whiskey', 'gin', 'cocktail', 'champagne', 'prosecco'],
  meat: ['steak', 'bacon', 'sausage', 'jerky', 'charcuterie', 'barbecue', 'bbq', 'salami'],
  vegetarian: ['meat', 'steak', 'bacon', 'sausage', 'jerky', 'charcuterie', 'salami'],
  vegan: ['meat', 'steak', 'bacon', 'cheese', 'chocolate', 'leather', 'honey', 'wool', 'charcuterie'],
  dairy: ['cheese', 'milk', 'chocolate', 'butter', 'cream'],
  lactose: ['cheese', 'milk', 'chocolate', 'cream'],
  gluten: ['bread', 'pasta', 'beer', 'cake', 'biscuit', 'cookie'],
  peanut: ['nut', 'peanut', 'praline'],
  nut: ['nut', 'almond', 'praline', 'pistachio'],
  cat: ['kitten'],
  coffee: ['espresso', 'latte', 'roast', 'barista'],
  sugar: ['sweet', 'candy', 'chocolate', 'cake', 'biscuit', 'fudge'],
  sweet: ['candy', 'chocolate', 'cake', 'fudge'],
};

/** The words that name what the person dislikes or already has: "cats", "kindle", "e-reader", and what they rule out. */
function avoidedWords(avoid: readonly string[]): Set<string> {
  const words = avoid.flatMap((text) => text.toLowerCase().replace(/'/g, '').match(/[a-z][a-z-]{2,}/g) ?? []);
  const things = words.filter((word) => !NOT_A_THING.has(word)).map((word) => word.replace(/s$/, ''));
  return new Set([...things, ...things.flatMap((thing) => RULES_OUT[thing] ?? [])]);
}

const touches = (idea: GiftIdea, avoided: ReadonlySet<string>) =>
  (`${idea.name} ${idea.why}`.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []).some((word) => avoided.has(word.replace(/s$/, '')));

/** The words of `text` that name a pastime, in text order, each with the pastime ("board games" before "board"). */
function pastimesNamedIn(text: string): { phrase: string; pastime: string }[] {
  const words = text.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
  return words.flatMap((word, index) => {
    const pair = `${word} ${words[index + 1] ?? ''}`;
    const phrase = interestNamed(pair) ? pair : word;
    const pastime = interestNamed(phrase);
    return pastime ? [{ phrase, pastime: pastime.toLowerCase() }] : [];
  });
}

const pastimeOf = (text: string): string | undefined => pastimesNamedIn(text)[0]?.pastime;

/** The words of `text` that name the pastime `key`: "fiddle" in "Plays fiddle at the trad session", not "music". */
const wordFor = (text: string, key: string): string | undefined =>
  pastimesNamedIn(text).find(({ phrase, pastime }) => pastime === key && phrase !== key)?.phrase;

function ideasFromGoals(goals: readonly KnownFact[], voice: Voice, ask: number): GiftIdea[] {
  return goals.slice(0, 2).flatMap((goal) => {
    const why = goal.spoken ? `since ${aboutThem(goal.spoken, voice)}` : `to cheer on a goal: ${lowerFirst(goal.text)}`;
    const gifts = giftsByPastime.get(pastimeOf(goal.text) ?? '');
    if (gifts) return [{ name: gifts[ask % gifts.length]!.name, why }];
    return NOT_PLANNED.test(goal.text) || goal.text.split(' ').length < MIN_GOAL_WORDS ? [] : [{ name: 'A good notebook and pen for planning', why }];
  });
}

// No notebook plans "will keep it in the box only", a dinner out ("wants to celebrate at that
// Ethiopian place") or what the writer shares ("move closer to us").
const NOT_PLANNED = /^(?:will|would|won't)\b|\bcelebrat\w*|\b(?:I|me|my|us|our)\b/i;
const MIN_GOAL_WORDS = 3;

function ideasFromInterests(interests: readonly KnownFact[], seed: string, voice: Voice, ask: number): GiftIdea[] {
  return interests.slice(0, 5).flatMap((interest) => {
    const gifts = giftsByPastime.get(interest.key);
    const named = interest.mention ?? wordFor(interest.text, interest.key) ?? interest.key;
    if (gifts) {
      const gift = gifts[(hashOf(`${seed}|${interest.key}`) + ask) % gifts.length]!;
      return [{ name: gift.name, why: `${gift.why}, for ${voice.possessive} love of ${named}` }];
    }
    // "Fixing up the old Vespa", "Making lo-fi beats": a project kept up wants parts and kit.
    if (namesAProject(interest.text)) return [{ name: 'A gift card for kit and materials', why: `for ${lowerFirst(interest.text)}` }];
    if (/^[A-Z]/.test(interest.mention ?? '')) return [{ name: `${interest.mention} tickets or merchandise`, why: 'for a true fan' }];
    // A pastime the catalogue does not know ("kayak", "axolotls"): a gift that names it. Only a name
    // of the thing itself will do: a clause ("lives for cannoli") may be a craving they must resist.
    const thing = interest.mention ?? (NOUN_PHRASE.test(interest.text) ? interest.text : null);
    return thing ? [{ name: `Something to enjoy ${lowerFirst(thing)} even more`, why: 'a book, a class or a piece of kit' }] : [];
  });
}

function ideasFromPreferences(preferences: readonly KnownFact[], voice: Voice): GiftIdea[] {
  return preferences.flatMap((preference) => {
    const wish = WISH.exec(preference.text);
    if (wish) return [{ name: capitalise(wish[1]!), why: `${voice.subject} mentioned ${voice.pronoun ? voice.subject : 'they'} would love this` }];
    const favourite = FAVOURITE.exec(preference.text);
    if (favourite && TIME_OF_YEAR.test(favourite[2]!.trim())) return [];
    if (favourite) return [{ name: capitalise(favourite[2]!), why: `${voice.possessive} favourite${favourite[1] ? ` ${favourite[1]}` : ''}, beautifully wrapped` }];
    const particular = PARTICULAR.exec(preference.text);
    // "Minor corrections only" is a rule of theirs; "Rooibos only" a taste worth getting the best of.
    if (particular && isTaste(particular[1]!.toLowerCase())) return [{ name: `The best ${lowerFirst(particular[1]!)} you can find`, why: `${voice.subject} is particular about it` }];
    const like = LOVED.exec(preference.text);
    return like ? [{ name: `A little treat: ${like[1]}`, why: `something ${voice.subject} loves` }] : [];
  });
}

// "Originally from Uppsala", "Grew up in Accra": where someone comes from.
const ROOTS = /\b(?:[Ff]rom|[Gg]rew up in|[Bb]orn in|[Rr]aised in)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)/u;
// "Retired chef", "Ex-PE teacher": a working life behind them.
const FORMER = /^(?:retired|ex-|former)\s*/i;

/** A taste of where they come from, and something for the work they do or did. */
function ideasFromWhoTheyAre(attributes: readonly KnownFact[], voice: Voice): GiftIdea[] {
  const ideas: GiftIdea[] = [];
  const place = attributes.map((fact) => ROOTS.exec(fact.text)?.[1]).find((found) => found !== undefined);
  if (place) ideas.push({ name: `A taste of home from ${place}`, why: 'snacks, music or a cookbook from there' });
  const job = attributes.find((fact) => namesAJob(fact.text.replace(FORMER, '')))?.text;
  if (job) {
    const work = lowerFirst(job.replace(FORMER, ''));
    const as = `${/^[aeiou]/i.test(work) ? 'an' : 'a'} ${work}`;
    ideas.push({ name: 'A quality tool of the trade', why: FORMER.test(job) ? `a nod to ${voice.possessive} years as ${as}` : `for ${voice.possessive} work as ${as}` });
  }
  return ideas;
}

/** The ideas turned by `ask`: each ask leads with another one. */
const rotated = <T>(items: readonly T[], ask: number): T[] => (items.length === 0 ? [] : [...items.slice(ask % items.length), ...items.slice(0, ask % items.length)]);

function ideasFromTimeTogether(portrait: Portrait): GiftIdea[] {
  const ideas: GiftIdea[] = [];
  if ((portrait.eventsBy.get('Food & Drink') ?? 0) >= 2) ideas.push({ name: 'Dinner at a restaurant neither of you has tried', why: 'you love sharing meals' });
  if ((portrait.eventsBy.get('Travel') ?? 0) >= 2) ideas.push({ name: 'A weekend away, planned together', why: 'you love travelling together' });
  return ideas;
}

// Occasions a gift is for; a surgery, a hearing or the anniversary of a death is not one, and "Khoa
// starts as team lead" is no phrase to open with.
const GIFT_OCCASION = /\b(?:birthday|bday|b-day|anniversary|wedding|graduation|christening|baptism|naming|baby|shower|retirement|housewarming|christmas|xmas|hanukkah|chanukah|diwali|eid|valentine'?s|mother'?s day|father'?s day|name ?day|\d+(?:st|nd|rd|th)|promotion|engagement|leaving do|farewell|bar mitzvah|bat mitzvah|quincea[nñ]era)\b/i;
const NO_GIFT_OCCASION = /\b(?:passing|passed|died|death|funeral|memorial|surgery|operation|op|appointment|scan|hearing|court|exam|interview|arrives?|arriving|com(?:es|ing)|fly|flies|flying|flight|starts?|leaves?|effective|visit)\b/i;

function occasionPhrase(occasion: Occasion & { next: string }, name: string, style: DateStyle): string {
  const title = namedOccasion(occasion.title, name).replace(/^Your\b/, 'your');
  return `${title} coming up on ${formatDay(occasion.next, false, style)}`;
}

// "Can't stand coffee", "never wears perfume": no thing to give.
// "has her own drysuit now", "made you a wonky mug", "recommended The Reckoning": what they have,
// made or gave is no gift idea either.
const NOT_WANTED = /\b(?:hates?|hated|dislikes?|detests?|can't|cannot|won't|doesn't|don't|never|not|no|allergic|intolerant|avoids?|already|off|has|have|had|owns?|got|bought|brought|made|makes|gave|gives|recommended|lent|sent)\b/i;

/**
 * A pastime the memories tell in words the rules did not read ("apparently she's ranked in Tetris
 * 99"), quoted back: one per answer, another on each ask; a sentence cut to fit ends in "…".
 */
function ideasFromHeard({ heard, person }: Portrait, memories: readonly { rawText: string }[], ask: number): GiftIdea[] {
  // "Dad's out golfing every weekend": a sentence that opens on someone else's is about them.
  const opensOnAnother = (text: string) => {
    const owner = /^(\p{L}+)['’]s\b/u.exec(text)?.[1]?.toLowerCase();
    return owner !== undefined && !person.names.has(owner);
  };
  const told = heard.filter(({ list, text }) => list === 'interests' && !NOT_WANTED.test(text) && !opensOnAnother(text));
  if (told.length === 0) return [];
  const { text } = told[ask % told.length]!;
  const whole = memories.some(({ rawText }) => new RegExp(`${escapeRegExp(text)}(?:[.!?]|\\s*$)`, 'u').test(rawText));
  return [{ name: 'A gift inspired by what you wrote', why: `“${text}${whole ? '' : '…'}”` }];
}

/**
 * Markdown gift ideas: a short intro and 3 to 5 ideas tied to what is known, never touching what the
 * person dislikes or already has; general ones when nothing is known. Each ask leads with other ideas.
 */
export function giftIdeasFor(portrait: Portrait, context: PersonContext, { ask = 0 }: AskOptions = {}): string {
  const { voice } = portrait;
  const seed = `${context.name}|${context.memories.length}`;
  const avoid = portrait.facts.preferences.filter((preference) => AVOID.test(preference.text)).map((preference) => lowerFirst(preference.text));
  // A way of eating ("Vegan", "Vegetarian") rules gifts out too.
  const diets = portrait.facts.personal_attributes.map((fact) => fact.text.toLowerCase()).filter((text) => /^(vegan|vegetarian|teetotal|pescatarian)\b/.test(text));
  const avoided = avoidedWords([...avoid, ...diets.map((diet) => `${diet}`), ...(diets.some((diet) => diet.startsWith('teetotal')) ? ['alcohol'] : [])]);
  const candidates = [
    ...ideasFromPreferences(portrait.facts.preferences, voice),
    ...ideasFromGoals(portrait.facts.goals, voice, ask),
    ...ideasFromInterests(portrait.facts.interests, seed, voice, ask),
    ...ideasFromWhoTheyAre(portrait.facts.personal_attributes, voice),
    ...ideasFromTimeTogether(portrait),
    ...ideasFromHeard(portrait, context.memories, ask),
  ].filter((idea) => !touches(idea, avoided));
  const names = new Set<string>();
  const known = candidates.filter((idea) => !names.has(idea.name.toLowerCase()) && names.add(idea.name.toLowerCase()));
  const ideas = rotated(known, ask).slice(0, MAX_IDEAS);
  // The general ones in an order of the person's own, turned by the ask, so that each ask fills with others.
  const general = rotated(
    [...GENERAL_GIFTS].filter((idea) => !touches(idea, avoided)).sort((a, b) => hashOf(`${seed}|${a.name}`) - hashOf(`${seed}|${b.name}`)),
    ask,
  );
  for (const idea of general) if (ideas.length < MIN_IDEAS + (known.length === 0 ? 1 : 0)) ideas.push(idea);
  const [soon] = upcoming(portrait.occasions, context.today, GIFT_HORIZON_DAYS).filter((occasion) => GIFT_OCCASION.test(occasion.title) && !NO_GIFT_OCCASION.test(occasion.title));
  const intro =
    known.length === 0 ? `You haven't shared much about ${context.name} yet, so here are a few thoughtful ideas that suit almost anyone:`
    : soon ? `With ${occasionPhrase(soon, context.name, portrait.dateStyle)}, here are a few ideas based on what you know${voice.pronoun ? ` about ${voice.object}` : ''}:`
    : `Here are a few gift ideas for ${context.name}, based on what you know${voice.pronoun ? ` about ${voice.object}` : ''}:`;
  const voiced = (text: string) => text.replace(/\btheir\b/g, voice.possessive).replace(/\bthem\b/g, voice.object);
  const list = ideas.map((idea, index) => `${index + 1}. **${voiced(idea.name)}**: ${voiced(idea.why)}.`);
  const outro =
    known.length === 0 ? `Add a few memories about ${voice.firstName} and the ideas will get more personal.`
    : avoid.length > 0 ? `_Keep in mind: ${avoid.slice(0, 3).join('; ')}._`
    : '';
  return [intro, '', ...list, ...(outro ? ['', outro] : [])].join('\n');
}
