import type { Clause } from './clauses';
import { isInstruction, refersToPerson } from './clauses';
import {
  BACKGROUND_CUES, BACKGROUND_NOUNS, CHALLENGE_CUES, DISLIKING_CUES, FAN_WORDS, GOAL_CUES, IDENTITIES, INTEREST_CUES, LIKING_CUES, ROLE_INTERESTS, TOGETHER_HABITS,
  TRAITS, TROUBLES, type Cue,
} from './fact-cues';
import { factOf, isBareName, itemOf, ITEM_MAX_LENGTH, keyOf, type Fact, type FactList } from './fact-item';
import { interestNamed, wordNamesSomethingElse } from './interest-words';
import { lovedPastimeFact } from './loved-things';
import type { Reader, Token } from './nlp';
import type { PersonWords } from './person-words';
import { inSecondPerson } from './second-person';
import { doneForThem, healthTold, insightOf, isSomeoneNamed, keptUp, OBJECT_PRONOUNS, unplacedFacts } from './unplaced-facts';
import { withoutTimePhrases } from './time-phrases';
import { capitalise, fitTokens, is, isWritten, lowerFirst, renderTokens } from './tokens';
import { isSomeoneElses } from './writers-own';

// "a die-hard Liverpool supporter": how much of a fan, not what of.
const FAN_INTENSIFIERS = new Set(['die', 'hard', 'die-hard', 'diehard', 'lifelong', 'massive', 'huge', 'big', 'total', 'true', 'proper', 'avid', 'devoted', 'loyal']);
// "a keen birdwatcher", "an avid reader": words that make the doer a fan of what they do.
const DOER_WORDS = new Set(['keen', 'avid', 'passionate', 'amateur', 'serious', 'lifelong', 'talented', 'devoted', 'enthusiastic', 'big', 'huge', 'massive']);
// A date that names one day ("on 18 December", "tomorrow"), not a stretch ("a week").
const ONE_DAY = /^(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|monday$|tuesday$|wednesday$|thursday$|friday$|saturday$|sunday$|tomorrow|tonight)/;
const UNNAMED_THINGS = new Set(['it', 'that', 'this', 'them']);
const COMPARED = new Set(['he', 'she', 'they', 'i', 'we', 'you', 'it']);
/** Where "like he'd" or "as if" starts a likeness ("went to bed at 8pm like he'd run a marathon"), which tells nothing they did; -1 when none. */
const likenessIn = (tokens: readonly Token[]): number =>
  tokens.findIndex((token, index) => (token.word === 'like' && COMPARED.has(tokens[index + 1]?.word ?? '')) || (token.word === 'as' && ['if', 'though'].includes(tokens[index + 1]?.word ?? '')));
const COMPARED_TO = new Set(['every', 'any', 'a', 'an', 'the', 'my', 'her', 'his', 'their', 'your', 'our', 'most', 'all', 'some']);
const PASTIME_VERBS = new Set(['race', 'play', 'sing', 'dance', 'paint', 'swim', 'sail', 'climb', 'row', 'fish', 'collect', 'ride', 'breed', 'knit', 'bake']);
const TASTE_VERBS = new Set(['drink', 'eat', 'wear', 'order', 'prefer', 'use', 'buy']);
// Verbs of saying, seeming and needing tell no habit.
const NOT_HABITS = new Set(['say', 'talk', 'seem', 'look', 'sound', 'need', 'think', 'feel', 'mean', 'know', 'get', 'go', 'come', 'call', 'text', 'tell', 'ask', 'want', 'make', 'take', 'start', 'begin', 'end', 'finish', 'suggest', 'send', 'bring', 'keep-on',
  'reckon', 'refuse', 'remain', 'complain', 'insist', 'pretend', 'report', 'sneeze', 'lay', 'work', 'repair', 'correct', 'hate', 'love', 'miss', 'own',
  // What something does to them ("perfume gives her headaches"), not what they do.
  'give', 'cause', 'hurt', 'trigger', 'upset']);
// How far past "is" traits are looked for: "is vegetarian and the kindest person".
const TRAIT_REACH = 8;
const TELLING = new Set(['tell', 'say', 'says', 'mention', 'admit', 'confess', 'explain', 'text', 'write', 'think', 'reckon']);
// Memories are about their person: "he" and "her" in them are, nearly always, that person.
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'his', 'hers']);
const WRITER_WORDS = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll"]);
const BE = new Set(['is', 'are', 'was', 'were', 'am', 'be', 'been', 'being']);
// Words between "is" and what the person is: "is really", "has been super", "is the most".
const INTENSIFIERS = new Set([
  'really', 'super', 'very', 'so', 'always', 'still', 'also', 'just', 'finally', 'totally', 'absolutely', 'definitely',
  'currently', 'truly', 'seriously', 'pretty', 'quite', 'extremely', 'incredibly', 'officially', 'recently', 'lately', 'now', 'only', 'mostly', 'usually',
  'such', 'most', 'the', 'a', 'an', 'huge', 'big', 'massive', 'real', 'true', 'total', 'complete', 'genuinely', 'honestly', 'kind', 'of',
]);

