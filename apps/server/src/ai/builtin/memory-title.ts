import { GENERATED_TITLE_MAX_LENGTH, type MemoryCategory } from '@kindred/core/ai';
import { onlyFrames, refersToPerson, type Clause } from './clauses';
import type { Reader, Token } from './nlp';
import type { PersonWords } from './person-words';
import { withoutTimePhrases } from './time-phrases';
import { cleanWord } from './tidy-sentences';
import { capitalise, fitTokens, is, isWritten, renderTokens } from './tokens';
import { firstNameOf } from './voice';

// Life events told with a verb, named with a noun: "Sam got promoted to team lead" -> "Sam's promotion to team lead".
const EVENT_NOUNS = new Map([
  ['promote', 'promotion'], ['graduate', 'graduation'], ['retire', 'retirement'], ['engage', 'engagement'],
  ['marry', 'wedding'], ['propose', 'proposal'], ['move', 'move'], ['relocate', 'move'], ['resign', 'resignation'],
]);
// Nouns for an occasion: "Threw a surprise party for Rachel" is titled by the party itself.
const OCCASIONS = new Set([
  'party', 'trip', 'dinner', 'lunch', 'brunch', 'breakfast', 'class', 'concert', 'game', 'show', 'wedding', 'anniversary',
  'celebration', 'reunion', 'picnic', 'barbecue', 'bbq', 'ceremony', 'festival', 'match', 'date', 'visit', 'holiday',
  'vacation', 'hike', 'walk', 'call', 'chat', 'talk', 'recital', 'exhibition', 'tournament', 'race',
]);
const GIVING = new Set(['give', 'get', 'buy', 'make']);
const TELLING = new Set(['tell', 'say', 'mention', 'text', 'write']);
const MOVING = new Set(['go', 'spend']);
// Words a title leaves out: they colour a sentence and add nothing to a name for it.
const COLOURING = new Set(['finally', 'officially', 'just', 'really', 'actually', 'literally', 'totally', 'again', 'so', 'basically', 'honestly', 'omg']);
const FILLER = new Set(['lol', 'lmao', 'haha', 'hahaha', 'wow', 'yay', 'omg']);

const synthetic = (text: string): Token => ({ text, word: text.toLowerCase(), root: text.toLowerCase(), tags: new Set(['Synthetic']), pre: '', post: ' ' });

// "went camping": compromise may read the -ing word as a noun after a verb of going or spending.
const isGerund = (token: Token | undefined): boolean => is(token, 'Gerund') || (token !== undefined && /^[a-z]{3,}ing$/.test(token.word));

const isAuxiliary = (token: Token | undefined): boolean => is(token, 'Auxiliary');

function withoutColour(tokens: readonly Token[]): Token[] {
  return tokens.filter((token) => !COLOURING.has(token.word) && !FILLER.has(token.word) && !is(token, 'Emoji') && !is(token, 'Emoticon'));
}

/** The noun phrase starting at `start`: determiners, adjectives, numbers, nouns. */
function nounPhraseEnd(tokens: readonly Token[], start: number): number {
  let end = start;
  while (end < tokens.length) {
    const token = tokens[end]!;
    const isPart = is(token, 'Determiner') || is(token, 'Possessive') || is(token, 'Adjective') || is(token, 'Value') || (is(token, 'Noun') && !is(token, 'Pronoun'));
    if (!isPart || (end > start && is(token, 'Determiner'))) break;
    end += 1;
  }
  return end;
}

const dropArticle = (tokens: readonly Token[]): Token[] => (['a', 'an', 'the'].includes(tokens[0]?.word ?? '') ? tokens.slice(1) : [...tokens]);

/** "Went hiking in Yosemite", "Threw a party", "Got Emma a camera": the writer's own doings, named. */
function titleOfDoing(tokens: readonly Token[], category: MemoryCategory, reader: Reader): Token[] {
  const [verb] = tokens;
  if (!verb) return [];
  let rest = 1;
  if (MOVING.has(verb.root)) {
    while (rest < tokens.length && !isGerund(tokens[rest]) && !is(tokens[rest], 'Preposition') && rest < 5) rest += 1;
    if (isGerund(tokens[rest])) {
      const gerund = tokens.slice(rest);
      const place = gerund.findIndex((token, index) => index > 0 && is(token, 'ProperNoun'));
      const isTrip = category === 'Travel' && place === 2 && ['in', 'at', 'to'].includes(gerund[1]!.word);
      return isTrip ? [gerund[0]!, synthetic('trip'), synthetic('to'), ...gerund.slice(2)] : gerund;
    }
    if (tokens[1]?.word === 'to' && OCCASIONS.has(tokens[nounPhraseEnd(tokens, 2) - 1]?.root ?? '')) return dropArticle(tokens.slice(2));
  }
  if (GIVING.has(verb.root) && (is(tokens[1], 'Person') || is(tokens[1], 'ProperNoun'))) {
    const thingEnd = nounPhraseEnd(tokens, 2);
    if (thingEnd > 2) return [...dropArticle(tokens.slice(2, thingEnd)), synthetic('for'), tokens[1]!];
  }
  const objectEnd = nounPhraseEnd(tokens, 1);
  if (objectEnd > 1 && OCCASIONS.has(tokens[objectEnd - 1]!.root)) return dropArticle(tokens.slice(1));
  // "Grete cannot stand marzipan": a capitalised word before a helper verb is someone's name, not a verb.
  // "Type 2 diabetic": a word before a number names a kind, not something done.
  if (/^\p{Lu}/u.test(verb.text) && (is(tokens[1], 'Modal') || is(tokens[1], 'Auxiliary') || (/^\d/.test(tokens[1]?.word ?? '') && !is(tokens[2], 'Plural')))) return [...tokens];
  const gerund = reader.conjugate(verb.root).Gerund;
  return gerund ? [synthetic(gerund), ...tokens.slice(1)] : [...tokens];
}

