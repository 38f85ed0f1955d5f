import { MEMORY_CATEGORIES, type MemoryCategory } from '@kindred/core/ai';
import type { MemoryFacts, PersonContext } from '../ai-engine';
import { DISLIKE_LEADS, pastimeFact } from './extract-facts';
import { FACT_LISTS, isBareName, type Fact, type FactList } from './fact-item';
import { interestNamed, wordNamesSomethingElse } from './interest-words';
import { heardIn, type Heard } from './list-model';
import { namedOthersIn } from './named-others';
import type { Counts } from './naive-bayes';
import { datesOf, readingOf, toldPlainlyOf } from './memory-readings';
import type { Reader } from './nlp';
import { dateStyleOf, occasionsOf, type DateStyle, type Occasion } from './occasions';
import { personWords, type PersonWords } from './person-words';
import { seasonIn, seasonWhat } from './seasons';
import { voiceOf, type Voice } from './voice';
import { isSomeoneElses } from './writers-own';

/** A fact told by one or more memories, with how often and how recently (0 = newest memory). */
export interface KnownFact {
  key: string;
  text: string;
  spoken: string | null;
  mention: string | null;
  count: number;
  newest: number;
}

export interface MemoryNote {
  title: string;
  /** What happened, in a short phrase from the memory's summary ("Nan fell in the kitchen and broke her wrist"). */
  gist: string;
  category: MemoryCategory;
  /** 0 for the newest memory. */
  index: number;
  /** The time of year it names without a day ("at Easter"), if any. */
  season: string | null;
  /** What happens then, in the memory's words before it ("Bank meeting"), if any. */
  seasonWhat: string | null;
  isEvent: boolean;
}

/** Everything the builtin engine knows about a person, ranked: what the summary, ice breakers, gifts and plans draw on. */
export interface Portrait {
  person: PersonWords;
  /** How the user relates to the person, as they wrote it ("Mentor", "Friend from choir"). */
  relationship: string;
  /** How the answers name the person. */
  voice: Voice;
  /** How the memories write a day, for the dates the answers name. */
  dateStyle: DateStyle;
  facts: Readonly<Record<FactList, readonly KnownFact[]>>;
  occasions: readonly Occasion[];
  /** Events, the most significant first. */
  keyMemories: readonly MemoryNote[];
  /** Events, the newest first. */
  recentEvents: readonly MemoryNote[];
  /** Memories that name a time of year without a day, the newest first. */
  seasons: readonly MemoryNote[];
  /** How many events of each category. */
  eventsBy: ReadonlyMap<MemoryCategory, number>;
  /** The sentences of the memories read in full the list model places, newest first: what fills a list the rules leave room in. */
  heard: readonly Heard[];
}

/**
 * The newest memories are read in full with compromise, as many as fit in this many characters
 * (and always the newest one); older ones only lend their interests, title and category. A full
 * reading costs about 20 ms per 1,000 characters when it is not cached yet (after a restart, or in
 * another process than the write-up's), so the budget is counted in characters, not memories: it
 * keeps a summary over 500 memories under 200 ms (`npm run bench`, p95 161-168 ms), still reads
 * fifty of the short notes most memories are, and the newest say the most about the person today.
 */
export const FULLY_READ_CHARACTERS = 5_000;
// "I'm going over on the 27th", "my dentist on Friday": the writer's own day, not one of the person's.
const WRITERS_OWN_PLAN = /^(?:i|i'm|i've|i'll|i'd|me|my)\b/i;
const KEY_MEMORIES = 6;
// Who a clause is about, and its verb, before what it says: "she's been", "maya is", "he has".
const SUBJECT_ENDS = new Set(['is', 'was', 'are', 'were', 'been', 'has', 'have', 'had', 's', 'shes', 'hes', 'theyre', 'theyve', 'its']);
const CLAUSE_JOINS = new Set(['and', 'but', 'so', 'she', 'he', 'they']);
const MIN_WORDS_AROUND = 3;
const GIST_MAX_LENGTH = 150;
const RECENT_EVENTS = 3;
// How much an event of each category says about a life: milestones and celebrations first.
const SIGNIFICANCE: Readonly<Record<MemoryCategory, number>> = {
  Milestone: 6, Celebration: 5, Travel: 4, Gift: 3, Health: 3, Work: 3, Family: 2, Hobby: 2, 'Food & Drink': 2, Conversation: 1, General: 0,
};

const categoryOf = (value: string | null): MemoryCategory | null =>
  MEMORY_CATEGORIES.find((category) => category === value) ?? null;

const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Interests named in a memory's words, read without compromise: not after "hates", nor in "Boxing
 * Day" or "in writing", nor someone else's ("her son broke his arm at rugby").
 */