const matches = (token: Token | undefined, words: readonly string[]): boolean =>
  token !== undefined && (words.includes(token.word) || words.includes(token.root));

/** How many tokens of `tokens` from `start` the cue covers; 0 when it does not match there. */
function cueLength(tokens: readonly Token[], start: number, cues: readonly Cue[]): number {
  for (const cue of cues) if (cue.every((words, offset) => matches(tokens[start + offset], words))) return cue.length;
  return 0;
}

/** Past "is", "has been", "got" and words like "really": where what the clause says about the person starts. */
function leadOf(predicate: readonly Token[]): { start: number; isCopula: boolean } {
  let start = 0;
  let isCopula = false;
  while (start < predicate.length - 1) {
    const token = predicate[start]!;
    const isAuxiliary = (is(token, 'Auxiliary') || is(token, 'Copula') || BE.has(token.word) || token.word === 'has' || token.word === 'got') && !is(token, 'Modal');
    const beforeNot = predicate[start + 1]?.word === 'not';
    if (isAuxiliary && !beforeNot) isCopula ||= BE.has(token.word) || is(token, 'Copula');
    // "kind of shy" softens; "kind to everyone" is a trait.
    else if (!INTENSIFIERS.has(token.word) || is(token, 'Noun') || (token.word === 'kind' && predicate[start + 1]?.word !== 'of')) break;
    start += 1;
  }
  return { start, isCopula };
}


/** The pastime a run of words names, if any: one word or two ("board games"). */
function pastimeIn(tokens: readonly Token[]): string | undefined {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const pair = index + 1 < tokens.length ? `${token.word} ${tokens[index + 1]!.word}` : '';
    const named = interestNamed(pair) ?? interestNamed(token.word) ?? interestNamed(token.root) ?? interestNamed(ROLE_INTERESTS.get(token.word) ?? '');
    if (named) return named;
  }
  return undefined;
}

/**
 * Whether a liked thing is a pastime ("rock climbing", "the Dodgers") rather than a thing ("spicy
 * food", "hiking boots"): read from the head of its first noun phrase.
 */
function isPastime(object: readonly Token[]): boolean {
  const first = object.findIndex((token) => isWritten(token) && !is(token, 'Determiner') && !is(token, 'Possessive'));
  if (first < 0) return false;
  if (is(object[first], 'Gerund') || (is(object[first], 'Verb') && object[first]!.word.endsWith('ing'))) return true;
  let end = first;
  while (end + 1 < object.length && (is(object[end + 1], 'Noun') || is(object[end + 1], 'Adjective')) && !is(object[end + 1], 'Pronoun')) end += 1;
  const phrase = object.slice(first, end + 1);
  const head = phrase.at(-1)!;
  const pair = phrase.length > 1 ? `${phrase.at(-2)!.word} ${head.word}` : '';
  const isTeam = phrase.some((token) => is(token, 'SportsTeam') || is(token, 'Organization'));
  return isTeam || interestNamed(pair) !== undefined || pastimeIn([head]) !== undefined;
}

/** The things a list names, parted at its "and"s; the whole list when a part would be empty. */
function partsAtAnd(tokens: readonly Token[]): (readonly Token[])[] {
  const parts: Token[][] = [[]];
  for (const token of tokens) {
    if (token.word === 'and' && is(token, 'Conjunction')) parts.push([]);
    else parts.at(-1)!.push(token);
  }
  return parts.every((part) => part.some(isWritten)) ? parts : [tokens];
}

const withoutArticle = (tokens: readonly Token[]): readonly Token[] =>
  is(tokens[0], 'Determiner') || is(tokens[0], 'Possessive') ? tokens.slice(1) : tokens;

function interestFact(given: readonly Token[], spoken: string | null): Fact {
  // "into vintage synthesizers lately": when it started is no part of what it is.
  let tokens = [...given];
  while (tokens.length > 1 && LATELY.has(tokens.at(-1)!.word)) tokens = tokens.slice(0, -1);
  const text = itemOf(withoutArticle(tokens), false);
  // "the Dodgers" keeps its article in a sentence; "her pottery" does not keep the owner.
  const named = tokens[0]?.word === 'the' && is(tokens[1], 'ProperNoun') ? tokens : withoutArticle(tokens);
  const mention = spoken ? null : renderTokens(fitTokens(named, ITEM_MAX_LENGTH));
  return { list: 'interests', text, key: (pastimeIn(tokens) ?? text).toLowerCase(), spoken, mention };
}


