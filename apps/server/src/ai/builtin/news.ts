import { addDays } from '@kindred/core/calendar-days';
import type { MemoryFacts } from '../ai-engine';
import { readClauses, type Clause } from './clauses';
import { datesOf } from './memory-readings';
import type { Reader } from './nlp';
import type { PersonWords } from './person-words';
import { prepareText } from './prepare-text';
import { inSecondPerson, opensSubjectless, swapPronoun, YOU_AGREES } from './second-person';
import { withoutTimePhrases } from './time-phrases';
import type { Token } from './nlp';
import { is, lowerFirst, renderTokens } from './tokens';
import { othersPronoun, type Voice } from './voice';

/**
 * What kind of news: good news to celebrate, hard news to ask after, a trip, something ahead,
 * something done, or what the newest memory tells with no word that says which ('told').
 */
export type NewsKind = 'joy' | 'hardship' | 'trip' | 'ahead' | 'done' | 'told';

/** The freshest salient thing that happened to the person, told to them. */
export interface News {
  kind: NewsKind;
  /** "you got engaged to Tom", "you had your hip surgery". */
  spoken: string;
  /** Whether it still lies ahead on the user's today. */
  isAhead: boolean;
}

// The newest memories carry the news; older ones are history.
const NEWS_MEMORIES = 3;
const NEWS_MAX_AGE_DAYS = 60;

/** Words of hard news: an illness, an operation, a loss, a break-up. */
export const HARDSHIP = /\b(diagnos\w*|surgery|operation|hospital\w*|sick|ill|injur\w*|broke (her|his|their) \w+|cancer|chemo|flu|covid|pneumonia|laid off|fired|lost (her|his|their) (job|mom|mother|dad|father|grand\w+|dog|cat)|break ?up|broke up|divorc\w*|decree (absolute|nisi)|statins?|blood pressure|passed away|died|funeral|miscarriage|concussion|fractur\w*|rehab|had (her|his|their) \w+ (done|removed|out)|biopsy|replacement|had a fall|fell|bed rest|stroke|heart attack|redundan\w*|seizure|stent|flooded|flood|burgled|robbed|broken into|break-in|stolen|crash|accident|put down|closing|closure|shut(ting)? down|damp|leak\w*|mou?ld|(?<!-)op|ivf|dumped|split(ting)? up|splitting|separated|separating|infection|infected|sepsis|care home|nursing home|hospice|admitted|ward|a&e|icu|intensive care|ambulance|\w+(plasty|ectomy|oscopy))\b/;

const CUES: readonly [NewsKind, RegExp][] = [
  ['hardship', HARDSHIP],
  ['joy', /\b(engaged|engagement|proposed|got married|married|new job|started (at|a|her|his|their) (new )?(job|role|position)|promot\w*|hired|job offer|passed|graduat\w*|got into|accepted|pregnant|baby|gave birth|(son|daughter|grandson|granddaughter|twins|boy|girl)( \w+)? (was|were) born|retired(?! (?!(?:from|last|this|early|in|on|at|after|and|today|yesterday|recently|now|finally|officially)\b)[a-z]{3,})|retrain\w*|quit (her|his|their) job|officially|certificate|certified|licensed|bought (a|her|his|their) (house|flat|home|apartment|car)|moved (to|into|in|house|back|abroad|out)|got the keys|new (house|flat|home|apartment|place)|adopted|adopting|won|qualified|published|launched|opened|opening|offered|approved|all clear|benign|visa|citizenship|turned \d+|lost (her|his|their) first tooth|first (word|words|steps)|move in|moving in|twins|expecting|scored|came out|became|become|grand(father|mother|dad|ma|pa|son|daughter|child)|had a (baby|boy|girl|son|daughter)|voted|elected|appointed|personal best|pb|sub[- ]\d|sober|sobriety|retire|switched|maternity|paternity|(ran|held|hosted|gave|did|finished|completed) (her|his|their) first|(stopped|quit|gave up) (smoking|drinking)|made (captain|head \w+|partner|permanent)|hit \d+)\b/],
  ['trip', /\b(got back|came back|just back|back from|flew|trip|holiday|vacation|travell?ed|travell?ing|road trip|backpacking|honeymoon|booked|flights?)\b/],
  ['ahead', /\b(exam|viva|defen[cs]e|interview|audition|race|marathon|recital|final|finals|test|deadline|moving|starts|starting|flying|leaving|retiring|stepping down|resigning|sell(ing)? (the|her|his|their) (house|flat|home|farmhouse|cottage|business|shop|boat|car|van)|concert|gig|show|premiere|launch|standing for|running for|election|\d+(st|nd|rd|th))\b/],
];