/** The subject as an owner: "Sam" -> "Sam's", "she" -> "Maya's". */
function ownerOf(subject: readonly Token[], person: PersonWords): Token[] {
  if (subject.length === 1 && ['he', 'she'].includes(subject[0]!.word)) return [synthetic(`${firstNameOf(person.name)}'s`)];
  const last = subject.at(-1)!;
  return [...subject.slice(0, -1), { ...last, text: `${last.text}'s`, post: ' ' }];
}

/** "she's been" -> "Maya's been", "he'd love" -> "Leo would love": the person named. */
function namePronoun(tokens: readonly Token[], person: PersonWords): Token[] {
  const [first, hidden] = tokens;
  if (!first || !['he', 'she'].includes(first.word)) return [...tokens];
  const name = firstNameOf(person.name);
  if (!hidden || isWritten(hidden)) return [synthetic(name), ...tokens.slice(1)];
  // "'s" may be "is" or "has"; kept as written, it is right either way.
  const isShort = hidden.word === 'is' || hidden.word === 'has';
  return isShort ? [synthetic(`${name}'s`), ...tokens.slice(2)] : [synthetic(name), synthetic(hidden.word), ...tokens.slice(2)];
}

/** "Sam got promoted to team lead", "Alicia had her big presentation", "Tara told me she's...". */
function titleOfStatement(clause: Clause, person: PersonWords): Token[] {
  const { subject } = clause;
  const predicate = withoutColour(clause.predicate);
  let head = 0;
  while (isAuxiliary(predicate[head]) && head < predicate.length - 1) head += 1;
  const verb = predicate[head];
  if (!verb) return [...clause.tokens];
  const aboutSomeone = clause.kind === 'person' || clause.kind === 'together' || is(subject.at(-1), 'Person');
  const eventNoun = EVENT_NOUNS.get(verb.root);
  if (eventNoun && aboutSomeone && subject.length > 0) {
    const rest = predicate.slice(head + 1);
    const from = rest.findIndex((token) => is(token, 'Preposition') || token.word === 'to');
    // "Maya got engaged to Tom" -> "Engaged to Tom": the word the memory uses names it best.
    if (eventNoun === 'engagement' && from >= 0 && is(rest[from + 1], 'Person')) return [synthetic('Engaged'), ...rest.slice(from)];
    if (eventNoun === 'wedding') return [...ownerOf(subject, person), synthetic('wedding'), ...(is(rest[0], 'Person') ? [synthetic('to'), rest[0]!] : [])];
    // The person's own news in the memory's own word: "Sam got promoted to team lead" -> "Promoted to team lead";
    // someone else's keeps its owner: "Tom's promotion".
    const isThePerson = subject.some((token) => refersToPerson(token, person)) || (subject.length === 1 && ['he', 'she'].includes(subject[0]!.word));
    if (isThePerson && /^[a-z]+ed$/.test(verb.word) && eventNoun !== 'wedding' && eventNoun !== 'move') {
      return [synthetic(capitalise(verb.word)), ...(from >= 0 ? rest.slice(from) : [])];
    }
    return [...ownerOf(subject, person), synthetic(eventNoun), ...(from >= 0 ? rest.slice(from) : [])];
  }
  if (verb.root === 'have' && is(predicate[head + 1], 'Possessive') && subject.length > 0 && aboutSomeone) {
    return [...ownerOf(subject, person), ...predicate.slice(head + 2)];
  }
  if (TELLING.has(verb.root)) {
    let start = head + 1;
    while (['me', 'us', 'that'].includes(predicate[start]?.word ?? '')) start += 1;
    const told = predicate.slice(start);
    if (['he', 'she'].includes(told[0]?.word ?? '') && told.some((token) => is(token, 'Verb'))) return namePronoun(told, person);
  }
  return namePronoun([...subject, ...predicate], person);
}

const TALKING = new Set(['talk', 'chat', 'discuss', 'speak', 'open']);