function pastimesIn(text: string): Fact[] {
  const lower = text.toLowerCase();
  const words = lower.match(/[a-z0-9][a-z0-9'-]*/g) ?? [];
  const named = new Map<string, string>();
  let at = 0;
  words.forEach((word, index) => {
    // The words come in the text's order, so each is found from the end of the one before.
    at = lower.indexOf(word, at) + word.length;
    const [before, after] = [words[index - 1], words[index + 1]];
    if (before !== undefined && DISLIKE_LEADS.has(before)) return;
    const pair = `${word} ${after ?? ''}`;
    const byPair = interestNamed(pair);
    const interest = byPair ?? interestNamed(word);
    if (!interest || named.has(interest) || (!byPair && wordNamesSomethingElse(before, word, after)) || isSomeoneElses(lower, at - word.length)) return;
    named.set(interest, byPair ? pair : word);
  });
  return [...named].map(([interest, word]) => pastimeFact(interest, word));
}

/**
 * The summary, or else its first sentence, when it fits in a short phrase and tells more than the
 * title ("Nan fell in the kitchen and broke her wrist" over "Nan fell in the kitchen"; "Dev proposed
 * at the top of Arthur's Seat! Aiyana's engaged! Wedding probably next summer" over "Dev proposed
 * at the top of Arthur's Seat"): what made the moment is what a key memory keeps. Else the title.
 */
function gistOf(title: string, summary: string): string {
  const whole = summary.trim();
  // A sentence the summary cut short ("...") tells less than the title.
  const fits = (text: string) => text.length > 0 && text.length <= GIST_MAX_LENGTH && !text.endsWith('\u2026');
  const sentences = whole.split(/(?<=[.!?])\s+/);
  const told = sentences.map((_, count) => sentences.slice(0, sentences.length - count).join(' ')).find(fits);
  if (told === undefined) return title;
  const says = (text: string) => new Set(normalised(text).split(' ').filter((word) => word.length >= 5 || /\d/.test(word)));
  const titleWords = says(title);
  const adds = [...says(told)].filter((word) => !titleWords.has(word)).length;
  return adds >= 2 ? told.replace(/[.!?]+$/, '') : title;
}

interface Notes {
  facts: readonly Fact[];
  note: MemoryNote | null;
  occasions: Occasion[];
}

function readFully(memory: MemoryFacts, index: number, person: PersonWords, reader: Reader, today: string): Notes {
  const reading = readingOf(reader, memory.rawText, person);
  // A summary that is not the builtin engine's own (a model's, or the user's edit) is read too.
  const isOwnSummary = !memory.fullSummary || normalised(memory.fullSummary) === normalised(reading.summary);
  const plainly = toldPlainlyOf(memory.rawText, person);
  const read = isOwnSummary ? reading.facts : [...reading.facts, ...readingOf(reader, memory.fullSummary!, person).facts];
  // A pattern's item that says what the reader's item says in as many words or fewer adds nothing. One
  // that first says what it is about ("Knee niggle after the 20 miler - physio says rest 10 days")
  // stands for the reader's, though not one that only says who ("She's been stressed about...");
  // one that goes on ("..., running five mornings a week") stands beside it.
  const wordsAround = (fact: Fact, other: Fact) => {
    const at = other.list === fact.list ? fact.key.indexOf(other.key) : -1;
    const words = (part: string) => part.trim().split(' ').filter(Boolean);
    return at < 0 ? null : { before: words(fact.key.slice(0, at)), after: words(fact.key.slice(at + other.key.length)) };
  };
  // "She's got tinnitus in her left ear and is" says more than who; "She's been" does not.
  const isWho = (word: string) => SUBJECT_ENDS.has(word) || CLAUSE_JOINS.has(word) || person.words.has(word);
  const saysMore = (fact: Fact, other: Fact) => {
    const before = wordsAround(fact, other)?.before;
    if (!before) return false;
    let [start, end] = [0, before.length];
    while (end > start && isWho(before[end - 1]!)) end -= 1;
    while (start < end && isWho(before[start]!)) start += 1;
    return end - start >= MIN_WORDS_AROUND;
  };
  const overlaps = (fact: Fact) =>
    read.some((other) => {
      const around = wordsAround(fact, other);
      // "Creative director" goes on from the reader's "Creative": it names what that word only began.
      const goesOn = around !== null && around.before.length === 0 && around.after.length > 0;
      return other.list === fact.list && (other.key.includes(fact.key) || (around !== null && !goesOn && !saysMore(fact, other) && around.after.length < MIN_WORDS_AROUND));
    });
  const facts = [...read.filter((other) => !plainly.some((fact) => saysMore(fact, other))), ...plainly.filter((fact) => !overlaps(fact))];
  const dated = datesOf(memory.rawText, memory.createdAt)
    .filter((suggestion) => !suggestion.eventDescription.startsWith('Event on') && !WRITERS_OWN_PLAN.test(suggestion.eventDescription))
    .map((suggestion) => ({ date: suggestion.date, eventTitle: suggestion.eventDescription, annual: suggestion.annual }));
  return {
    facts,
    note: { title: memory.title ?? reading.title, gist: gistOf(memory.title ?? reading.title, reading.summary), season: seasonIn(memory.rawText), seasonWhat: seasonWhat(memory.rawText), category: categoryOf(memory.category) ?? reading.category, index, isEvent: reading.isEvent },
    occasions: occasionsOf(dated, today, person),
  };
}

function readLightly(memory: MemoryFacts, index: number): Notes {
  const category = categoryOf(memory.category) ?? 'General';
  const note = memory.title ? { title: memory.title, gist: memory.title, season: null, seasonWhat: null, category, index, isEvent: SIGNIFICANCE[category] > 0 } : null;
  // A summary that repeats the text word for word adds nothing to scan.
  const text = memory.fullSummary && memory.fullSummary !== memory.rawText ? `${memory.rawText} ${memory.fullSummary}` : memory.rawText;
  return { facts: pastimesIn(text), note, occasions: [] };
}

function rank(known: Map<string, KnownFact>): KnownFact[] {
  return [...known.values()].sort((a, b) => b.count - a.count || a.newest - b.newest);
}

/** How many of the newest memories fit in the characters read in full; at least one. */
function fullyReadCount(memories: readonly MemoryFacts[]): number {
  let characters = memories[0]?.rawText.length ?? 0;
  let count = Math.min(1, memories.length);
  while (count < memories.length && characters + memories[count]!.rawText.length <= FULLY_READ_CHARACTERS) characters += memories[count++]!.rawText.length;
  return count;
}

/** Reads what the person's memories and key dates tell, newest memories first; `listCounts` is the list model's, but for its cross-validation. */
export function portraitOf(context: PersonContext, reader: Reader, listCounts?: Counts): Portrait {
  const fullyRead = context.memories.slice(0, fullyReadCount(context.memories));
  const person = personWords(context.name, context.relationship);
  const known = new Map<FactList, Map<string, KnownFact>>(FACT_LISTS.map((list) => [list, new Map()]));
  const notes: MemoryNote[] = [];
  const occasions = occasionsOf(context.keyDates, context.today, person);
  context.memories.forEach((memory, index) => {
    const read = index < fullyRead.length ? readFully(memory, index, person, reader, context.today) : readLightly(memory, index);
    const counted = new Set<string>();
    for (const fact of read.facts) {
      const id = `${fact.list}:${fact.key}`;
      const list = known.get(fact.list)!;
      const seen = list.get(fact.key);
      if (!seen) {
        counted.add(id);
        list.set(fact.key, { key: fact.key, text: fact.text, spoken: fact.spoken, mention: fact.mention, count: 1, newest: index });
        continue;
      }
      // Told twice in one memory counts once.
      if (!counted.has(id)) seen.count += 1;
      counted.add(id);
      // Told in full ("Film photography", "plays bass in a band") beats a bare word for it ("Photography"),
      // and the pastime's own word ("Bass") its bare name ("Music"); the word that names it ("fiddle")
      // stays, for the gifts and questions that mention it.
      const namesItBetter = isBareName(seen) && !isBareName(fact);
      if ((fact.text.length > seen.text.length || namesItBetter) && (fact.spoken || !seen.spoken)) Object.assign(seen, { text: fact.text, spoken: fact.spoken, mention: fact.mention ?? seen.mention });
      else seen.mention ??= fact.mention;
    }
    if (read.note) notes.push(read.note);
    for (const occasion of read.occasions) if (!occasions.some((saved) => saved.date.slice(5) === occasion.date.slice(5))) occasions.push(occasion);
  });
  const events = notes.filter((note) => note.isEvent);
  const eventsBy = new Map<MemoryCategory, number>();
  for (const note of events) eventsBy.set(note.category, (eventsBy.get(note.category) ?? 0) + 1);
  const titles = new Set<string>();
  // Events first; when they are few, the other memories that say most fill the list.
  const bySignificance = (a: MemoryNote, b: MemoryNote) => SIGNIFICANCE[b.category] - SIGNIFICANCE[a.category] || a.index - b.index;
  const keyMemories = [...[...events].sort(bySignificance), ...notes.filter((note) => !note.isEvent).sort(bySignificance)]
    .filter((note) => !titles.has(note.title.toLowerCase()) && titles.add(note.title.toLowerCase()))
    .slice(0, KEY_MEMORIES);
  return {
    person,
    relationship: context.relationship.trim(),
    voice: voiceOf(context.name, fullyRead.map((memory) => memory.rawText)),
    dateStyle: dateStyleOf(fullyRead.map((memory) => memory.rawText)),
    facts: Object.fromEntries(FACT_LISTS.map((list) => [list, rank(known.get(list)!)])) as Record<FactList, KnownFact[]>,
    occasions,
    keyMemories,
    recentEvents: events.slice(0, RECENT_EVENTS),
    seasons: notes.filter((note) => note.season !== null),
    eventsBy,
    heard: [...heardIn(fullyRead.map((memory) => memory.rawText), person, listCounts), ...namedOthersIn(fullyRead.map((memory) => memory.rawText), person)],
  };
}