// Words that name a pastime by its doer or its place ("photographer", "bike"): the pastime's own name says it better.
// Words before a pastime that say how much, not which kind.
const LIKING_WORDS = new Set(['love', 'loves', 'like', 'likes', 'enjoy', 'enjoys', 'favourite', 'favorite', 'big', 'huge', 'new', 'old', 'much', 'more', 'good', 'great', 'first', 'own', 'weekly', 'daily', 'local', 'long', 'whole', 'sunday', 'morning', 'evening', 'weekend', 'little', 'small', 'tiny', 'registered', 'qualified', 'professional']);
// Words of liking strong enough to make anything liked an interest.
const PASSIONS = new Set(['obsessed', 'hooked', 'crazy', 'mad', 'nuts', 'passionate']);
const LATELY = new Set(['lately', 'recently', 'nowadays', 'now', 'again']);
const RACES = /^(?:marathon|half-marathon|10k|5k|century ride|triathlon)$/;
const GENERIC_PASTIME_WORDS = /(?:er|ist|ers|ists)$|^(?:bike|bikes|hike|hikes|knit|knits|quilt|quilts|surf|garden|volunteer|volunteers|band|spin)$/;

/**
 * An interest named by words of the memory: "hiking" -> Hiking; a more specific word keeps the
 * memory's own name for it ("cello" -> Cello, not Music; "novels" -> Novels, not Reading).
 */
export const pastimeFact = (interest: string, word?: string): Fact => {
  const specific = word && word !== interest.toLowerCase() && !GENERIC_PASTIME_WORDS.test(word) ? capitalise(word) : interest;
  // "a marathon" is an event of running: a sentence asks about running.
  const mention = RACES.test(word ?? '') ? interest.toLowerCase() : specific.toLowerCase();
  return { list: 'interests', text: specific, key: interest.toLowerCase(), spoken: null, mention };
};

const COURSES = new Set(['course', 'courses', 'class', 'classes', 'lesson', 'lessons', 'workshop']);
const TIMES_OF_DAY = /^(?:mornings?|afternoons?|evenings?|nights?|weekends?|weekdays?|lunchtimes?)$/;

/** "doing an evening course in interior design", "taking salsa lessons": the subject studied. */
function courseIn(rest: readonly Token[]): readonly Token[] | null {
  const at = rest.findIndex((token, index) => index < 6 && COURSES.has(token.word));
  if (at < 0 || !['do', 'take', 'start', 'sign', 'join', 'enrol', 'enroll'].includes(rest[0]?.root ?? '')) return null;
  // "a course in pottery"; not "a pottery course on Tuesdays" or "an accounts course in the evenings", where the day only says when.
  const after = rest.slice(at + 2);
  const head = after.find((token) => !is(token, 'Determiner'));
  const saysWhen = is(head, 'Date') || TIMES_OF_DAY.test(head?.word ?? '');
  if (['in', 'on'].includes(rest[at + 1]?.word ?? '') && !saysWhen) return after;
  const subject = rest.slice(1, at).filter((token) => is(token, 'Noun') || is(token, 'Gerund'));
  return subject.length > 0 ? subject : null;
}

/** "a huge Arsenal fan", "a big fan of jazz", "a talented photographer", "an early riser", "the funniest person". */
function factsOfBeing(rest: readonly Token[]): Fact[] {
  const facts: Fact[] = [];
  const fan = rest.findIndex((token, index) => index < 6 && FAN_WORDS.has(token.word));
  if (fan >= 0) {
    const object = rest[fan + 1]?.word === 'of' ? rest.slice(fan + 2) : rest.slice(0, fan).filter((token) => !is(token, 'Adjective') && !is(token, 'Determiner') && !FAN_INTENSIFIERS.has(token.word));
    if (object.some(isWritten)) facts.push(interestFact(object.slice(0, 4), null));
  }
  const role = rest.slice(0, 5).find((token) => ROLE_INTERESTS.has(token.word));
  const roleInterest = role && interestNamed(ROLE_INTERESTS.get(role.word)!);
  if (roleInterest) facts.push(pastimeFact(roleInterest));
  // "a keen birdwatcher", "an avid collector": someone named by what they do, with relish.
  const doer = rest.findIndex((token, index) => index > 0 && index < 5 && /[a-z]{3,}(?:er|ist|or)$/.test(token.word) && is(token, 'Noun') && DOER_WORDS.has(rest[index - 1]!.word));
  if (!roleInterest && doer > 0) facts.push(interestFact(rest.slice(doer - 1, doer + 1), null));
  // "vegetarian and the kindest person I know": a clause may tell more than one trait.
  for (let index = 0; index < Math.min(rest.length, TRAIT_REACH); index += 1) {
    const token = rest[index]!;
    const pair = `${token.word} ${rest[index + 1]?.word ?? ''}`;
    if (IDENTITIES.has(pair)) {
      facts.push(trait(capitalise(pair)));
      index += 1;
    } else if (IDENTITIES.has(token.word) && is(token, 'Noun')) {
      // "an early riser", "a Welsh speaker": the word before says which kind.
      const kind = rest[index - 1];
      const described = (is(kind, 'Adjective') || (index > 0 && /^\p{Lu}/u.test(kind!.text))) && !TRAITS.has(kind!.word) ? `${kind!.text} ${token.text}` : token.text;
      facts.push(trait(capitalise(described)));
    } else if (TRAITS.has(token.word) || (TRAITS.has(token.root) && !is(token, 'Plural'))) {
      const word = TRAITS.has(token.word) ? token.text : token.root;
      const after = rest.slice(index + 1);
      // "calm under pressure": a short phrase ending the clause says how.
      const how = is(after[0], 'Preposition') && after.length <= 3 ? ` ${renderTokens(after)}` : '';
      facts.push(trait(capitalise(`${word}${how}`)));
    }
  }
  return facts;
}

