import { EVERY_YEAR } from './annual-keywords';
import { distanceBetween, sentenceAround, sentenceEnds, type Span } from './text-spans';

/** Whether the words around a date tell of something done or of something to come. */
export type Tense = 'past' | 'future';

// Regular past forms are caught by "-ed"; these words end in "-ed" but are not past events
// ("a hundred", "our kindred", "she is tired", "I need", "fingers crossed", "he's promised a haggis").
const NOT_PAST_ED = new Set([
  'hundred', 'kindred', 'sacred', 'wicked', 'naked', 'beloved', 'tired', 'bored', 'excited', 'scared',
  'interested', 'worried', 'supposed', 'expected', 'used', 'red', 'bed', 'shed', 'speed', 'indeed',
  'proceed', 'succeed', 'exceed', 'breed', 'seed', 'feed', 'weed', 'crossed', 'combined', 'promised',
]);
const IRREGULAR_PAST = [
  'was', 'were', 'had', 'did', 'went', 'got', 'came', 'met', 'took', 'saw', 'made', 'gave', 'told', 'said',
  'ate', 'bought', 'brought', 'found', 'left', 'spent', 'sent', String.raw`felt(?![\s-]+tips?\b)`, 'thought', 'lost', 'won', 'began',
  'became', 'ran', 'sang', 'wrote', 'drove', 'flew', 'swam', 'fell', 'broke', 'threw', 'forgot', 'slept',
  'wore', 'kept', 'held', 'heard', 'taught', 'caught', 'paid', 'sat', 'stood', 'woke', 'knew', 'grew',
  'drew', 'chose', 'rode', 'hid', 'shook', 'stole', 'ago', 'since', 'rang', 'drank', 'spoke', 'sold', 'fought', 'built',
  'lent', 'dealt', 'hung', 'shot', 'swore', 'tore', 'blew', 'dug', 'understood', 'overslept', 'died', 'tied', 'lied', 'dyed',
];
// What follows "'d" in a past perfect, besides "-ed" and "-en" words: "he'd quit his job", "she'd just
// left" are done; "I'd help" is still to come.
const DONE_AFTER_D = [
  ...IRREGULAR_PAST, 'been', 'gone', 'done', 'seen', 'quit', 'put', 'cut', 'set', 'hit', 'let', 'shut', 'hurt', 'read', 'split',
  'run', 'come', 'become', 'begun', 'sung', 'drunk', 'swum', 'gotten', 'already', 'just', 'never', 'always',
];
// Nouns that end in "-ing": "Sarah's wedding", "Lucy's leaving do" own an event and say nothing of when it is.
const ING_NOUNS = [
  'wedding', 'christening', 'housewarming', 'evening', 'morning', 'meeting', 'ring', 'earring', 'thing', 'building', 'wing',
  'spring', 'pudding', 'sibling', 'darling', 'outing', 'gathering', 'booking', 'ceiling', 'king', 'string', 'swing', 'clothing',
  'leaving (?:do|party|drinks|card|present|gift|speech|lunch|dinner)',
];
// Words of arrangement ("booked for", "scheduled for") announce a coming event although they end
// in "-ed"; so do the present ("her surgery is on May 3", "camp starts June 16") and its
// progressive ("she's having").
const FUTURE_WORDS = [
  // "Ama's naming ceremony" names an event, as "Sarah's wedding" does.
  String.raw`(?:is|are|am|[a-z]+'s|(?:we|you|they)'re|i'm)\s+(?!(?:${ING_NOUNS.join('|')})\b)[a-z]+ing(?!\s+(?:ceremony|party|service|do|celebration|day)\b)`,
  // "her birthday's on Christmas Day": "'s" before when is "is" ("handover at Hemi's on Sunday" is a place).
  String.raw`(?<!\b(?:at|to|from|round|over|near|by)\s+)[a-z]+'s(?=\s+(?:(?:actually|now|really)\s+)?(?:on|due|booked|set|this|next|the\s+\d|\d{1,2})\b)`,
  // "I'd help her move", "she'd love to": what would be is still to come ("I'd seen", "she'd moved" are past).
  String.raw`(?:i|you|we|they|he|she)'d(?=\s+(?!(?:${DONE_AFTER_D.join('|')}|[a-z]+ed|[a-z]+en)\b)[a-z]+\b)`,
  // "she's got her interview on the 17th", "he's already got the kilt out": has, not got.
  String.raw`(?:[a-z]+'s|i've|we've|you've|they've|has|have)\s+(?:already\s+|just\s+)?got`,
  'will', "won't", 'shall', 'might', "[a-z]+'ll", "(?:we|you|they)'re", "i'm", 'gonna', 'going to', 'plans? to',
  'planning', 'scheduled', 'planned', 'booked', String.raw`sorted(?=\s+for\b|\s*[-–—:!])`, 'reserved', 'confirmed', 'registered', 'invited', String.raw`new\s+date`, String.raw`got\s+(?:the\s+|our\s+|a\s+)?(?:[\w:.]+\s+)?(?:tickets?|tix|slot|appointment|booking|table|place)`,
  'upcoming', 'coming up', "can't wait", 'cannot wait', 'looking forward', 'next', 'tomorrow', 'is',
  'are', 'am', 'hope to', 'hoping to', 'wants? to', 'needs? to', 'should', 'must', 'remind',
  'remember to', "don't forget", 'moved to', 'moved from',
  // "I've offered to do practice papers with them over Christmas": what was offered is still to come.
  String.raw`(?:offered|promised|agreed|arranged|volunteered)\s+to`,
  // "court date got moved again, now Feb 9th", "Moved Elif's lunch from Thursday to Friday": a date moved is one still to come.
  String.raw`(?:got|been|was|were)\s+(?:moved|rescheduled|postponed|pushed\s+back|brought\s+forward)`, 'pushed (?:back )?to', 'rescheduled', 're-?booked',
  String.raw`(?:moved|pushed|shifted|changed|switched|brought)\s+(?:it|them|this|that)\s+(?:(?:back|forward|over)\s+)?to`,
  // "every year since 2015": a day kept every year is its next one.
  EVERY_YEAR,
  String.raw`(?:moved|shifted|pushed|revised|changed)(?=(?:\s+[\w']+){0,4}\s+from\b)`, 'postponed', 'changed to',
  'starts?', 'begins?', String.raw`opens?(?!\s+(?:day|days|evening|house|mic|night|garden|gardens|studio|studios)\b)`, 'ends', 'arrives?', 'arriving', 'leaves', 'com(?:es?|ing)', 'lands?', 'kicks? off', 'tickets?', 'tix',
  // The present of a fixed event: "turns 15 on 9 Dec", "rent goes up from 1st January".
  'turns', 'goes', 'finishes', 'flies', 'returns',
  // "Abi graduates on 19 February", "her birthday falls on Christmas Eve": the present of what is fixed to happen.
  'graduates', 'marries', 'retires', 'moves', 'visits', 'performs', 'competes', 'travels', 'heads', 'sails', 'celebrates',
  'hosts', 'falls', 'happens', 'gets', String.raw`has\s+(?:her|his|their|a|an|the)(?=\s+[a-z]+)`,
];
// "getting married", "gets engaged", "will be baptised", "it always gets lost": after these a past form is what happens, not when.
const PARTICIPLE_LEAD = /\b(?:get|gets|getting|be|being)\s+$/i;
// Future words first, so that "scheduled" or "moved to" is not read as a plain past form.
// "would've been 90 on April 4": what would have been is past.
const WOULD_HAVE = String.raw`(?:would|could|should)(?:'ve|\s+have)\s+been`;
const MARKER = new RegExp(
  `(?<![\\w'])(?:(${FUTURE_WORDS.join('|')})|(${WOULD_HAVE}|${IRREGULAR_PAST.join('|')}|[a-z]{3,}ed))(?![\\w'])`,
  'gi',
);

