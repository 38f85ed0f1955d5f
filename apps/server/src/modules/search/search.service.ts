import { parseSearchQuery, type SearchHit, type SearchPage } from '@kindred/core/search';
import { AppError } from '../../app-error';
import { toMemoryDto } from '../memories';
import { photoUrlOf } from '../kindreds';
import { decodeSearchCursor, encodeSearchCursor, searchFingerprint } from './search-cursor';
import { buildQueries, termRequests } from './search-query';
import { MARK_END, MARK_START, type SearchRepository, type SearchRow } from './search.repository';

interface Dependencies {
  search: SearchRepository;
  /** Whether a kindred is the user's: tells "no match" from "not yours". */
  kindredExists: (userId: number, kindredId: number) => Promise<boolean>;
}

/** The snippet ts_headline cut, with its marks turned into [start, end) ranges. */
export function toSnippet(headline: string): SearchHit['snippet'] {
  let text = '';
  const highlights: [number, number][] = [];
  let start: number | null = null;
  for (const character of headline) {
    if (character === MARK_START) start = text.length;
    else if (character === MARK_END) {
      if (start !== null && text.length > start) highlights.push([start, text.length]);
      start = null;
    } else text += character;
  }
  return { text, highlights };
}

function toHit(row: SearchRow): SearchHit {
  const { kindredName, photoKey, tier, headline, ...memory } = row;
  return {
    memory: toMemoryDto({ ...memory, createdAt: new Date(memory.createdAt), updatedAt: new Date(memory.updatedAt) }),
    kindred: { id: row.kindredId, name: kindredName, photoUrl: photoUrlOf({ id: row.kindredId, photoKey }) },
    snippet: toSnippet(headline),
    score: tier,
  };
}

/** Memory search (issue #12): full text, typos and prefixes, ranked, one page at a time. */
export function createSearchService({ search, kindredExists }: Dependencies) {
  return {
    memories: async (userId: number, input: { q: string; kindredId?: number; limit: number; cursor?: string }): Promise<SearchPage> => {
      const parsed = parseSearchQuery(input.q);
      if (!parsed.ok) throw new AppError('VALIDATION_FAILED', parsed.message, { q: [parsed.message] });
      const fingerprint = searchFingerprint(userId, input.q, input.kindredId);
      const cursor = input.cursor === undefined ? null : decodeSearchCursor(input.cursor, fingerprint);
      const requests = termRequests(parsed.search).map(({ request }) => request);
      // A search sees every word written so far: changes still waiting in the log are folded in first (seldom: a job folds them every minute).
      let resolved = await search.resolveTerms(userId, requests);
      if (resolved.unfolded) {
        await search.foldWords(userId);
        resolved = await search.resolveTerms(userId, requests);
      }
      const queries = buildQueries(parsed.search, resolved.answers);
      // The word list's counts can tell that nothing matches (a word in no memory, with no close word).
      const { rows, more } =
        queries.match === '' || queries.estimate === 0
          ? { rows: [], more: false }
          : await search.search(userId, queries, { kindredId: input.kindredId, cursor, limit: input.limit, memoryCount: resolved.memoryCount, history: resolved.history });
      if (rows.length === 0 && input.kindredId !== undefined && !(await kindredExists(userId, input.kindredId))) throw new AppError('NOT_FOUND');
      const last = rows.at(-1);
      return {
        items: rows.map(toHit),
        nextCursor: more && last ? encodeSearchCursor({ tier: last.tier, createdAt: new Date(last.createdAt).toISOString(), id: last.id }, fingerprint) : null,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