const trait = (text: string): Fact => factOf('personal_attributes', text, keyOf(text));

/** "mentioned she's a big fan of jazz": what follows "she" in what the person said of themselves. */
function toldOf(predicate: readonly Token[]): readonly Token[] | null {
  if (!TELLING.has(predicate[0]?.root ?? '')) return null;
  let start = 1;
  while (['me', 'us', 'that'].includes(predicate[start]?.word ?? '')) start += 1;
  return ['he', 'she'].includes(predicate[start]?.word ?? '') ? predicate.slice(start + 1) : null;
}

// "she and Marta broke up": a parting told of two, the other named beside the person.
const PARTING = /^(?:broke|split|fell) (?:up|out)$/i;

/** The person's parting with whoever the clause names beside them: "Broke up with Marta". */
function withWhomParted(fact: Fact, clause: Clause, person: PersonWords): Fact {
  const other = clause.subject.find((token, index) => index > 0 && clause.subject[index - 1]!.word === 'and' && is(token, 'Person') && !refersToPerson(token, person));
  if (fact.list !== 'challenges' || !other || !PARTING.test(fact.text)) return fact;
  const text = `${fact.text} with ${capitalise(other.text)}`;
  return factOf('challenges', text, keyOf(text));
}

/** What a clause about the person says, and what they go without ("is diabetic so no sweets for him"). */
function factsOfPerson(clause: Clause, reader: Reader, person: PersonWords): Fact[] {
  const facts = factsTold(clause, reader).map((fact) => withWhomParted(fact, clause, person));
  const without = clause.predicate.findIndex((token, index) => token.word === 'no' && is(clause.predicate[index + 1], 'Noun') && !is(clause.predicate[index + 1], 'Pronoun'));
  if (without < 0) return facts;
  const text = itemOf(clause.predicate.slice(without), true);
  return [...facts, factOf('preferences', capitalise(text), keyOf(itemOf(clause.predicate.slice(without + 1), true)))];
}