// "Jess said the clinic rang: consult on the 9th", "dim sum on the 13th, she said": a verb of telling
// dates the telling, not the day told of, unless it stands in that day's own clause ("she rang on the 3rd").
const TELLING = new Set(['said', 'told', 'asked', 'mentioned', 'texted', 'messaged', 'rang', 'phoned', 'emailed']);

/** A word that tells the tense, where it stands in the text. */
export interface TenseMarker extends Span {
  tense: Tense;
  /** A verb of telling, which speaks for the dates of its own clause only. */
  telling: boolean;
}

/** Every tense marker of the text, found once for all its dates. */
export function tenseMarkers(text: string): TenseMarker[] {
  const markers: TenseMarker[] = [];
  for (const match of text.matchAll(MARKER)) {
    const past = match[2]?.toLowerCase();
    if (past !== undefined && (NOT_PAST_ED.has(past) || PARTICIPLE_LEAD.test(text.slice(Math.max(0, match.index - 10), match.index)))) continue;
    const tense = past === undefined ? 'future' : 'past';
    markers.push({ start: match.index, end: match.index + match[0].length, tense, telling: past !== undefined && TELLING.has(past) });
  }
  return markers;
}

/**
 * The tense of the marker nearest to the date within its sentence ("we went to the zoo on
 * Saturday": past; "her surgery is on May 3": future), or null when the sentence has none.
 */
