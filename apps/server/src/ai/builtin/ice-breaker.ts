import type { AskOptions, PersonContext } from '../ai-engine';
import { isHolidayName } from '../../date-detection/holidays';
import { interestNamed, isPastimeName } from './interest-words';
import { FAVOURITE, LOVED } from './loved-things';
import { asTold, freshNews, HARDSHIP, type News } from './news';
import type { Reader } from './nlp';
import { namesAJob } from './occupations';
import { formatDay, spokenOccasion, upcoming } from './occasions';
import { opensWithName, spokenTitle } from './spoken-memory';
import type { KnownFact, Portrait } from './portrait';
import { TIME_OF_YEAR } from './seasons';
import { inSecondPerson } from './second-person';
import { contentWords, is, isWritten, lowerFirst } from './tokens';
import { hashOf } from './variety';
import { othersPronoun } from './voice';

// An occasion this close is worth opening with.
const SOON_DAYS = 30;
const MIN_TROUBLE_WORDS = 4;
const GOALS_ASKED = 3;

type Opener = (name: string) => string;

/**
 * A thread worth asking about: its openers, and the short question it adds after another topic's
 * opener ("And how is the knitting going?"), where it has one.
 */
interface Topic {
  openers: Opener[];
  followUp?: string;
  /** What the follow-up names, so that it is not asked after an opener that names it already. */
  about?: string;
  /** A trouble or a loss: no second question goes after it. */
  hard?: boolean;
}

// "you say you still come and heckle us": the writer's own words, said back to the person, muddle
// who is who; "learning the Torah portion alongside your" was cut short.
// "the US" is a country, not the writer's "us".
const NOT_SAYABLE = /\b(?:I|[Mm]e|[Mm]y|[Ww]e|us|[Oo]ur)\b|\b(?:your|the|a|an|to|of|and|with|alongside|for)$/;
// "you want to make you a card", "you're trying to stay strong for you": the writer's "me", turned
// into a second "you", who is no longer the writer.
const WRITER_AS_YOU = /^you\b.*\s(?:for|to|with|make|made|help|tell|show|give|bring|call|visit|see|take|teach|drive|cook|bake|buy|get)\s+you(?:\s+(?:a|an|the|some|something|dinner|lunch|home|round|over|up|out)\b|[.!?]?$)/;

// No aim to ask after ("how is that going?"): what they can or could do, did not do or only say
// ("you could listen to you for hours", "you say drinks are on you"), or a thing wished for ("you want the thick black ones").
// An age to come ("you will be 74"), a habit ("you wake at 4.30") or an aim at an "it" told elsewhere
// ("you're saving for it") is none either.
const NOT_AN_AIM = /^you (?:can|could|can't|couldn't|didn't|did not|do not|don't|say|said|tried|want (?:nothing|normal|the)\b|will (?:be \d+|survive)\b|wake|get up|go to bed)|\b(?:for|get|got|do|about|with) it\b/;

const GENERIC: readonly Opener[] = [
  (name) => `Hi ${name}! What's been the best part of your week so far?`,
  (name) => `Hey ${name}, I was just thinking about you. What's something that made you smile recently?`,
  (name) => `${name}, if you could plan a perfect day off right now, what would it look like?`,
  (name) => `Hi ${name}! Read, watched or listened to anything good lately? I'm looking for recommendations.`,
  (name) => `Hey ${name}, what's something you're looking forward to this month?`,
];

const inThePast = (spoken: string): string =>
  spoken.replace(/^you (have|'ve got|have got)\b/, 'you had').replace(/^you('re| are)\b/, 'you were').replace(/^you will\b/, 'you would');

function newsOpener({ kind, spoken }: News): Opener {
  switch (kind) {
    case 'joy':
      return (name) => `${name}, I'm still smiling that ${spoken}! How are you feeling about it all?`;
    case 'hardship':
      return (name) => `Hi ${name}, I've been thinking about you since ${spoken}. How are you doing, really?`;
    case 'trip':
      return (name) => `${name}! I heard ${spoken}. What was the highlight?`;
    case 'ahead':
      return (name) => `Hey ${name}, I know ${spoken}. How are you feeling about it?`;
    case 'done':
      // Told ahead, asked after: "you have your driving test" -> "you had your driving test".
      return (name) => `Hey ${name}, last time we talked ${inThePast(spoken)}. How did it go?`;
    case 'told':
      return (name) => `Hey ${name}, I heard ${spoken}. How's that all going?`;
  }
}