/** What a clause about the person says: a goal, a challenge, a like, a pastime, a trait. */
function factsTold(clause: Clause, reader: Reader): Fact[] {
  // "big Arsenal fan, season ticket holder": a note without a verb says what they are.
  if (clause.predicate.length === 0) {
    // "Big into cycling", "mad into fishing": past the words of how much, what they are into.
    const into = clause.tokens.findIndex((token, index) => index < 3 && token.word === 'into');
    // "crawled backwards, into the sofa": a place gone into, not a pastime.
    const isPlace = into === 0 && is(clause.tokens[1], 'Determiner');
    if (into >= 0 && !isPlace && clause.tokens.slice(0, into).every((token) => INTENSIFIERS.has(token.word) || FAN_INTENSIFIERS.has(token.word) || PASSIONS.has(token.word))) {
      return [interestFact(clause.tokens.slice(into + 1), null)];
    }
    return factsOfBeing(clause.tokens);
  }
  const likeness = likenessIn(clause.predicate);
  if (likeness > 0) return factsTold({ ...clause, predicate: clause.predicate.slice(0, likeness) }, reader);
  const said = toldOf(clause.predicate);
  if (said) return factsTold({ ...clause, predicate: said }, reader);
  const { start, isCopula } = leadOf(clause.predicate);
  const rest = clause.predicate.slice(start);
  // "taught me to drive", "mentored me through my first quarter": what they did for the writer.
  if (!isCopula && rest.slice(1, 4).some((token) => token.word === 'me' || token.word === 'us')) return insightOf(clause.predicate);
  const spoken = (keepTime = false) => inSecondPerson(keepTime ? rest : withoutTimePhrases(rest), reader);
  const told = (list: FactList, keepTime: boolean) => factOf(list, itemOf(rest, !keepTime), keyOf(itemOf(rest, true)), spoken(keepTime));
  if (cueLength(rest, 0, GOAL_CUES)) return [told('goals', true)];
  if (cueLength(rest, 0, CHALLENGE_CUES)) return [told('challenges', false)];
  const disliking = cueLength(rest, 0, DISLIKING_CUES);
  // "things MK hates: olives, ...", "Opa loves: drop": the list after the colon is read as told plainly.
  if (disliking) return rest.slice(disliking).some(isWritten) ? [told('preferences', false)] : [];
  const liking = cueLength(rest, 0, LIKING_CUES);
  if (liking) {
    const object = rest.slice(liking);
    if (!object.some(isWritten)) return [];
    // "Absolutely obsessed with him", "adores her": a person or a pet, told elsewhere by name.
    if (object.length > 0 && object.every((token) => is(token, 'Pronoun'))) return [];
    if (isPastime(object)) return [interestFact(object, spoken())];
    const verb = rest.slice(0, liking);
    // "Loves filter coffee and Murakami novels": a pastime among the things loved is an interest.
    const parts = partsAtAnd(object);
    // "he'd love a new pair of hiking boots" is a wish, whatever it names.
    const isWish = verb.some((token) => token.word === 'would');
    const pastimes = isWish ? [] : parts.map((part) => (isPastime(part) ? interestFact(part, null) : lovedPastimeFact(renderTokens(part))));
    if (pastimes.some((fact) => fact !== null)) {
      return parts.map((part, index) => pastimes[index] ?? factOf('preferences', itemOf([...verb, ...part], true), keyOf(itemOf(part, true))));
    }
    // "Loves his guayaba pastries from the bakery on 8th St and café con leche": too long for one item, one per thing.
    const things = renderTokens(rest).length > ITEM_MAX_LENGTH ? parts : [object];
    const liked = things.map((thing, index) =>
      factOf('preferences', itemOf([...verb, ...thing], true), keyOf(itemOf(thing, true)), index === 0 && things.length === 1 ? spoken() : null),
    );
    // "obsessed with vinyl", "crazy about Bake Off": a passion is an interest too, whatever its object.
    return PASSIONS.has(rest[0]!.word) ? [interestFact(object, null), ...liked] : liked;
  }
  const interest = cueLength(rest, 0, INTEREST_CUES);
  const lead = clause.predicate.slice(0, start);
  // "got into a fight", "got into Oxford": what happened to them, not what they are into.
  const gotInto = rest[0]?.word === 'into' && lead.some((token) => token.root === 'get');
  if (interest && !gotInto) {
    const isAbout = rest[0]?.word === 'into' || rest[0]?.word === 'interested';
    return [isAbout ? interestFact(rest.slice(interest), null) : interestFact(rest, spoken())];
  }
  const course = courseIn(rest);
  if (course) return [interestFact(course, null)];
  // "bouldering at the wall most mornings", "has been throwing pots for 30 years": an activity kept up.
  // "they draw every single day", "still tutors the kids on Wednesdays": what they do again and again.
  const doesOften = is(rest[0], 'Gerund') || (!isCopula && is(rest[0], 'Verb') && is(rest[0], 'PresentTense') && !is(rest[0], 'Auxiliary') && !is(rest[0], 'Modal'));
  // "drive her to Westmead every Tuesday": a habit done for someone is care, not a pastime.
  const forSomeone = OBJECT_PRONOUNS.has(rest[1]?.word ?? '');
  // "guards it like gold", "lies about it every single time": what "it" is was told elsewhere.
  const ofItOnly = rest.slice(1, 3).some((token) => UNNAMED_THINGS.has(token.word));
  // "turns out she's fallen out with Maya": a discovery, not a habit.
  const turnsOut = rest[0]?.root === 'turn' && rest[1]?.word === 'out';
  if (doesOften && keptUp(clause.tokens) && !NOT_HABITS.has(rest[0]!.root) && !TASTE_VERBS.has(rest[0]!.root) && !forSomeone && !ofItOnly && !turnsOut) return [interestFact(rest, spoken())];
  // "raced pigeons for forty years": a pastime kept up for years is theirs, though it is told in the past.
  const keptForYears = rest.some((token) => token.word === 'years' || token.word === 'decades');
  if (!isCopula && is(rest[0], 'PastTense') && PASTIME_VERBS.has(rest[0]!.root) && keptForYears) return [interestFact(rest, spoken())];
  const being = isCopula ? factsOfBeing(rest) : [];
  if (being.length > 0) return being;
  if (clause.predicate.some((token) => TROUBLES.has(token.word))) return [told('challenges', false)];
  if (cueLength(rest, 0, BACKGROUND_CUES)) return [told('personal_attributes', true)];
  // "keeps a sourdough starter on his desk", "reads a crime novel a week": what they do as a habit.
  // "studies data science at NUS": what they study is who they are, as a job is.
  if (!isCopula && rest[0]?.root === 'study' && is(rest[0], 'PresentTense') && rest.length > 1) return [told('personal_attributes', false)];
  // "dead-heads them every morning": what "them" are is told elsewhere.
  // "flies to Kumasi on 18 December": one day, not a habit.
  const onOneDay = rest.some((token) => is(token, 'Date') && ONE_DAY.test(token.word));
  if (!isCopula && isHabit(rest[0], rest[1]) && !OBJECT_PRONOUNS.has(rest[1]?.word ?? '') && !ofItOnly && !turnsOut && !onOneDay) {
    // "drinks litres of green tea", "wears only black": a taste, not a pastime.
    if (TASTE_VERBS.has(rest[0]!.root)) return [factOf('preferences', itemOf(rest, true), keyOf(itemOf(rest.slice(1), true)), spoken())];
    // "only answers WhatsApp voice notes": the one way they will have it.
    if (lead.some((token) => token.word === 'only')) return [factOf('preferences', `Only ${lowerFirst(itemOf(rest, true))}`, keyOf(itemOf(rest.slice(1), true)))];
    return [interestFact(rest, spoken())];
  }
  return [];
}


