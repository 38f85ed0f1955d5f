import type { MemoryCategory, SummaryAttributes } from '@kindred/core/ai';
import { FACT_LISTS, type FactList } from './fact-item';
import { isPastimeName } from './interest-words';
import { describeOccasions } from './occasions';
import type { KnownFact, MemoryNote, Portrait } from './portrait';
import { contentWords } from './tokens';

/** A list of the summary shows the few items that say the most. */
export const ITEMS_PER_LIST = 6;
// Two shared events of a kind make a pattern worth naming.
const PATTERN_MIN_EVENTS = 2;
const PATTERNS: readonly [MemoryCategory, string][] = [
  ['Food & Drink', 'You often share meals together'],
  ['Travel', 'You travel together'],
  ['Celebration', 'You celebrate special occasions together'],
  ['Conversation', 'You talk things through together'],
  ['Hobby', 'You share hobbies and activities'],
  ['Gift', 'You exchange thoughtful gifts'],
  ['Family', 'Family time is part of your bond'],
];

/** "Taylor Swift (went to Eras in Melbourne": an item cut inside brackets closes them. */
function closed(item: string): string {
  const open = (item.match(/\(/g) ?? []).length - (item.match(/\)/g) ?? []).length;
  return open > 0 ? `${item}${')'.repeat(open)}` : item;
}

/**
 * Items once each, whatever their case; an item another goes on from ("Goal for spring" before "Goal
 * for spring: the whole loop") gives its place to the longer one, which says it and more.
 */
function distinct(items: readonly string[]): string[] {
  const all = items.map(closed);
  const lower = all.map((item) => item.toLowerCase());
  const goesOn = (short: string) => lower.find((long) => long.length > short.length && long.startsWith(short) && /^[\s:,;(—–-]/u.test(long.slice(short.length)));
  const seen = new Set<string>();
  return all
    .map((item, index) => {
      const longer = goesOn(lower[index]!);
      return longer === undefined ? item : all[lower.indexOf(longer)]!;
    })
    .filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()))
    .slice(0, ITEMS_PER_LIST);
}

const textsOf = (portrait: Portrait, list: FactList): string[] => distinct(portrait.facts[list].map((fact) => fact.text));

// A pastime told by one of its kinds names both: "Berlin marathon (running)", "Bouldering (climbing)".
const KIND_MAX_WORDS = 3;
function interestOf({ key, text }: KnownFact): string {
  const words = text.toLowerCase().split(' ');
  const isKind = isPastimeName(key) && words.length <= KIND_MAX_WORDS && !text.includes('(') && !words.some((word) => word.startsWith(key.slice(0, 3)));
  return isKind ? `${text} (${key})` : text;
}

// "Family" and "Other" name a group, not a bond: "Your family" would say nothing.
const GROUP_WORDS = /^(?:family|other|others|misc|-)?$/i;

/**
 * "Your mentor", "Your friend from choir": the bond as the user named it, when the list has room
 * and the memories tell something (a person without memories has an empty portrait).
 */
function bondOf({ relationship, keyMemories }: Portrait): string[] {
  if (GROUP_WORDS.test(relationship) || keyMemories.length === 0) return [];
  const spoken = /^\p{Lu}\p{Ll}/u.test(relationship) ? `${relationship[0]!.toLowerCase()}${relationship.slice(1)}` : relationship;
  return [`Your ${spoken}`];
}

function insightsOf(portrait: Portrait): string[] {
  const told = portrait.facts.relationship_insights.map((fact) => fact.text);
  const patterns = PATTERNS.filter(([category]) => (portrait.eventsBy.get(category) ?? 0) >= PATTERN_MIN_EVENTS).map(([, text]) => text);
  return distinct([...told, ...bondOf(portrait), ...patterns]);
}

/**
 * "Bank meeting: in January", by the words before the time of year, else the memory's title
 * ("Revising for her mocks: in January"); a title that names the season already says it.
 */