function goalOpeners(spoken: string): Opener[] {
  return [
    (name) => `Hey ${name}! Last time we talked you mentioned ${spoken}. How is that going?`,
    (name) => `${name}, how are things going since you told me ${spoken}? I'd love an update.`,
  ];
}

function namedGoalOpeners(thing: string): Opener[] {
  return [
    (name) => `Hey ${name}! How are things shaping up for ${thing}?`,
    (name) => `${name}, I've been meaning to ask about ${thing}. How are you feeling about it?`,
  ];
}

function interestOpeners(mention: string): Opener[] {
  // A capital names a team, a band or a show: something followed rather than done, one or many.
  if (/^(the )?[A-Z]/.test(mention)) {
    return [
      (name) => `Hey ${name}, been keeping up with ${mention} lately? I know you're a big fan.`,
      (name) => `${name}, what's the latest with ${mention}? I'd love to hear your take.`,
    ];
  }
  return [
    (name) => `Hey ${name}, have you had much time for ${mention} lately? I'd love to hear what you've been up to.`,
    (name) => `${name}, what got you into ${mention} in the first place? I don't think I've ever asked.`,
    (name) => `If you could spend a whole free day on ${mention}, ${name}, what would you do with it?`,
  ];
}

/** A pastime, team or band: its openers, and "And how is the knitting going?" after another topic. */
const interestTopic = (mention: string): Topic => ({
  openers: interestOpeners(mention),
  followUp: /^(the )?[A-Z]/.test(mention) ? `And what's the latest with ${mention}?`
    : /ing$/.test(mention) ? `And how is the ${mention} going?`
    : `And are you still into ${mention}?`,
  about: mention,
});

const doingOpener = (spoken: string): Opener[] => [
  (name) => `I love that ${spoken}, ${name}. What's been the best part of it lately?`,
  (name) => `${name}, tell me more about how ${spoken}. How did that start?`,
];

function memoryOpeners(said: string, isHard: boolean): Opener[] {
  if (isHard) return [(name) => `Hi ${name}, I've been thinking about ${said}. How are you feeling these days?`];
  return [
    (name) => `${name}, I was just thinking about ${said}. What do you remember most about it?`,
    (name) => `Hey ${name}! Remember ${said}? What was your favourite part?`,
  ];
}

const lovedOpener = (thing: string): Opener => (name) => `Hey ${name}, found any good ${thing} lately? It always makes me think of you.`;

const checkInOpener = (spoken: string): Opener => (name) => `Hi ${name}, I've been thinking of you since you said ${spoken}. How are you holding up?`;