/** A verb of habit: present tense, said of them ("keeps", "reads"), not a helper or a state. */
function isHabit(token: Token | undefined, next?: Token): boolean {
  if (token === undefined || !is(token, 'PresentTense') || is(token, 'Auxiliary') || is(token, 'Copula') || is(token, 'Modal') || !/s$/.test(token.word)) return false;
  // "keeps complaining", "keeps saying he's fine": a thing said again and again, not a pastime.
  return !NOT_HABITS.has(token.root) && !(token.root === 'keep' && is(next, 'Gerund'));
}

/** "Grandpa's favourite snack is butterscotch", "Mom's knee surgery went well". */
function factsOfPossession(clause: Clause): Fact[] {
  const owned = clause.subject.filter((token) => !is(token, 'Possessive') && !is(token, 'Determiner'));
  const favourite = owned.findIndex((token) => ['favourite', 'favorite', 'fave'].includes(token.word));
  if (favourite >= 0) {
    const { start } = leadOf(clause.predicate);
    const what = renderTokens(owned.slice(favourite + 1));
    const value = renderTokens(withoutTimePhrases(clause.predicate.slice(start)));
    if (!value) return [];
    const text = `Favourite${what ? ` ${what}` : ''}: ${value}`;
    return [factOf('preferences', text, keyOf(value))];
  }
  if (owned.some((token) => BACKGROUND_NOUNS.has(token.word))) {
    const text = itemOf([...owned, ...clause.predicate], false);
    return [factOf('personal_attributes', text, keyOf(text))];
  }
  const namesTrouble = clause.tokens.some(
    (token, index) => TROUBLES.has(token.word) || TROUBLES.has(token.root) || TROUBLES.has(`${token.word} ${clause.tokens[index + 1]?.word ?? ''}`),
  );
  if (!namesTrouble) return [];
  const text = itemOf([...owned, ...clause.predicate], true);
  return [factOf('challenges', text, keyOf(text))];
}

const WE_TO_YOU = new Map([['our', 'your'], ['us', 'you'], ['we', 'you'], ['ourselves', 'yourselves'], ['ours', 'yours']]);

/** "We always grab dumplings after climbing" -> "You always grab dumplings after climbing". */
function factsOfTogether(clause: Clause): Fact[] {
  // "Growing up we shared a room" -> "You shared a room growing up": what comes before "we" says when.
  const weAt = clause.tokens.findIndex((token) => token.word === 'we');
  const afterWe = weAt >= 0 ? clause.tokens.slice(weAt + 1) : clause.predicate;
  const beforeWe = weAt > 0 ? ` ${renderTokens(clause.tokens.slice(0, weAt)).toLowerCase()}` : '';
  // Anything done together tells of the bond; a habit ("still text memes every day") even when compromise misses its verb.
  const tellsSomething = afterWe.some((token) => is(token, 'Verb') || TOGETHER_HABITS.has(token.word));
  if (!tellsSomething) return [];
  const [first] = afterWe;
  const lead = first && !isWritten(first) ? `You ${first.word} ` : 'You ';
  const said = renderTokens(fitTokens(afterWe, ITEM_MAX_LENGTH - beforeWe.length), (token) => WE_TO_YOU.get(token.word) ?? token.text);
  const text = `${lead}${said}${beforeWe}`;
  return [factOf('relationship_insights', text, keyOf(text))];
}