const DAY_OF_MONTH = /\b\d+(st|nd|rd|th)\b/;
/** What was said to the person, read back as the cues read the memory: "you broke your wrist" -> "you broke her wrist", "all-clear" -> "all clear". */
export const asTold = (spoken: string) => spoken.toLowerCase().replace(/\byour\b/g, 'her').replace(/-/g, ' ');
const EXCLAIMED: [NewsKind, RegExp] = ['joy', /!/];
const FUTURE = /\b(will|going to|gonna|next|tomorrow|upcoming|soon|in \w+ (days|weeks)|decided to|planning to|plans to|thinking (about|of)|considering)\b|\b(is|are|'s) (starting|moving|flying|leaving|sitting|taking|running|having|selling|retiring|quitting|resigning|stepping|going|coming|visiting|finishing|graduating|emigrating|relocating|competing|performing)\b/;

const BOOKED = /\b(?:is|are|'s|been) (?:finally |now )?(?:booked|scheduled)\b/;
// "biopsy came back benign", "op went well": hard news that ended well is good news.
const WENT_WELL = /\b(?:benign|all clear|cancer free|in remission|went well|went fine|clear scan|no cancer)\b/;

// "retiring in March": a month named with "in" or "from" is one ahead, unless the clause tells it done ("retired in March").
const IN_MONTH = /\b(in|from) (january|february|march|april|may|june|july|august|september|october|november|december)\b/;

const aboutPerson = (clause: Clause) => clause.kind === 'person' || clause.kind === 'possessed' || (clause.kind === 'together' && clause.mentionsPerson);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * When what the clause tells happens, seen from `today`: 'ahead' or 'done' for something planned
 * (by a date the memory names, else by its future words and its age), 'past' for something told as
 * done, null for an ongoing state with no time to it ("is training for a marathon": a thread, not news).
 */
function timingOf(memory: MemoryFacts, clause: Clause, today: string, kind: NewsKind): 'ahead' | 'done' | 'past' | null {
  const text = clause.tokens.map((token) => token.word).join(' ');
  const isPlanned = FUTURE.test(text) || (IN_MONTH.test(text) && !clause.predicate.some((token) => is(token, 'PastTense')));
  const dates = datesOf(memory.rawText, memory.createdAt).map((suggestion) => suggestion.date);
  // A trip with a date ahead ("booked her flights, arrives 18 December") is still to come.
  if (isPlanned || ((kind === 'ahead' || kind === 'trip') && dates.length > 0)) {
    if (dates.length > 0) return dates.some((date) => date >= today) ? 'ahead' : 'done';
    return daysBetween(memory.createdAt.toISOString().slice(0, 10), today) <= 7 ? 'ahead' : 'done';
  }
  // "hip op date is through!! 14th jan": a hard thing still to come is asked about as ahead.
  // ("Dad died on 3 June, funeral on the 20th": a loss told done stays one; "hip op is finally booked" lies ahead.)
  const isBooked = BOOKED.test(text) || (dates.some((date) => date >= today) && !clause.predicate.some((token) => is(token, 'PastTense')));
  if (kind === 'hardship' && isBooked) return 'ahead';
  return kind === 'ahead' ? null : 'past';
}

/** The clause said to the person: "Maya got engaged to Tom last weekend" -> "you got engaged to Tom". */
function spokenClause(clause: Clause, reader: Reader): string | null {
  const predicate = withoutTimePhrases(clause.predicate);
  if (predicate.length === 0) return null;
  if (clause.kind === 'together') {
    const said = renderTokens(predicate);
    return said ? `we ${said}` : null;
  }
  if (clause.kind === 'possessed') {
    // What follows the owner's word: "Rosa María's PhD viva" -> "PhD viva", "Maya's mum's car" -> "mum's car".
    const owner = clause.subject.findIndex((token) => is(token, 'Possessive'));
    const owned = clause.subject.slice(owner + 1).filter((token) => !is(token, 'Determiner'));
    const said = `your ${renderTokens(owned)} ${renderTokens(predicate)}`.replace(/\s+/g, ' ').trim();
    return owned.length > 0 ? said : null;
  }
  // "got engaged", "just got back": compromise calls "got" a helper here; said to them it stays as written.
  const agreeing = (token: Token) => (token === predicate[0] ? (YOU_AGREES.get(token.word) ?? swapPronoun(token)) : swapPronoun(token));
  // "Suggested he talk to someone": a note's sentence without a subject tells what the writer did.
  const saysWho = !opensSubjectless(predicate[0]) && (is(predicate[0], 'Verb') || is(predicate[0], 'Adverb'));
  const said = inSecondPerson(predicate, reader) ?? (saysWho ? `you ${renderTokens(predicate, agreeing)}` : null);
  const together = clause.kind === 'person' ? togetherWith(clause.subject) : null;
  return said && together ? said.replace(/^you\b/, `you and ${together}`) : said;
}

/**
 * A clause whose subject is a thing owned by nobody named: "hip op date is through", "Knee
 * replacement is booked"; not "the vet said", "Tilly sent" or "Efua had the baby" (a name the
 * tagger does not know is written with a capital, a thing in lower case).
 */
const isUnowned = (clause: Clause) =>
  clause.kind === 'other' && clause.predicate.length > 0 && clause.subject.some((token) => is(token, 'Noun') && /^\p{Ll}/u.test(token.text)) &&
  clause.subject.every((token, index) => (index === 0 || !/^\p{Lu}/u.test(token.text)) && !is(token, 'Person') && !is(token, 'ProperNoun') && !is(token, 'Pronoun') && !is(token, 'Possessive') && !is(token, 'Actor'));
// The unwritten owner an unowned clause is read with: the person's own.
const POSSESSOR: Token = { text: '', word: 'their', root: 'their', pre: '', post: ' ', tags: new Set(['Possessive']) };

const JOINS = new Set(['and', '&']);
const TOGETHER_MAX_WORDS = 3;
/** Who the person did it with, named in the subject: "Aoife and Niall have separated" -> "Niall". */
function togetherWith(subject: readonly Token[]): string | null {
  const join = subject.findIndex((token) => JOINS.has(token.text));
  const others = join > 0 ? subject.slice(join + 1) : [];
  if (others.length === 0 || others.length > TOGETHER_MAX_WORDS || others.some((token) => is(token, 'Pronoun'))) return null;
  return renderTokens(others, swapPronoun);
}

/** Whether a clause is told of someone else: "He proposed" in a memory about her. */
function isSomeoneElse(clause: Clause, voice: Voice): boolean {
  const first = clause.subject[0]?.word;
  const pronouns = { she: ['she'], he: ['he'], they: ['they'] };
  if (!first || !['she', 'he', 'they'].includes(first) || !voice.pronoun) return false;
  return !pronouns[voice.pronoun].includes(first);
}

// "Lola told me she passed": who tells the news is not who it is about.
const REPORTING = new Set(['tell', 'say', 'mention', 'text', 'call', 'ring', 'write', 'confide', 'admit', 'announce']);
/** A clause told of one other person by name: "Talia is pregnant", not "the vet said" or a pet's "Mabel". */
const isNamedOther = (clause: Clause) =>
  clause.kind === 'other' && clause.subject.length === 1 && is(clause.subject[0], 'Person') && clause.predicate.length > 0 && !REPORTING.has(clause.predicate[0]!.root);
// "you confided that you is selling": the verb agrees with "you" wherever the clause turned to it.
// "you called on Sunday to tell us you have booked...": the news is what was told, not the call.
const agreeWithYou = (said: string) =>
  said
    .replace(/\byou (is|was|has|does)\b/g, (_, verb: string) => `you ${YOU_AGREES.get(verb)}`)
    // "he's retiring", "she's off on leave": the "'s" read away comes back as "are".
    .replace(/\byou (?=(?!(?:bring|sing|ring|sting|swing|cling|fling|spring|string)\b)\w{2,}ing\b|(?:off|sober|back|home|away|pregnant|expecting|engaged|married|divorced|separated|redundant)\b)/g, 'you are ')
    // "your viva is on 4 December" without its time: "your viva is coming up".
    .replace(/\b(is|are)$/, '$1 coming up')
    .replace(/^you (?:called|rang|texted|messaged|phoned|wrote)(?: (?:on|this|last) \w+)?(?: to)? (?:tell|say)(?: (?:us|me))?(?: that)? (?=you )/, '')
    // "you told me over coffee that you're going back to uni": what was told.
    .replace(/^you (?:told|tell) (?:me|us)\b.*? that (?=you\b)/, '');

// What someone is or likes is who they are, not news: "is vegetarian", "loves jazz", "has two kids".
const STATE_VERBS = new Set(['be', 'have', 'love', 'like', 'hate', 'adore', 'enjoy', 'prefer', 'dislike', 'need', 'seem', 'look', 'sound', 'feel', 'know', 'think', 'say', 'tell', 'mention', 'call', 'ring', 'text']);

/**
 * What the newest memory tells the person did or plans, when no news word names it ("wants to
 * build a pizza oven", "read my chapter 3 draft"): the newest memory is what they would expect to
 * be asked about.
 */
function toldLast(clauses: readonly Clause[], voice: Voice, reader: Reader): News | null {
  const someoneElse = othersPronoun(voice.pronoun);
  for (const clause of clauses) {
    // Only what they did themselves: "we drove the Ring of Kerry" or "your transfer" is no "I heard you...";
    // "wants to take her to Margaret River" of him says another's "her", which is no "you".
    if (clause.kind !== 'person' || isSomeoneElse(clause, voice) || clause.tokens.some((token) => someoneElse.test(token.word))) continue;
    const verb = clause.predicate[0];
    if (!verb || !is(verb, 'Verb') || STATE_VERBS.has(verb.root) || !(is(verb, 'PastTense') || verb.root === 'want' || verb.root === 'plan')) continue;
    const spoken = spokenClause(clause, reader);
    // Not a habit ("always orders chai"), not what the writer lived too ("read my draft"), not shouted.
    if (!spoken || spoken.split(' ').length < 4 || /\b(always|still|usually|every|me|my|I|we|us|our)\b/.test(spoken) || /\b[A-Z]{2,}\b.*\b[A-Z]{2,}\b/.test(spoken)) continue;
    return { kind: 'told', spoken: agreeWithYou(spoken), isAhead: false };
  }
  return null;
}

/**
 * The freshest salient news of the person (an engagement, a new job, a move, an illness, an exam, a
 * trip) from their newest memories, told by the person themselves, not by a pet or a colleague.
 */
export function freshNews(memories: readonly MemoryFacts[], person: PersonWords, voice: Voice, reader: Reader, today: string): News | null {
  for (const [index, memory] of memories.slice(0, NEWS_MEMORIES).entries()) {
    const isNewest = index === 0;
    const written = memory.createdAt.toISOString().slice(0, 10);
    if (written < addDays(today, -NEWS_MAX_AGE_DAYS)) break;
    const clauses = readClauses(reader.sentences(prepareText(memory.rawText, person), person.firstNames), person);
    for (const clause of clauses) {
      const text = clause.tokens.map((token) => token.word).join(' ');
      // "Talia is pregnant!!" on Ezra's page: the newest news of someone named is his to be asked about.
      if (isNewest && isNamedOther(clause)) {
        const cue = CUES.find(([kind, pattern]) => (kind === 'joy' || kind === 'hardship') && pattern.test(text));
        const said = renderTokens(withoutTimePhrases(clause.tokens));
        if (cue && said.split(' ').length >= 3) return { kind: cue[0], spoken: said, isAhead: false };
      }
      // "mum rang - hip op date is through!!": in the newest memory, an event nobody is named with is theirs.
      const theirs = isNewest && isUnowned(clause) && clauses.some((other) => other.kind === 'person' || other.kind === 'possessed');
      const about = theirs ? { ...clause, kind: 'possessed' as const, subject: [POSSESSOR, ...clause.subject.map((token, at) => (at === 0 ? { ...token, text: lowerFirst(token.text) } : token))] } : clause;
      if (!aboutPerson(about) || isSomeoneElse(about, voice)) continue;
      // "Lily lost her first tooth tonight!!": what the newest memory exclaims about them is news, named by no cue word.
      const exclaimed = isNewest && /!/.test(clause.tokens.at(-1)?.post ?? '') && clause.predicate.some((token) => is(token, 'PastTense') || token.word === 'got');
      const cues = CUES.filter(([, pattern]) => pattern.test(text));
      if (cues.length === 0 && !exclaimed) continue;
      // "their bar exam" of someone the memories call they: "your bar exam".
      const told = spokenClause(about, reader)?.replace(voice.pronoun === 'they' ? /\b(their)\b/g : /$^/g, 'your');
      const spoken = told && agreeWithYou(told);
      // "you a retired postman": a clause that says what they are, its "is" lost, is no news.
      if (!spoken || /^you (?:a|an|the)\b/i.test(spoken)) continue;
      // The news word must survive into what is said: "back from maternity leave Monday" is no
      // "you leave Monday", and "Grandma" names no new grandmother.
      // A day of the month read away as time ("your nativity is on the 12th") still says it lies ahead.
      const heard = asTold(spoken);
      const named = cues.find(([, pattern]) => pattern.test(heard));
      const found = named ?? (DAY_OF_MONTH.test(text) ? cues.find(([kind]) => kind === 'ahead') : undefined) ?? (exclaimed ? EXCLAIMED : undefined);
      const cue: [NewsKind, RegExp] | undefined = found && found[0] === 'hardship' && WENT_WELL.test(heard) ? ['joy', WENT_WELL] : found;
      // "you retired" says it all in two words; without its news word, a clause needs three.
      if (!cue || spoken.split(' ').length < (named ? 2 : 3)) continue;
      const timing = timingOf(memory, clause, today, cue[0]);
      // "Alex ran the Valencia marathon!!": an event told done, and exclaimed, is news to celebrate.
      if (timing === null && exclaimed) return { kind: 'joy', spoken, isAhead: false };
      if (timing === null) continue;
      return { kind: timing === 'past' ? cue[0] : timing, spoken, isAhead: timing === 'ahead' };
    }
    // With no news word, what the newest memory tells they did or plan is still fresher than a news word in an older one.
    const told = isNewest ? toldLast(clauses, voice, reader) : null;
    if (told) return told;
  }
  return null;
}