/** Each topic the memories open: asks go round the topics, then round their openers. */
function threadsOf(portrait: Portrait, context: PersonContext, reader: Reader): Topic[] {
  const aims: Topic[] = [];
  const troubles: Topic[] = [];
  const tastes: Topic[] = [];
  const pastimes: Topic[] = [];
  const soon: Topic[] = [];
  const moments: Topic[] = [];
  // "wants to take her to Margaret River" of him: another's "her" is no "you".
  const someoneElse = othersPronoun(portrait.voice.pronoun);
  const sayable = (fact: KnownFact, spoken: string | null): spoken is string => spoken !== null && !NOT_SAYABLE.test(spoken) && !WRITER_AS_YOU.test(spoken) && !someoneElse.test(fact.text);
  for (const goal of portrait.facts.goals.slice(0, GOALS_ASKED)) {
    // A goal read from a pattern ("Training as a barista at Monmouth") is said to them from its item.
    const spoken = goal.spoken ?? inSecondPerson(reader.sentences(lowerFirst(goal.text), portrait.person.firstNames)[0] ?? [], reader);
    if (sayable(goal, spoken) && !NOT_AN_AIM.test(spoken)) aims.push({ openers: goalOpeners(spoken), followUp: `And you mentioned ${spoken}: any news on that?`, about: spoken });
    // "Manchester marathon", "Head of dept interview": an aim told by its name is asked about by it.
    else if (spoken === null && namesAThing(goal.text, reader) && !NOT_SAYABLE.test(goal.text)) {
      const thing = `the ${lowerFirst(goal.text)}`;
      aims.push({ openers: namedGoalOpeners(thing), followUp: `And how are things shaping up for ${thing}?`, about: goal.text });
    }
  }
  // "since you said you're gutted" names no trouble to ask about; "you broke your wrist" does.
  const challenge = portrait.facts.challenges.find((fact) => sayable(fact, fact.spoken) && fact.spoken.split(' ').length >= MIN_TROUBLE_WORDS);
  if (challenge?.spoken) troubles.push({ openers: [checkInOpener(challenge.spoken)], hard: true });
  // A thing they love ("loves lilies", "Favourite snack: butterscotch") is a thread too.
  for (const preference of portrait.facts.preferences.slice(0, 3)) {
    // "Adores jasmine tea and old Umm Kulthum records": one thing at a time.
    const loved = (LOVED.exec(preference.text)?.[1] ?? FAVOURITE.exec(preference.text)?.[2])?.split(/ and |, /)[0];
    // "a good Coney dog" -> "found any good Coney dog".
    // "Favourite month: December" is no thing to go and find.
    // "found any good my lemon drizzle": the writer's own bake is no thing of theirs to find.
    if (loved && loved.split(' ').length <= 5 && !TIME_OF_YEAR.test(loved.trim()) && !NOT_SAYABLE.test(loved)) {
      const thing = loved.replace(/^(?:(?:her|his|their|a|an|the|some)\s+)?(?:(?:good|proper|nice|great)\s+)?/i, '');
      tastes.push({ openers: [lovedOpener(thing)], followUp: `Found any good ${thing} lately?`, about: thing });
    }
  }
  // "the manchester marathon" asked as an aim is not asked again as a pastime.
  const aimedAt = portrait.facts.goals.slice(0, GOALS_ASKED).map((goal) => goal.text.toLowerCase());
  for (const interest of portrait.facts.interests.filter((fact) => !aimedAt.some((aim) => fact.mention && aim.includes(fact.mention.toLowerCase()))).slice(0, 4)) {
    // "spend a free day on swam": a word of the memory that is a verb says the pastime by its name ("swimming").
    const told = interest.mention && isVerbForm(interest.mention) && isPastimeName(interest.key) ? interest.key : interest.mention && topicOf(interest.mention);
    // "spend a free day on on lichess at 2am", "...on knit Owen a sweater": only a thing's name fits the question;
    // one verb that names a pastime is said as its "-ing" ("drum": drumming), which says more than "music".
    const gerund = told && !told.includes(' ') ? reader.conjugate(told).Gerund : undefined;
    const asDoing = gerund && interestNamed(told!) ? gerund : null;
    const mention = told && !namesAThing(told, reader) ? (asDoing ?? (isPastimeName(interest.key) ? interest.key : null)) : told;
    if (mention) pastimes.push(interestTopic(mention));
    // "you love telling stories" makes no "I love that..."; a pastime done ("you play bass") does.
    // Only a pastime done makes one: "you carry an EpiPen" is no hobby to ask about.
    // "you cycle to the market": a pastime's word in what they do makes it one too.
    else if (interest.spoken && (isPastimeName(interest.key) || namesAPastime(interest.key, reader)) && !/^you (love|adore|like|enjoy)\b/.test(interest.spoken)) {
      pastimes.push({ openers: doingOpener(interest.spoken) });
    } else if (interest.spoken === null && interest.mention !== null && PROPER_NAME.test(interest.mention)) {
      // "Spurs", "Stray Kids": a team or a band, written with capitals, is asked about by its name.
      pastimes.push(interestTopic(interest.mention));
    } else if (isPastimeName(interest.key)) {
      // "you love knitting": a pastime loved is asked about by its name.
      pastimes.push(interestTopic(interest.key));
    }
  }
  // "giving them to everyone for Christmas": a holiday everyone keeps is no occasion of theirs to ask about.
  for (const occasion of upcoming(portrait.occasions, context.today, SOON_DAYS).filter(({ title }) => !isHolidayName(title)).slice(0, 1)) {
    const what = opensWithName(occasion.title, reader) ? occasion.title : spokenOccasion(occasion.title, portrait.person);
    const day = formatDay(occasion.next, false, portrait.dateStyle);
    soon.push({ openers: [(name) => `Hey ${name}! I noticed ${what} is coming up on ${day}. Any plans yet?`], followUp: `And ${what} is coming up on ${day}: any plans yet?`, about: what });
  }
  for (const event of portrait.recentEvents.slice(0, 2)) {
    const said = spokenTitle(event.title, portrait.person, reader);
    // "the day you fell in the bathroom" is no moment to ask the favourite part of.
    const isHard = event.category === 'Health' || HARDSHIP.test(asTold(said ?? ''));
    if (said && isMoment(said) && !NOT_SAYABLE.test(said)) moments.push({ openers: memoryOpeners(said, isHard), hard: isHard });
  }
  // What they are working through and what happened lately come before what they always enjoy.
  return [...aims, ...troubles, ...moments, ...tastes, ...pastimes, ...soon];
}