const isCapitalised = (token: Token | undefined): boolean => token !== undefined && /^[A-Z]/.test(token.text);
const isCapitalisedMidSentence = (tokens: readonly Token[], index: number): boolean => index > 0 && isCapitalised(tokens[index]);

function namesSomethingElse(tokens: readonly Token[], index: number): boolean {
  const [before, token, after] = [tokens[index - 1], tokens[index]!, tokens[index + 1]];
  // "Rose Garden", "Soho Theatre": a place's name ends in the word, though "the London Marathon" is a race run.
  if (isCapitalisedMidSentence(tokens, index) && isCapitalisedMidSentence(tokens, index - 1) && !RACES.test(token.word)) return true;
  return wordNamesSomethingElse(before?.word, token.word, after?.word);
}

// The word that makes what follows a dislike: "hates: musicals" (the last word of the clause before).
export const DISLIKE_LEADS = new Set(['hates', 'hate', 'dislikes', 'dislike', 'loathes', 'detests', 'avoids', 'not', 'never', 'no']);

/** "her brother's hurling club", "his son plays football": a pastime of someone around the person. */
function ofSomeoneElse(tokens: readonly Token[], index: number): boolean {
  const before = tokens.slice(0, index).map((token) => token.text).join(' ');
  return isSomeoneElses(before, before.length);
}