function seasonItem({ title, season, seasonWhat }: MemoryNote): string {
  if (seasonWhat && !seasonWhat.includes(' ') && !title.toLowerCase().includes(season!.toLowerCase())) return `${title} (${seasonWhat.toLowerCase()} ${season})`;
  if (seasonWhat) return `${seasonWhat.charAt(0).toUpperCase()}${seasonWhat.slice(1)}: ${season}`;
  return title.toLowerCase().includes(season!.toLowerCase()) ? title : `${title}: ${season}`;
}

// A sentence that opens like an item already shown, or holds one, says nothing new.
const SAME_OPENING = 25;
const MIN_HEARD_WORDS = 4;
const MIN_NEW_WORDS = 2;
// The words every sentence is made of.
const FILLER_WORDS = new Set(['that', 'with', 'this', 'from', 'they', 'them', 'their', 'have', 'been', 'were', 'will', 'would', 'really', 'about', 'just', 'also', 'still', 'very', 'what', 'when', "she's", "he's", "they're", 'said', 'says', 'loves', 'love', 'likes', 'absolutely', 'always', 'never', 'some', 'into', 'over', 'than', 'then', 'there', 'here', 'again', 'things', 'thing', 'rather', 'anything', 'everything', 'something', 'nothing']);
const wordsOf = (text: string): string[] => contentWords(text, FILLER_WORDS);

/** An item as a sentence is weighed against it: lower case, without what it says in brackets. */
const shownAs = (item: string): string => item.replace(/\s*\([^)]*\)/gu, '').toLowerCase();

/**
 * The lists with the sentences the list model places where the rules left room, each once. Key
 * memories and dates tell events the lists may read facts from: only the fact lists' items are repeats.
 */
function withHeard(summary: SummaryAttributes, { heard, person }: Portrait): SummaryAttributes {
  const lists = Object.fromEntries(Object.entries(summary).map(([list, items]) => [list, [...items]])) as Record<keyof SummaryAttributes, string[]>;
  const shown = FACT_LISTS.flatMap((list) => lists[list]).map(shownAs);
  const shownWords = new Set(shown.flatMap(wordsOf));
  for (const { list, text } of heard) {
    const said = text.toLowerCase();
    // "She really loves Arsenal" tells what "Arsenal" does; "Note to self" tells nothing.
    // The person's name is no news: "things Bernie hates: olives, ..." after "Hates olives".
    const adds = wordsOf(said).filter((word) => !shownWords.has(word) && !person.words.has(word)).length;
    const tellsMore = said.split(' ').length >= MIN_HEARD_WORDS && adds >= MIN_NEW_WORDS && !shown.some((item) => item.includes(said.slice(0, SAME_OPENING)));
    // "Ice fishing on Houghton Lake planned for when the ice is thick enough" says "Ice fishing" again.
    const startsLikeOne = lists[list].some((item) => said.startsWith(item.toLowerCase()));
    if (lists[list].length >= ITEMS_PER_LIST || !tellsMore || startsLikeOne) continue;
    const item = closed(text);
    lists[list].push(item);
    shown.push(shownAs(item));
    for (const word of wordsOf(shownAs(item))) shownWords.add(word);
  }
  return lists;
}

/** The eight lists of a person summary (spec §3), each short, without repeats, empty when nothing is known. */
export function summaryOf(portrait: Portrait): SummaryAttributes {
  return withHeard(ruledSummaryOf(portrait), portrait);
}

function ruledSummaryOf(portrait: Portrait): SummaryAttributes {
  return {
    personal_attributes: textsOf(portrait, 'personal_attributes'),
    relationship_insights: insightsOf(portrait),
    interests: distinct(portrait.facts.interests.map(interestOf)),
    important_dates: distinct([...describeOccasions(portrait.occasions, portrait.dateStyle), ...portrait.seasons.map(seasonItem)]),
    preferences: textsOf(portrait, 'preferences'),
    goals: textsOf(portrait, 'goals'),
    challenges: textsOf(portrait, 'challenges'),
    key_memories: portrait.keyMemories.map((note) => closed(note.gist)),
  };
}