export function tenseNear(text: string, markers: readonly TenseMarker[], date: Span, sentence: Span): Tense | null {
  return toldNear(text, markers, date, sentence).tense;
}

/** The tense tenseNear reads, and whether a word of the date's own clause told it. */
export function toldNear(text: string, markers: readonly TenseMarker[], date: Span, sentence: Span): { tense: Tense | null; ownClause: boolean } {
  // A marker in the date's own clause tells its tense before one across a comma ("lands Thursday week, I said").
  const clause = clauseAround(text, date, sentence);
  // "Her operation date finally came through: 8th Jan": what announces a date before a colon tells
  // nothing of when it is ("Went to Paris: 8th Nov" does).
  const colon = text.lastIndexOf(':', date.start);
  const isAnnounced = colon >= sentence.start && ANNOUNCING.test(text.slice(sentence.start, colon));
  const announced = isAnnounced ? { start: colon + 1, end: sentence.end } : sentence;
  const own = nearestIn(text, markers, date, clause);
  return own !== null ? { tense: own, ownClause: true } : { tense: nearestIn(text, markers.filter((marker) => !marker.telling), date, announced), ownClause: false };
}

/**
 * The tense of any span of `text` as tenseNear reads it in its sentence; the markers and sentences
 * are read once, and only when a span is first asked about.
 */
export function tenseOfSpans(text: string): (span: Span) => Tense | null {
  let read: { markers: TenseMarker[]; ends: number[] } | undefined;
  return (span) => {
    read ??= { markers: tenseMarkers(text), ends: sentenceEnds(text) };
    return tenseNear(text, read.markers, span, sentenceAround(span, read.ends, text.length));
  };
}

const CLAUSE_BREAK = /[,;:—–]/;
// "Christmas Eve - he's asked me to come": a hyphen between spaces is a dash.
const breaksAt = (text: string, at: number) =>
  CLAUSE_BREAK.test(text[at]!) || (text[at] === '-' && text[at - 1] === ' ' && text[at + 1] === ' ');
const ANNOUNCING = /\b(?:date|dates|came\s+through|booked|confirmed|scheduled|arranged|sorted|fixed)\b/i;

function clauseAround(text: string, date: Span, sentence: Span): Span {
  let start = date.start;
  while (start > sentence.start && !breaksAt(text, start - 1)) start -= 1;
  // chrono may take the comma after a date into it.
  let end = date.end;
  while (end > date.start && CLAUSE_BREAK.test(text[end - 1]!)) end -= 1;
  while (end < sentence.end && !breaksAt(text, end)) end += 1;
  return { start, end };
}

function nearestIn(text: string, markers: readonly TenseMarker[], date: Span, sentence: Span): Tense | null {
  let nearest: Tense | null = null;
  let nearestDistance = Infinity;
  for (const marker of markers) {
    if (marker.start < sentence.start || marker.end > sentence.end) continue;
    if (marker.end > date.start && marker.start < date.end) continue;
    const distance = distanceBetween(text, marker, date);
    if (distance < nearestDistance) {
      nearest = marker.tense;
      nearestDistance = distance;
    }
  }
  return nearest;
}