/** "Priya and I talked for hours about whether she should move to Mumbai" -> "Talk about whether she should move to Mumbai". */
function talkTitle(clause: Clause): Token[] | null {
  const verb = clause.predicate.findIndex((token) => TALKING.has(token.root));
  if (verb < 0) return null;
  const about = clause.predicate.findIndex((token, index) => index > verb && token.word === 'about');
  if (about < 0 || about > verb + 8 || clause.predicate.length - about < 3) return null;
  return [synthetic('Talk'), ...withoutTimePhrases(clause.predicate.slice(about))];
}

/** "His vet visit" after "Milo, Sarah's beagle, had...": the owner is the name told before it. */
function ownedBy(title: Token[], clauses: readonly Clause[], lead: Clause): Token[] {
  if (!['his', 'her', 'their'].includes(title[0]?.word ?? '') || lead.subject.length > 0) return title;
  const before = clauses.slice(0, clauses.indexOf(lead)).flatMap((clause) => clause.tokens);
  const owner = before.find((token) => is(token, 'ProperNoun') && !is(token, 'Possessive'));
  return owner ? [synthetic(`${owner.text.replace(/[^\p{L}'-]/gu, '')}'s`), ...title.slice(1)] : title;
}

const GATHERINGS = new Set(['session', 'coffee', 'lunch', 'dinner', 'breakfast', 'brunch', 'call', 'chat', 'catch-up', 'meeting', 'mtg', 'drinks', 'tea', 'walk', 'visit', '1:1', 'zoom', 'facetime']);

/** "Session with Wanjiru", "Coffee w/ Kev": a note that only says whom the writer met, before what happened. */
function onlyMeets(clause: Clause): boolean {
  const written = clause.tokens.filter(isWritten);
  return clause.predicate.length === 0 && written.length <= 5 && GATHERINGS.has(written[0]?.word ?? '') && written.some((token) => token.word === 'with');
}

/** The clause that says what the memory is about: the first with a verb or a few words, past one that only frames the next. */
function leadClause(clauses: readonly Clause[]): Clause | undefined {
  const telling = clauses.filter((clause) => clause.predicate.length > 0 || clause.tokens.filter(isWritten).length >= 3);
  const [first, second] = telling;
  const isFrame = (clause: Clause) => onlyFrames(clause) || (onlyMeets(clause) && second!.predicate.length > 0);
  return (first && second && isFrame(first) ? second : first) ?? clauses[0];
}

/**
 * A short, specific title (at most 60 characters, whole words only) built from the first thing
 * the memory says: "Hiking trip to Yosemite with Maya", "Sam's promotion to team lead".
 */
export function titleOf(clauses: readonly Clause[], category: MemoryCategory, person: PersonWords, reader: Reader): string {
  const clause = leadClause(clauses);
  const fallback = `A moment with ${person.name}`;
  if (!clause) return fitText(fallback);
  const tokens = withoutColour(withoutTimePhrases(clause.tokens));
  const isDiaryVerb = is(tokens[0], 'Verb') || (clause === clauses[0] && /^[a-z]{3,}ed$/.test(tokens[0]?.word ?? ''));
  const startsWithVerb = isDiaryVerb && !isAuxiliary(tokens[0]) && !clause.subject.some((token) => tokens.includes(token) && !is(token, 'Adjective'));
  const talk = talkTitle(clause);
  const doing = startsWithVerb ? titleOfDoing(tokens, category, reader) : titleOfStatement({ ...clause, predicate: withoutTimePhrases(clause.predicate) }, person);
  const titled = talk ?? ownedBy(doing, clauses, clause);
  const replace = (token: Token) => (is(token, 'Synthetic') ? token.text : cleanWord(token, person.spelling));
  // "I met Maya at the market" -> "Met Maya at the market": a title leaves the writer out.
  const unsigned = titled[0]?.word === 'i' && titled.length > 2 ? titled.slice(1) : titled;
  const title = capitalise(renderTokens(fitTokens(unsigned, GENERATED_TITLE_MAX_LENGTH, replace), replace));
  if (title.includes(' ')) return title;
  // One word names little on its own: "Christmas" becomes "Christmas with Aunt Carol", and what
  // the person did says who did it ("Dad retired on Friday" -> "Kwame retired").
  const isWord = /\p{L}/u.test(title) && title.toLowerCase() !== person.name.toLowerCase();
  if (isWord && clause.kind === 'person' && is(clause.predicate[0], 'PastTense') && title.toLowerCase() === clause.predicate[0]!.word) return fitText(`${firstNameOf(person.name)} ${title.toLowerCase()}`);
  return fitText(isWord ? `${title} with ${person.name}` : fallback);
}

/** Whole words of `text` within the title length. */
function fitText(text: string): string {
  const words = text.split(' ');
  let title = '';
  for (const word of words) {
    const next = title ? `${title} ${word}` : word;
    if (next.length > GENERATED_TITLE_MAX_LENGTH) break;
    title = next;
  }
  return title || 'A memory';
}
