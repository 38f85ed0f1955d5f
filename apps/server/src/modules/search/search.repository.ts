import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ProcessingStatus } from '@kindred/core/memory';
import type { BuiltQueries, TermAnswer, TermRequest } from './search-query';
import type { SearchCursor } from './search-cursor';

/** Marks ts_headline puts around matches: private-use characters, removed from the text first so they cannot be forged. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export interface SearchRow {
  id: number;
  kindredId: number;
  rawText: string;
  title: string | null;
  fullSummary: string | null;
  category: string;
  keyDate: string | null;
  processingStatus: ProcessingStatus;
  hasKeyDates: boolean;
  createdAt: string;
  updatedAt: string;
  kindredName: string;
  photoKey: string | null;
  tier: number;
  headline: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Memory search in PostgreSQL: every statement scoped to the caller's user id. */
export function createSearchRepository(db: Db) {
  return {
    /** Lexemes of each item, and for words that may be typos or prefixes, whether the user's words know them and which are closest. */
    resolveTerms: async (userId: number, requests: TermRequest[]): Promise<TermAnswer[]> => {
      const rows = rowsOf<TermAnswer & { i: number }>(
        await db.execute(sql`
          select t.i::int as i,
            (case when t.phrase then phraseto_tsquery('public.kindred_english', t.text) else plainto_tsquery('public.kindred_english', t.text) end)::text as english,
            (case when t.phrase then phraseto_tsquery('public.kindred_simple', t.text) else plainto_tsquery('public.kindred_simple', t.text) end)::text as simple,
            (e.exact or p.prefixed) as known,
            coalesce(f.similar, '[]'::json) as similar
          from unnest(${toArray(requests.map((r) => r.text))}::text[], ${toArray(requests.map((r) => r.phrase))}::boolean[],
                      ${toArray(requests.map((r) => r.fuzzy))}::boolean[], ${toArray(requests.map((r) => r.prefix))}::boolean[])
            with ordinality as t(text, phrase, fuzzy, prefix, i)
          cross join lateral (select lower(public.kindred_unaccent(t.text)) as word) n
          cross join lateral (
            select (t.fuzzy or t.prefix) and exists (
              select 1 from search_words s where s.user_id = ${userId} and (s.word = n.word or s.stem = public.kindred_english_stem(n.word))
            ) as exact
          ) e
          cross join lateral (
            select t.prefix and not e.exact and exists (select 1 from search_words s where s.user_id = ${userId} and s.word like n.word || '%') as prefixed
          ) p
          left join lateral (
            select json_agg(json_build_object('word', c.word, 'stem', c.stem) order by c.rank) as similar
            from (
              select s.word, s.stem, row_number() over (order by similarity(s.word, n.word) desc, s.uses desc, s.word) as rank
              from search_words s
              where t.fuzzy and not e.exact and not p.prefixed and s.user_id = ${userId} and s.word % n.word
              order by rank limit 3
            ) c
          ) f on true
          order by t.i`),
      );
      return rows.map(({ english, simple, known, similar }) => ({ english, simple, known, similar }));
    },

    /** One page of the user's memories matching the queries, best tier first, then newest; `limit + 1` rows to know whether more follow. */
    search: async (userId: number, queries: BuiltQueries, options: { kindredId?: number; cursor: SearchCursor | null; limit: number }): Promise<SearchRow[]> => {
      const match = sql`${queries.match}::tsquery`;
      const exactTier: SQL = queries.exact === null ? sql`2` : sql`case when m.search_vector @@ ${queries.exact}::tsquery then 2 else 0 end`;
      const headTier: SQL = queries.anyTerm === '' ? sql`0` : sql`case when m.search_head @@ ${queries.anyTerm}::tsquery then 1 else 0 end`;
      const person = options.kindredId === undefined ? sql`` : sql`and m.kindred_id = ${options.kindredId}`;
      const { cursor } = options;
      const after = cursor
        ? sql`where hit.tier < ${cursor.tier} or (hit.tier = ${cursor.tier} and (hit.created_at, hit.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}))`
        : sql``;
      return rowsOf<SearchRow>(
        await db.execute(sql`
          select m.id, m.kindred_id as "kindredId", m.raw_text as "rawText", m.title, m.full_summary as "fullSummary", m.category,
            m.key_date::text as "keyDate", m.processing_status as "processingStatus",
            exists (select 1 from key_dates kd where kd.memory_id = m.id) as "hasKeyDates",
            to_json(m.created_at)#>>'{}' as "createdAt", to_json(m.updated_at)#>>'{}' as "updatedAt",
            k.name as "kindredName", k.photo_key as "photoKey", page.tier,
            ts_headline('public.kindred_english', translate(m.raw_text, ${MARK_START + MARK_END}, ''), ${match}, ${HEADLINE_OPTIONS}) as headline
          from (
            select hit.id, hit.tier, hit.created_at from (
              select m.id, m.created_at, (${exactTier}) + (${headTier}) as tier
              from memories m
              where m.user_id = ${userId} and m.search_vector @@ ${match} ${person}
            ) hit
            ${after}
            order by hit.tier desc, hit.created_at desc, hit.id desc
            limit ${options.limit + 1}
          ) page
          join memories m on m.id = page.id and m.user_id = ${userId}
          join kindreds k on k.id = m.kindred_id and k.user_id = ${userId}
          order by page.tier desc, page.created_at desc, page.id desc`),
      );
    },
  };
}

/** A JavaScript array as one PostgreSQL array parameter (Drizzle would otherwise spread it into a list). */
function toArray(values: (string | boolean)[]) {
  return sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
