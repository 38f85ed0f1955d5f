import type { MemoryCategory } from '@kindred/core/ai';
import { CATEGORY_CUES, CATEGORY_WORD_PARTS, NEUTRAL_PHRASES, NOT_GIVEN } from './category-cues';
import { PASTIME_WORDS } from './interest-words';
import { refersToPerson } from './clauses';
import type { Sentence, Token } from './nlp';
import type { PersonWords } from './person-words';
import { is } from './tokens';

type Scored = Exclude<MemoryCategory, 'General'>;

interface Cue {
  words: readonly string[];
  /** The part of speech a word must have to count ("present" the noun, not "presented" the figures), by position. */
  tags: readonly (string | undefined)[];
  category: Scored | null;
  weight: number;
}

// When two categories score the same, the more specific one wins.
const PRIORITY: readonly Scored[] = ['Milestone', 'Celebration', 'Gift', 'Health', 'Work', 'Travel', 'Food & Drink', 'Hobby', 'Conversation', 'Family'];
// The first sentence usually says what the memory is about.
const LEAD_SENTENCE_FACTOR = 1.5;
const FIRST_CLAUSE_FACTOR = 1.3;
const MIN_SCORE = 2;
// Nearly every memory tells of someone saying something ("mentioned", "has opinions"): a memory is a
// conversation only when talk is what it is about.
const MIN_SCORE_OF: Partial<Record<Scored, number>> = { Conversation: 3 };
const PLACE_WEIGHT = 1;
const GIVING = new Set(['give', 'gave', 'got', 'get', 'buy', 'bought', 'send', 'sent', 'make', 'made', 'knit', 'knitted', 'sew', 'sewed', 'crochet', 'crocheted', 'bake', 'baked', 'paint', 'painted', 'draw', 'drew']);
// Words after these say where or when ("at dinner", "after work", "for our anniversary"): the
// setting of a memory, which counts half as much as what happened in it.
// "about" joins them: what a talk or a feeling is about is its topic, not what happened.
const SETTING = new Set(['at', 'in', 'on', 'after', 'before', 'during', 'near', 'around', 'for', 'from', 'over', 'by', 'through', 'about']);
const SETTING_FACTOR = 0.5;
// A clause opened by these ("while I was moving house") is background to the main one, up to the next comma.
const SUBORDINATE = new Set(['while', 'whilst', 'because', 'since', 'although', 'though', 'when', 'whereas']);

