import {
  BIRTH_VERB,
  CONTRACTION,
  EVENT_NOUN_RUN,
  EVENT_VERB,
  FAMILY_WORD,
  MODIFIER,
  STOP_WORD,
  TAIL_PREPOSITION,
} from './event-words';
import type { NearCue, Span } from './text-spans';

/** Words of the text that name what happened: an occasion ("surgery") or a verb ("moved"). */
export interface EventCue extends Span {
  /** The words as written, single-spaced. */
  words: string;
  isOccasion: boolean;
}

const MAX_DESCRIPTION_LENGTH = 60;
const MAX_TAIL_WORDS = 3;
const MAX_MODIFIERS = 2;
const CONTEXT_CHARS = 80;
// Words of a description never cross a clause: a comma, a colon, a bracket, a sentence end
// (but not the dot of "St. Mary's" or "Dr. Lee").
const CLAUSE_BREAK = /[,;:!?()"\n]|(?<!\b(?:St|Dr|Mt|Mr|Mrs|Ms|Jr|Sr))\.(?=\s|$)/g;
const WORD = /^[\p{L}][\p{L}'.&-]*$/u;
const ARTICLE = /^(?:the|a|an)$/i;
const TIME_OF_DAY = /^(?:morning|afternoon|evening|night|lunchtime)$/i;
const DAY_WORD = /^(?:(?:sun|mon|tues|wednes|thurs|fri|satur)day|today|tomorrow|yesterday)$/i;

function wordsBefore(text: string, position: number): string[] {
  const slice = text.slice(Math.max(0, position - CONTEXT_CHARS), position);
  let clauseStart = 0;
  for (const breakAt of slice.matchAll(CLAUSE_BREAK)) clauseStart = breakAt.index + breakAt[0].length;
  return slice.slice(clauseStart).split(/\s+/).filter(Boolean);
}

function wordsAfter(text: string, position: number): string[] {
  const slice = text.slice(position, position + CONTEXT_CHARS);
  const breakAt = slice.search(CLAUSE_BREAK);
  return slice.slice(0, breakAt >= 0 ? breakAt : undefined).split(/\s+/).filter(Boolean);
}

const isContentWord = (word: string): boolean => WORD.test(word) && !STOP_WORD.test(word);
const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);

/** "to Japan", "at St. Mary's", "with the Johnsons"; with `object`, also a direct object ("kindergarten"). */
function tailOf(words: readonly string[], object: boolean): string[] {
  let i = 0;
  const head: string[] = [];
  if (words[0] !== undefined && TAIL_PREPOSITION.test(words[0])) {
    head.push(words[0]);
    i = 1;
    if (words[1] !== undefined && ARTICLE.test(words[1])) head.push(words[i++]!);
  } else if (!object) {
    return [];
  }
  const content: string[] = [];
  while (content.length < MAX_TAIL_WORDS && words[i] !== undefined && isContentWord(words[i]!)) {
    content.push(words[i++]!);
  }
  return content.length > 0 ? [...head, ...content] : [];
}

// "knee surgery", "Disney trip"; not "booked trip" or "amazing trip", and not a capitalised word
// opening the clause, which is most likely just the sentence's first word.
function isModifier(word: string, opensClause: boolean): boolean {
  if (MODIFIER.test(word)) return true;
  if (!isContentWord(word)) return false;
  return isCapitalised(word) ? !opensClause : !/(?:ing|ed|ly)$/i.test(word);
}

/** The possessor and modifiers before an occasion: "Sarah's 30th" of "Sarah's 30th birthday". */
function leadOf(words: readonly string[]): string[] {
  const lead: string[] = [];
  let i = words.length - 1;
  while (lead.length < MAX_MODIFIERS && i >= 0 && isModifier(words[i]!, i === 0)) lead.unshift(words[i--]!);
  // "Friday night dinner": the time of day goes with the day the date took, not with what happened.
  if (lead.length > 0 && TIME_OF_DAY.test(lead[0]!) && DAY_WORD.test(words[i] ?? '')) return lead.slice(1);
  const possessor = words[i];
  const isPossessor = possessor !== undefined && /^[\p{L}-]+'s$/u.test(possessor) && !CONTRACTION.test(possessor);
  if (isPossessor) lead.unshift(possessor);
  return lead;
}

/** Who did it, when the text names them: "Grandpa", "Sarah", or "we". */
function subjectOf(words: readonly string[]): string | null {
  const word = words.at(-1);
  if (word === undefined) return null;
  if (/^we$/i.test(word) || FAMILY_WORD.test(word)) return word;
  return isCapitalised(word) && isContentWord(word) ? word : null;
}

/** Capitalised, single-spaced, at most 60 characters cut at a word. */
function tidy(words: readonly string[]): string {
  let text = words.join(' ').replace(/\s+/g, ' ').replace(/[\s-]+$/, '');
  if (text.length > MAX_DESCRIPTION_LENGTH) {
    const cut = text.lastIndexOf(' ', MAX_DESCRIPTION_LENGTH);
    text = text.slice(0, cut > 0 ? cut : MAX_DESCRIPTION_LENGTH);
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeOccasion(text: string, cue: EventCue): string {
  const lead = leadOf(wordsBefore(text, cue.start));
  const tail = tailOf(wordsAfter(text, cue.end), false);
  return tidy([...lead, cue.words, ...tail]);
}

function describeVerb(text: string, cue: EventCue): string {
  const subject = subjectOf(wordsBefore(text, cue.start));
  if (BIRTH_VERB.test(cue.words)) {
    const isName = subject !== null && !/^we$/i.test(subject);
    return isName ? `${tidy([subject])}'s birthday` : 'Birthday';
  }
  const tail = /^turn/i.test(cue.words) ? [] : tailOf(wordsAfter(text, cue.end), true);
  return tidy([...(subject ? [subject] : []), cue.words, ...tail]);
}

// A named occasion says more than a verb a little nearer: "dad's colonoscopy got moved to 7/2".
const VERB_DISTANCE_PENALTY = 15;

/** The description given by the nearest of a date's cues, occasions favoured over verbs. */
export function bestDescription(text: string, near: readonly NearCue<EventCue>[]): string | undefined {
  let best: EventCue | undefined;
  let bestScore = Infinity;
  for (const { cue, distance } of near) {
    const score = distance + (cue.isOccasion ? 0 : VERB_DISTANCE_PENALTY);
    if (score < bestScore) {
      best = cue;
      bestScore = score;
    }
  }
  // Described only once chosen: most cues of a text describe no date.
  if (best === undefined) return undefined;
  return best.isOccasion ? describeOccasion(text, best) : describeVerb(text, best);
}

function cueOf(match: RegExpExecArray, isOccasion: boolean): EventCue {
  const words = match[0].trim().replace(/\s+/g, ' ');
  return { start: match.index, end: match.index + match[0].trimEnd().length, words, isOccasion };
}

/** Every occasion or event verb of the text, in no particular order. */
export function eventCues(text: string): EventCue[] {
  return [
    ...Array.from(text.matchAll(EVENT_NOUN_RUN), (match) => cueOf(match, true)),
    ...Array.from(text.matchAll(EVENT_VERB), (match) => cueOf(match, false)),
  ];
}

const LABEL_WORDS = 6;
// Words a label does not open or end on: "on", "by", "is", "and"...
const LOOSE_EDGE = /^(?:on|by|in|at|for|until|till|from|the|a|an|and|but|so|is|are|was|were|be|due|its|it's|this|that|next|last|of|to|with|day|days|week|weeks|after|before|\d+|one|two|three|four|five|six|seven|eight|nine|ten)$/i;

/**
 * What the memory says around a date that no event word names, in its own words: the rest of the
 * clause ("Jake flies home on the 18th" -> "Jake flies home"), or undefined when it says nothing more.
 */
export function clauseDescription(text: string, span: Span): string | undefined {
  const trim = (words: string[]) => {
    const kept = words.map((word) => word.replace(/[^\p{L}\p{N}'&-]/gu, '')).filter((word) => word !== '');
    while (kept.length > 0 && LOOSE_EDGE.test(kept[0]!)) kept.shift();
    while (kept.length > 0 && LOOSE_EDGE.test(kept.at(-1)!)) kept.pop();
    return kept;
  };
  const before = trim(wordsBefore(text, span.start)).slice(-LABEL_WORDS);
  const after = trim(wordsAfter(text, span.end)).slice(0, LABEL_WORDS);
  const words = before.length >= 2 ? before : after.length >= 2 ? after : [...before, ...after];
  const label = words.join(' ');
  if (words.length === 0 || !/\p{L}{2}/u.test(label)) return undefined;
  const fitted = label.length <= MAX_DESCRIPTION_LENGTH ? label : label.slice(0, label.lastIndexOf(' ', MAX_DESCRIPTION_LENGTH));
  return fitted.charAt(0).toUpperCase() + fitted.slice(1);
}