/** Pastimes named anywhere in a clause that involves the person ("went hiking with Maya"). */
function pastimesOf(clause: Clause, person: PersonWords, previous: Clause | undefined): Fact[] {
  const involves =
    clause.kind === 'person' || clause.kind === 'possessed' || clause.kind === 'together' || clause.mentionsPerson || clause.tokens.some((token) => THIRD_PERSON.has(token.word)) ||
    // "Bouldering session at the Arch": a note of the person's page that names no one was spent with them.
    (clause.kind === 'me' && !clause.tokens.some((token) => WRITER_WORDS.has(token.word)));
  // "Choir practice runs late on Thursdays", "the astronomy society keeps him going": a clause about
  // the pastime itself, on the person's page, when nobody else's comes before it; compromise may read the
  // pastime as a verb after its first word ("Ice fishing on Houghton Lake planned").
  // Not after "hates:", nor something else doing it ("bus fares climbing").
  const opensOnPastime = (index: number) =>
    clause.kind === 'other' && (index < clause.subject.length || (index === 1 && !is(clause.tokens[0], 'Actor') && !is(clause.tokens[0], 'ProperNoun'))) && !DISLIKE_LEADS.has(previous?.tokens.at(-1)?.word ?? '') &&
    !(clause.tokens[index]!.word.endsWith('ing') && is(clause.tokens[index - 1], 'Plural')) &&
    clause.subject.slice(0, index).every((token) => !is(token, 'Person') && !is(token, 'Possessive'));
  const facts: Fact[] = [];
  const likeness = likenessIn(clause.tokens);
  clause.tokens.forEach((token, index) => {
    if (likeness >= 0 && index > likeness) return;
    const pair = `${token.word} ${clause.tokens[index + 1]?.word ?? ''}`;
    const byPair = interestNamed(pair);
    const named = byPair ?? interestNamed(token.word) ?? interestNamed(token.root);
    if (!named) return;
    // "carnatic violin": the pastime's head word names it, the word before says which kind.
    const next = clause.tokens[index + 1];
    if (!byPair && next && (interestNamed(next.word) ?? interestNamed(next.root)) === named) return;
    // "Gethin's been cooking for her": what someone else named does.
    const othersDoing = index >= clause.subject.length && isSomeoneNamed(clause) && !opensOnPastime(index);
    // "hates football": no pastime of theirs; "isla's reading", "dad's golf": someone else's.
    const isDisliked = DISLIKE_LEADS.has(clause.tokens[index - 1]?.word ?? '');
    // ("isla's reading" is read as "isla is reading": someone else doing it.)
    const [doer, owner] = [clause.tokens[index - 2], clause.tokens[index - 1]];
    const isOthers = owner !== undefined && (/['’]s$/.test(owner.text) ? !refersToPerson(owner, person) : owner.word === 'is' && is(doer, 'Person') && !refersToPerson(doer!, person));
    if (!(involves || opensOnPastime(index)) || isDisliked || isOthers || othersDoing || refersToPerson(token, person) || ofSomeoneElse(clause.tokens, index) || namesSomethingElse(clause.tokens, index)) return;
    // "horror movies", "sci-fi books", "Nollywood films": the word before says which kind (a name
    // mid-sentence too, not one that opens it, nor the last word of a longer one: "West End musicals").
    const before = clause.tokens[index - 1];
    const kind = !byPair && before && !(isCapitalisedMidSentence(clause.tokens, index - 1) && isCapitalisedMidSentence(clause.tokens, index - 2)) && (is(before, 'Adjective') || is(before, 'Noun')) && !is(before, 'Pronoun') && !is(before, 'Possessive') && !is(before, 'Determiner') && !is(before, 'Value') && !(is(before, 'ProperNoun') && index - 1 === 0) && !refersToPerson(before, person) && isWritten(before) && /^[a-z][a-z-]+$/.test(before.word) && !LIKING_WORDS.has(before.word);
    // "danced with Papà": a verb known by its root is told by the pastime's name, not as "danced".
    const byRootOnly = !byPair && !interestNamed(token.word) && !is(token, 'Noun');
    // "Jiu-jitsu" keeps its hyphen as written.
    const told = byPair && token.post === '-' ? pair.replace(' ', '-') : pair;
    facts.push(byRootOnly ? pastimeFact(named) : pastimeFact(named, byPair ? told : kind ? `${before.word} ${token.word}` : token.word));
  });
  return facts;
}

/** "the teacher says Lily is really kind": what someone else says of the person, as if said of them. */
function toldByOthers(clause: Clause, person: PersonWords): Clause | null {
  if (clause.kind !== 'other' && clause.kind !== 'me') return null;
  const { predicate } = clause;
  if (!TELLING.has(predicate[0]?.root ?? '') || !predicate[1] || !refersToPerson(predicate[1], person)) return null;
  const verb = predicate.findIndex((token, index) => index > 1 && is(token, 'Verb'));
  if (verb < 0) return null;
  return { ...clause, subject: predicate.slice(1, verb), predicate: predicate.slice(verb), kind: 'person', mentionsPerson: true };
}


/**
 * "took her swimming for the first time", "I pop in for tea on Sundays": what the writer does with
 * the person, or does as a habit in a memory about them, is part of their relationship.
 */
function factsOfMine(clause: Clause, person: PersonWords): Fact[] {
  if (isInstruction(clause)) return [];
  const withThem = clause.predicate.some((token) => OBJECT_PRONOUNS.has(token.word) || refersToPerson(token, person));
  const habitual = clause.tokens.some((token) => TOGETHER_HABITS.has(token.word) || (is(token, 'Date') && is(token, 'Plural')));
  const said = clause.predicate.filter((token, index) => index > 0 || isWritten(token));
  if (!(withThem || habitual) || !said.some((token) => is(token, 'Verb'))) return [];
  const tail = renderTokens(fitTokens(said, ITEM_MAX_LENGTH - 4), (token) => (token.word === 'my' ? 'your' : token.word === 'me' ? 'you' : token.text));
  const text = `You ${tail.charAt(0).toLowerCase()}${tail.slice(1)}`;
  return [factOf('relationship_insights', text, keyOf(text))];
}

/** ", like every junior doctor I know", "like a pro": a comparison after a comma tells no fact of its own. */
const isComparison = (clause: Clause): boolean => clause.subject.length === 0 && clause.predicate[0]?.word === 'like' && COMPARED_TO.has(clause.predicate[1]?.word ?? '');

/** Everything a memory tells about the person, each fact once. */
export function extractFacts(clauses: readonly Clause[], person: PersonWords, reader: Reader): Fact[] {
  const facts = clauses.flatMap((given, index) => {
    if (isComparison(given)) return [];
    const clause = toldByOthers(given, person) ?? given;
    const told =
      clause.kind === 'person' ? factsOfPerson(clause, reader, person)
      : clause.kind === 'possessed' ? factsOfPossession(clause)
      : clause.kind === 'together' ? factsOfTogether(clause)
      : clause.kind === 'me' ? factsOfMine(clause, person)
      : healthTold(clause).concat(doneForThem(clause));
    const { start, isCopula } = leadOf(clause.predicate);
    const unplaced = told.length === 0 && (clause.kind === 'person' || clause.kind === 'possessed')
      ? unplacedFacts(clause, clause.predicate.slice(start), isCopula, clauses[index - 1])
      : [];
    return [...told, ...unplaced, ...pastimesOf(clause, person, clauses[index - 1])];
  });
  // Each fact once: the first telling, unless a later one names the pastime by its own word ("bass" after "band").
  const kept = new Map<string, Fact>();
  for (const fact of facts) {
    const id = `${fact.list}:${fact.key}`;
    const first = kept.get(id);
    if (fact.text !== '' && (!first || (isBareName(first) && !isBareName(fact)))) kept.set(id, fact);
  }
  return [...kept.values()];
}