const PROPER_NAME = /^(?:the )?\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}$/u;
// "a keen birdwatcher", "a serious birder": the one who does it; the pastime's name asks better.
const DOER = /\b(?:birdwatcher|birder|runner|climber|swimmer|cyclist|baker|knitter|gardener|golfer|painter|photographer|surfer|skier|hiker|cook)s?$/i;
// "40 houseplants", "wee garden", "goes bouldering": how much or how often, not what.
// "what got you into riding lesson": the pastime, not its lessons.
const LESSONS = /\s+(?:lessons?|classes?)$/i;
const LEADING_MEASURE = /^(?:(?:\d+|keen|avid|serious|wee|little|big|huge|proper|goes|plays|back)\s+)+(?=\S)/i;
function topicOf(mention: string): string {
  const doer = DOER.exec(mention)?.[0];
  const pastime = doer && interestNamed(doer.toLowerCase().replace(/s$/, ''));
  return pastime ? pastime.toLowerCase() : mention.replace(LEADING_MEASURE, '').replace(LESSONS, '');
}
const TOPIC_MAX_WORDS = 4;
/** Whether a word of what they do names a pastime, as itself or as its "-ing" ("cycles to the market": cycling). */
const namesAPastime = (words: string, reader: Reader): boolean =>
  words.split(' ').some((word) => interestNamed(word) || (/^[a-z]{3,}s$/.test(word) && interestNamed(reader.conjugate(word.slice(0, -1)).Gerund ?? '')));
/** Whether words name a thing ("film photography", "the Wigmore recitals"), not a clause or a phrase of place or time. */
function namesAThing(words: string, reader: Reader): boolean {
  const tokens = reader.sentences(words, []).flat().filter(isWritten);
  const [first] = tokens;
  if (!first || tokens.length > TOPIC_MAX_WORDS) return false;
  const opensOnVerb = is(first, 'Verb') && !is(first, 'Gerund') && !is(first, 'Noun');
  return !opensOnVerb && !is(first, 'Preposition') && !['every', 'each'].includes(first.word) && !tokens.some((token) => is(token, 'Pronoun') || is(token, 'Conjunction'));
}
// "swam", "cook", "bakes": verb forms of a pastime, not its name.
const isVerbForm = (word: string) => /^(swam|swim|swims|cook|cooks|bake|bakes|run|ran|runs|hike|hiked|hikes|paint|paints|knit|knits|sew|sews|climb|climbs|surf|surfs|fish|dance|dances|sing|sings|cycle|cycles|ride|rides)$/i.test(word);
/**
 * A moment worth recalling: something that happened ("the day you got back from Poland", "the
 * Rothko room"), not one bare noun ("the coffee", "remembering") or what someone needed or wanted to do.
 */
