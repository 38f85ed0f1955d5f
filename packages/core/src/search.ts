import { z } from 'zod';
import { memorySchema } from './memory';
import { kindredIdSchema } from './validation';

// ---- GET /api/search/memories (issue #12): the words people type, as PostgreSQL's websearch syntax reads them

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_RESULTS_DEFAULT = 20;
export const SEARCH_RESULTS_MAX = 50;
/** A cursor is short base64url text; anything longer was not made by the server. */
export const SEARCH_CURSOR_MAX_LENGTH = 200;

export const SEARCH_QUERY_REQUIRED_MESSAGE = 'Type something to search for';
export const SEARCH_QUERY_TOO_LONG_MESSAGE = `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters`;
export const SEARCH_QUERY_LIST_MESSAGE = 'Search for one text at a time';
export const SEARCH_QUERY_CONTROL_MESSAGE = 'The search text contains characters that cannot be typed, such as control characters';
export const SEARCH_QUERY_UNBALANCED_MESSAGE = 'A quoted phrase needs a closing quote (")';
export const SEARCH_QUERY_OPERATORS_ONLY_MESSAGE = 'Type a word to search for: -, " and or only change how words are searched';
export const SEARCH_QUERY_EXCLUSIONS_ONLY_MESSAGE = 'Add a word to look for: a search cannot only leave words out';
export const SEARCH_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SEARCH_RESULTS_MAX}`;
export const SEARCH_CURSOR_MESSAGE = 'This search cannot be continued: start it again';

/** One thing to look for: a word or a "quoted phrase", either of which `-` turns into something to leave out. */
export interface SearchItem {
  kind: 'word' | 'phrase';
  /** The word, or the phrase's words, as typed. */
  text: string;
  excluded: boolean;
}

/**
 * A search as websearch syntax reads it: groups joined by `or`, each group's items all required.
 * `lastWordOpen` tells that the text ends on a word (no quote after it), which also matches as a prefix.
 */
export interface ParsedSearch {
  groups: SearchItem[][];
  lastWordOpen: boolean;
}

// Unicode's Cc category: NUL, the C0 controls (tab and newline included: nobody types them in a search box), DEL and C1.
const CONTROL_CHARACTERS = /\p{Cc}/u;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/u;

/** Reads a search text (already trimmed) into its groups, or answers the sentence that says what is wrong with it. */
export function parseSearchQuery(text: string): { ok: true; search: ParsedSearch } | { ok: false; message: string } {
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, message: SEARCH_QUERY_CONTROL_MESSAGE };
  if ((text.match(/"/g) ?? []).length % 2 === 1) return { ok: false, message: SEARCH_QUERY_UNBALANCED_MESSAGE };
  const groups: SearchItem[][] = [[]];
  let lastWordOpen = false;
  let i = 0;
  while (i < text.length) {
    if (WHITESPACE.test(text[i]!)) {
      i++;
      continue;
    }
    let excluded = false;
    if (text[i] === '-') {
      excluded = true;
      i++;
    }
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      const phrase = text.slice(i + 1, end).trim();
      i = end + 1;
      lastWordOpen = false;
      if (HAS_WORD_CHARACTER.test(phrase)) groups.at(-1)!.push({ kind: 'phrase', text: phrase.replace(/\s+/gu, ' '), excluded });
      continue;
    }
    let end = i;
    while (end < text.length && !WHITESPACE.test(text[end]!) && text[end] !== '"') end++;
    const word = text.slice(i, end);
    i = end;
    lastWordOpen = end === text.length;
    if (!excluded && word.toLowerCase() === 'or') {
      if (groups.at(-1)!.length > 0) groups.push([]);
      continue;
    }
    if (HAS_WORD_CHARACTER.test(word)) groups.at(-1)!.push({ kind: 'word', text: word, excluded });
  }
  const filled = groups.filter((group) => group.length > 0);
  if (filled.length === 0) return { ok: false, message: SEARCH_QUERY_OPERATORS_ONLY_MESSAGE };
  if (filled.some((group) => group.every((item) => item.excluded))) return { ok: false, message: SEARCH_QUERY_EXCLUSIONS_ONLY_MESSAGE };
  const last = filled.at(-1)!.at(-1)!;
  return { ok: true, search: { groups: filled, lastWordOpen: lastWordOpen && last.kind === 'word' && !last.excluded } };
}

const searchTextSchema = z
  .string({
    error: (issue) =>
      Array.isArray(issue.input) && issue.input.some((value) => typeof value === 'string' && value.trim() !== '') ? SEARCH_QUERY_LIST_MESSAGE : SEARCH_QUERY_REQUIRED_MESSAGE,
  })
  .superRefine((value, ctx) => {
    // Checked before trimming: a newline or a NUL at either end is still a character nobody types.
    if (CONTROL_CHARACTERS.test(value)) ctx.addIssue({ code: 'custom', message: SEARCH_QUERY_CONTROL_MESSAGE });
  })
  .trim()
  .min(1, { error: SEARCH_QUERY_REQUIRED_MESSAGE })
  .max(SEARCH_QUERY_MAX_LENGTH, { error: SEARCH_QUERY_TOO_LONG_MESSAGE })
  .superRefine((value, ctx) => {
    const parsed = parseSearchQuery(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  });

/** GET /api/search/memories?q=&kindredId=&limit=&cursor= (spec §7.3; blank text is not a search, spec §5). */
export const searchMemoriesQuerySchema = z.object({
  q: searchTextSchema,
  kindredId: kindredIdSchema.optional(),
  limit: z.coerce.number({ error: SEARCH_LIMIT_MESSAGE }).int({ error: SEARCH_LIMIT_MESSAGE }).min(1, { error: SEARCH_LIMIT_MESSAGE }).max(SEARCH_RESULTS_MAX, { error: SEARCH_LIMIT_MESSAGE }).default(SEARCH_RESULTS_DEFAULT),
  cursor: z.string({ error: SEARCH_CURSOR_MESSAGE }).min(1, { error: SEARCH_CURSOR_MESSAGE }).max(SEARCH_CURSOR_MAX_LENGTH, { error: SEARCH_CURSOR_MESSAGE }).optional(),
});
export type SearchMemoriesQuery = z.input<typeof searchMemoriesQuerySchema>;

/**
 * One found memory. `snippet.highlights` are [start, end) ranges into `snippet.text`, in JavaScript
 * string offsets (UTF-16 code units), so the page marks them without ever reading HTML from the
 * server. `score` is the relevance tier: 3 exact in the title or the person's name and relationship,
 * 2 exact elsewhere, 1 and 0 the same for typo-corrected matches. Within a tier, newest first.
 */
export const searchHitSchema = z.object({
  memory: memorySchema,
  kindred: z.object({ id: z.int().positive(), name: z.string(), photoUrl: z.string().nullable() }),
  snippet: z.object({ text: z.string(), highlights: z.array(z.tuple([z.int().nonnegative(), z.int().nonnegative()])) }),
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchPageSchema = z.object({ items: z.array(searchHitSchema), nextCursor: z.string().nullable() });
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Splits a snippet into plain and marked parts by its highlight ranges (ranges out of order, overlapping or out of bounds are tolerated). */
export function snippetParts(snippet: SearchHit['snippet']): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of [...snippet.highlights].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(at, Math.min(rawStart, snippet.text.length));
    const end = Math.min(rawEnd, snippet.text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: snippet.text.slice(at, start), marked: false });
    parts.push({ text: snippet.text.slice(start, end), marked: true });
    at = end;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), marked: false });
  return parts;
}

// ---- The navbar box: people whose name matches what is typed, offered before searching memories

/** Trigrams of a word as pg_trgm counts them (lower case, padded), for ranking names close to a typo. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')} `;
  const result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  return result;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams, 0 to 1. */