const normalWord = (word: string): string => word.toLowerCase().replace(/'s$/, '');

/**
 * A cue written "present:Noun" counts only where compromise tags that word a noun. compromise reads
 * "on-call" as two words, so a cue's hyphens part its words too.
 */
function cueOf(phrase: string, category: Scored | null, weight: number): Cue {
  const parts = phrase.split(/[ -]/).map((part) => part.split(':') as [string, string?]);
  return { words: parts.map(([word]) => normalWord(word)), tags: parts.map(([, tag]) => tag), category, weight };
}

let cueIndex: Map<string, Cue[]> | undefined;

function addCue(cue: Cue): void {
  const list = cueIndex!.get(cue.words[0]!) ?? [];
  if (!list.some((other) => other.words.join(' ') === cue.words.join(' '))) cueIndex!.set(cue.words[0]!, [...list, cue]);
}

/** Cues by their first word, longest first, built once. */
function cuesByFirstWord(): Map<string, Cue[]> {
  if (cueIndex) return cueIndex;
  cueIndex = new Map();
  for (const phrase of NEUTRAL_PHRASES) addCue(cueOf(phrase, null, 0));
  for (const category of PRIORITY) {
    for (const [weight, phrases] of Object.entries(CATEGORY_CUES[category])) for (const phrase of phrases) addCue(cueOf(phrase, category, Number(weight)));
  }
  // A word for a pastime ("jigsaw", "crochet") is a strong hobby cue, unless a category already claims it ("hiking").
  for (const phrase of PASTIME_WORDS) addCue(cueOf(phrase, 'Hobby', 3));
  for (const list of cueIndex.values()) list.sort((a, b) => b.words.length - a.words.length);
  return cueIndex;
}

/** A word of the person's name as the user wrote it ("Aunt" in "Aunt Carol"), or one that refers to them. */
const isPersonName = (token: Token, person: PersonWords): boolean => refersToPerson(token, person) || person.spelling.has(normalWord(token.word));

const matchesWord = (token: Token | undefined, word: string, tag: string | undefined): boolean =>
  token !== undefined && (normalWord(token.word) === word || token.root === word || normalWord(token.text) === word) && (tag === undefined || is(token, tag));

function matchesAt(tokens: Sentence, start: number, cue: Cue): boolean {
  return cue.words.every((word, offset) => matchesWord(tokens[start + offset], word, cue.tags[offset]));
}

/** The category a single word points to by its family ("hospitalised", "tonsillitis", "oncologist"), if any. */
function wordFamilyOf(token: Token): { category: Scored; weight: number } | undefined {
  const word = normalWord(token.word);
  if (word.length < 5) return undefined;
  for (const category of PRIORITY) {
    for (const [weight, parts] of Object.entries(CATEGORY_WORD_PARTS[category] ?? {})) {
      if (parts.some((part) => (part.startsWith('-') ? word.endsWith(part.slice(1)) : word.startsWith(part)))) return { category, weight: Number(weight) };
    }
  }
  return undefined;
}

/** "Grandma's 85th", "her 7th!": an age owned by someone, with nothing after it, is their birthday ("our first year" is not). */
const isOwnedOrdinal = (tokens: Sentence, index: number): boolean =>
  /^\d+(st|nd|rd|th)$/.test(tokens[index]?.word ?? '') && is(tokens[index - 1], 'Possessive') && !is(tokens[index + 1], 'Noun') && !is(tokens[index + 1], 'Month');

/** "gave her a lift" gives nothing: giving followed by one of those objects does not count. */
function isFigureOfSpeech(tokens: Sentence, start: number): boolean {
  // "gave me a hand-painted scarf": a word of a hyphenated one is no object of its own.
  return tokens.slice(start + 1, start + 5).some((token) => !is(token, 'Hyphenated') && (NOT_GIVEN.has(token.root) || NOT_GIVEN.has(token.word)));
}

/** "bought Grandma a photo frame", "got him Wingspan": giving someone something. */
function isGivingSomeone(tokens: Sentence, index: number): boolean {
  const [verb, receiver, thing] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (!verb || !GIVING.has(verb.root) || !is(verb, 'Verb') || !receiver || !thing) return false;
  // "made her famous paella": "her" before a description owns the thing; "got her a scarf" gives it.
  const isOwner = receiver.word === 'her' && !is(thing, 'Determiner') && !is(thing, 'Value');
  const isReceiver = !isOwner && (is(receiver, 'Person') || is(receiver, 'ProperNoun') || ['him', 'her', 'them', 'me', 'us'].includes(receiver.word));
  const isThing = is(thing, 'Determiner') || is(thing, 'Possessive') || is(thing, 'Adjective') || (is(thing, 'Noun') && !is(thing, 'Pronoun'));
  return isReceiver && isThing && !isFigureOfSpeech(tokens, index);
}

const GIVING_SOMEONE_WEIGHT = 3;
const STAY_WEIGHT = 3;
const STAY_LENGTHS = new Set(['week', 'weekend', 'day', 'night', 'month', 'fortnight', 'weeks', 'days', 'nights', 'months']);
const OWNED_ORDINAL_WEIGHT = 3;
const HOLIDAY_WEIGHT = 2;

const AWAY = new Set(['in', 'at', 'around', 'across', 'through', 'touring', 'exploring']);

/** "a week in Crete", "three nights at the coast", "a fortnight around Japan": a stay somewhere named. */
function isStayingSomewhere(tokens: Sentence, index: number): boolean {
  if (!STAY_LENGTHS.has(tokens[index]?.root ?? '') || !is(tokens[index], 'Noun')) return false;
  const after = tokens.slice(index + 1, index + 5);
  return AWAY.has(after[0]?.word ?? '') && after.slice(1).some((token) => is(token, 'ProperNoun') || is(token, 'Place'));
}

function scoreSentence(tokens: Sentence, person: PersonWords, factor: number, scores: Map<Scored, number>): void {
  let inSetting = false;
  let inSubordinate = false;
  // The first clause of the memory says what it is about ("Had Thai dinner with Leo, he told me work...").
  let inFirstClause = factor === LEAD_SENTENCE_FACTOR;
  const add = (category: Scored, weight: number) =>
    scores.set(
      category,
      (scores.get(category) ?? 0) + weight * factor * (inSetting || inSubordinate ? SETTING_FACTOR : 1) * (inFirstClause ? FIRST_CLAUSE_FACTOR : 1),
    );
  let index = 0;
  let placed = false;
  while (index < tokens.length) {
    const token = tokens[index]!;
    // A setting runs from its preposition to the next verb, conjunction or comma.
    // "on-call" is one word, not a setting.
    if (SETTING.has(token.word) && is(token, 'Preposition') && !is(token, 'Hyphenated')) inSetting = true;
    else if (is(token, 'Verb') || is(token, 'Conjunction')) inSetting = false;
    if (/[,;:]/.test(tokens[index - 1]?.post ?? '')) {
      inFirstClause = false;
      inSetting = SETTING.has(token.word) && is(token, 'Preposition');
      inSubordinate = false;
    }
    if (SUBORDINATE.has(token.word) && index > 0) inSubordinate = true;
    if (isStayingSomewhere(tokens, index)) {
      add('Travel', STAY_WEIGHT);
      index += 1;
      continue;
    }
    if (isGivingSomeone(tokens, index)) {
      add('Gift', GIVING_SOMEONE_WEIGHT);
      index += 2;
      continue;
    }
    // Naming the person says who the memory is about, not what: "Mom" is no family cue in a memory about Mom.
    const candidates = isPersonName(token, person) ? [] : [normalWord(token.word), token.root, normalWord(token.text)];
    const cue = [...new Set(candidates)]
      .flatMap((word) => cuesByFirstWord().get(word) ?? [])
      .sort((a, b) => b.words.length - a.words.length)
      .find((candidate) => matchesAt(tokens, index, candidate) && !(candidate.category === 'Gift' && GIVING.has(candidate.words[0]!) && isFigureOfSpeech(tokens, index)));
    if (cue) {
      // "for her birthday", "for Christmas" after a gift says what the present is for, not where it happened.
      if (cue.category === 'Gift' && cue.words[0] === 'for') inSetting = false;
      if (cue.category) add(cue.category, cue.weight);
      index += cue.words.length;
      continue;
    }
    if (isOwnedOrdinal(tokens, index)) add('Celebration', OWNED_ORDINAL_WEIGHT);
    else if (is(token, 'Holiday') && !isPersonName(token, person)) add('Celebration', HOLIDAY_WEIGHT);
    const family = isPersonName(token, person) ? undefined : wordFamilyOf(token);
    if (family) add(family.category, family.weight);
    // A place hints at travel once, however many words its name takes ("Elm Street", "Lake Travis").
    if (is(token, 'Place') && !refersToPerson(token, person) && !placed) {
      add('Travel', PLACE_WEIGHT);
      placed = true;
    }
    index += 1;
  }
}

const TOLD_NOTHING = /\b(?:about nothing|nothing much|nothing new|nothing major|nothing in particular)\b/;

/** The category a reader would file the memory under; General when no cue is strong enough. */
export function categorise(sentences: readonly Sentence[], person: PersonWords): MemoryCategory {
  const scores = new Map<Scored, number>();
  sentences.forEach((tokens, index) => scoreSentence(tokens, person, index === 0 ? LEAD_SENTENCE_FACTOR : 1, scores));
  let best: Scored | null = null;
  for (const category of PRIORITY) {
    const score = scores.get(category) ?? 0;
    if (score >= (MIN_SCORE_OF[category] ?? MIN_SCORE) && (best === null || score > (scores.get(best) ?? 0))) best = category;
  }
  // "chatted about nothing for 20 mins", "nothing much new": a catch-up that says it told nothing.
  if (best === 'Conversation' && sentences.some((tokens) => TOLD_NOTHING.test(tokens.map((token) => token.word).join(' ')))) return 'General';
  return best ?? 'General';
}