function isMoment(said: string): boolean {
  const words = said.replace(/^(the day you|the|your)\s+/i, '').split(' ');
  if (/^the day you (need|needs|needed|want|wants|wanted|should|have to|has to|must|can|could|would|will|were|was|are|got the call)\b/i.test(said)) return false;
  return words.length >= 2 && !/ing$/i.test(said.trim()) && !NOT_A_MOMENT.test(said) && !namesAJob(said.replace(/^the\s+/i, ''));
}
// "the coffee w you", "the site visit you": a title cut off at its company; "the very particular
// about wine", "the bit of a Luddite", "the widower since 2018": what someone is, not what happened.
// "the three this month": a count of what came before.
// "the lunch w you at...": a title cut mid-phrase.
// "the before any conversation", "the for your ninth birthday": a title that lost its head noun.
// "the no coriander ever", "the 92 in March", "the 22 wks pregnant": a rule or a number, not a moment.
const NOT_A_MOMENT = /(?:^|\s)w\/?(?:\s|$)|\byou$|^the (?:no|\d+ (?:in|wks?|weeks?|months?|years?|yrs?|this|times?)|(?:one|two|three|four|five|six|seven|eight|nine|ten) (?:this|that|last|times?|in|of)|twice)\b|^the (?:very|bit|quite|so|really|widow|widower|retired|loves|likes|hates|before|after|for|to|of|with|and|but|when|while|since|until|during|about|from|in|on|at)\b|\btold me\b/i;

/** "since you said you're diabetic (type 2. How are you": words cut inside an aside end before it. */
const withoutOpenAside = (text: string): string => text.replace(/\s*\([^)]*?(?=[.!?](?:\s|$))/g, '');

/** One opener of a topic, and where it sits among the topics. */
interface Asked {
  opener: Opener;
  topic: number;
  hard: boolean;
}

/** The topics' openers in asking order: the first opener of every topic, then the second ones, and so on. */
function interleave(topics: readonly Topic[]): Asked[] {
  const longest = Math.max(0, ...topics.map(({ openers }) => openers.length));
  const order: Asked[] = [];
  for (let round = 0; round < longest; round += 1) {
    topics.forEach(({ openers, hard = false }, topic) => openers[round] && order.push({ opener: openers[round]!, topic, hard }));
  }
  return order;
}

// At least this many different openers to go round, topped up with general ones.
const MIN_OPENERS = 3;

// The words that name a topic: "viva", "Enugu", not "your" or "mentioned".
const NAMING_NOTHING = new Set(['your', 'yours', 'that', 'this', 'with', 'from', 'have', 'been', 'will', 'just', 'about', 'what', 'when', 'last', 'time', 'talked', 'mentioned', 'going', 'love', 'lately', 'news', 'want', 'wants', 'things', 'shaping', 'feeling']);
const namingWords = (text: string): string[] => contentWords(text, NAMING_NOTHING);

/**
 * The short question of another topic that goes after an opener ("...How is that going? And how is
 * the knitting going?"), another one round on each ask; none after hard news, where a second question
 * would make light of it, nor one about what the opener names already.
 */
function followUpOf(said: string, { topic, hard }: Asked, topics: readonly Topic[], ask: number): string | undefined {
  if (hard) return undefined;
  const named = new Set(namingWords(said));
  const others = topics.filter((other, index) => index !== topic && other.followUp && !namingWords(other.about ?? '').some((word) => named.has(word)));
  return others[ask % Math.max(1, others.length)]?.followUp;
}

/**
 * A conversation starter that names something known about the person: the freshest salient news on
 * the first ask, then the other threads in turn, so that each ask differs from the one before, each
 * followed by a short question on another thread. With nothing known, general openers, also in turn.
 */
export function iceBreakerFor(portrait: Portrait, context: PersonContext, reader: Reader, { ask = 0 }: AskOptions = {}): string {
  const news = freshNews(context.memories, portrait.person, portrait.voice, reader, context.today);
  const topics = threadsOf(portrait, context, reader);
  const newsAsked: Asked[] = news ? [{ opener: newsOpener(news), topic: -1, hard: news.kind === 'hardship' }] : [];
  const general = [...GENERIC].sort((a, b) => hashOf(`${context.name}|${a('')}`) - hashOf(`${context.name}|${b('')}`));
  // Two facts may be said in the same words: the top-up counts what is said, not the openers.
  const said = new Map<string, Asked>();
  for (const asked of [...newsAsked, ...interleave(topics)]) {
    const text = withoutOpenAside(asked.opener(portrait.voice.firstName));
    if (!said.has(text)) said.set(text, asked);
  }
  for (const opener of general) if (said.size < MIN_OPENERS) said.set(opener(portrait.voice.firstName), { opener, topic: -1, hard: false });
  const [text, asked] = [...said][ask % said.size]!;
  const followUp = followUpOf(text, asked, topics, ask);
  return followUp ? `${text} ${followUp}` : text;
}