export function wordSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared || 1);
}

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
/** How close a typed text must be to a name for "Did you mean" (pg_trgm's default threshold). */
export const NAME_SIMILARITY_THRESHOLD = 0.3;

/**
 * The people whose name matches `text`: a name or a word of it starting with what is typed first
 * (accents and case ignored), then names close to it by trigram similarity (typos). At most `limit`.
 */
export function matchPeople<T extends { name: string }>(people: readonly T[], text: string, limit = 5): T[] {
  const typed = fold(text.trim());
  if (typed === '') return [];
  const scored = people
    .map((person) => {
      const name = fold(person.name);
      const words = name.split(/\s+/u);
      const prefix = name.startsWith(typed) || words.some((word) => word.startsWith(typed));
      const similarity = Math.max(wordSimilarity(name, typed), ...words.map((word) => wordSimilarity(word, typed)));
      return { person, score: prefix ? 2 + similarity : similarity };
    })
    .filter(({ score }) => score >= NAME_SIMILARITY_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.person.name.localeCompare(b.person.name));
  return scored.slice(0, limit).map(({ person }) => person);
}

// ---- Texts of the search page and the navbar box (ours: the spec does not show them)

export const SEARCH_TEXTS = {
  pageTitle: 'Search memories',
  resultsTitle: (query: string) => `Results for “${query}”`,
  emptyQuery: 'Type a word or a name in the search box to find a memory.',
  syntaxHelp: 'Put a phrase in "quotes", write or between alternatives, and -word to leave a word out. Typos are forgiven.',
  searching: 'Searching memories',
  resultsLabel: 'Search results',
  found: (count: number, more: boolean) => `${count}${more ? '+' : ''} ${count === 1 && !more ? 'memory' : 'memories'} found`,
  noResults: (query: string) => `No memories match “${query}”.`,
  didYouMean: 'Did you mean',
  noResultsTips: 'Check the spelling, try fewer words, or remove quotes and -exclusions.',
  searchEveryone: 'Search everyone’s memories instead',
  loadMore: 'Load more',
  personFilter: 'Person',
  allPeople: 'All people',
  memoryCount: (count: number) => (count === 1 ? '1 memory' : `${count} memories`),
  tryAgain: 'Try again',
  searchFor: (query: string) => `Search memories for “${query}”`,
  suggestionsLabel: 'Suggestions',
  shortcutHint: 'Press / or Ctrl+K to search',
} as const;
