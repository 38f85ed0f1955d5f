import { sql } from 'drizzle-orm';
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

/** How many of the user's newest memories are read in date order before turning to the indexes. */
const WINDOW = 1500;
/** Up to this many matches (by the word list's counts), a search is read from the GIN indexes at once. */
const RARE_MATCHES = 300;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Memory search in PostgreSQL: every statement scoped to the caller's user id. `tuning` is for tests of both reading paths. */
export function createSearchRepository(db: Db, tuning = { window: WINDOW, rareMatches: RARE_MATCHES }) {
  return {
    /** Folds the user's logged word-list changes in, so a search sees every word written so far. */
    foldWords: async (userId: number) => {
      await db.execute(sql`select public.search_words_compact(${userId}::int)`);
    },

    /** Lexemes of each item, and for words that may be typos or prefixes, whether the user's words know them and which are closest. */
    resolveTerms: async (userId: number, requests: TermRequest[]): Promise<TermAnswer[]> => {
      const rows = rowsOf<TermAnswer & { i: number }>(
        await db.execute(sql`
          select t.i::int as i,
            (case when t.phrase then phraseto_tsquery('public.kindred_english', t.text) else plainto_tsquery('public.kindred_english', t.text) end)::text as english,
            (case when t.phrase then phraseto_tsquery('public.kindred_simple', t.text) else plainto_tsquery('public.kindred_simple', t.text) end)::text as simple,
            (e.uses > 0 or p.uses > 0) as known,
            p.uses > 0 as longer,
            case when t.plain then (e.uses + p.uses + h.uses)::int end as uses,
            coalesce(f.similar, '[]'::json) as similar
          from unnest(${toArray(requests.map((r) => r.text))}::text[], ${toArray(requests.map((r) => r.phrase))}::boolean[],
                      ${toArray(requests.map((r) => r.plain))}::boolean[], ${toArray(requests.map((r) => r.fuzzy))}::boolean[],
                      ${toArray(requests.map((r) => r.prefix))}::boolean[])
            with ordinality as t(text, phrase, plain, fuzzy, prefix, i)
          cross join lateral (select lower(public.kindred_unaccent(t.text)) as word) n
          -- How many memories and people use the word (or its stem): whether it is known, and how rare it is.
          cross join lateral (
            select coalesce(sum(s.uses), 0) as uses from search_words s
            where t.plain and s.user_id = ${userId} and (s.word = n.word or s.stem = public.kindred_english_stem(n.word))
          ) e
          -- A person's name or relationship is in the title/name vector of each of their memories.
          cross join lateral (
            select coalesce(sum(k.memory_count), 0) as uses from kindreds k
            where t.plain and k.user_id = ${userId} and public.kindred_search_words(k.name, k.relationship) @> array[n.word]
          ) h
          cross join lateral (
            -- A byte-wise range rather than LIKE: the prefix is not a constant, so only this form reaches search_words_prefix_idx.
            select coalesce(sum(s.uses), 0) as uses from search_words s
            where t.prefix and s.user_id = ${userId} and s.word ~>=~ n.word and s.word ~<~ (n.word || chr(1114111)) and s.word <> n.word
          ) p
          left join lateral (
            select json_agg(json_build_object('word', c.word, 'stem', c.stem, 'uses', c.uses) order by c.rank) as similar
            from (
              -- Closest first. search_words_similar_idx narrows the words by %; they are then sorted by similarity, not
              -- read in <-> distance order: on PGlite that distance-ordered GiST scan now and then answered no row
              -- for the whole statement, and the next one never finished (5 of 12 fresh starts of the search bench).
              select s.word, s.stem, s.uses, row_number() over (order by similarity(s.word, n.word) desc, s.uses desc, s.word) as rank
              from search_words s
              where t.fuzzy and e.uses = 0 and p.uses = 0 and s.user_id = ${userId} and s.word % n.word
              order by similarity(s.word, n.word) desc, s.uses desc, s.word limit 3
            ) c
          ) f on true
          order by t.i`),
      );
      return rows.map(({ english, simple, known, longer, uses, similar }) => ({ english, simple, known, longer, uses, similar }));
    },

    /**
     * One page of the user's memories matching the queries, best tier first, then newest; `limit + 1` rows to know whether more follow.
     * Tier = 2 for an exact match (every match when nothing was corrected) + 1 for a hit in the title,
     * name or relationship.
     *
     * Ranking every match of a common word would read tens of thousands of rows, and the planner
     * cannot tell a word common in titles from one common in texts, so the page is found in two steps:
     * the user's newest memories (a window read newest first) answer a tier when they hold enough of
     * its matches, which is what happens for a common word; a tier they cannot answer, as for a rare
     * word, is read from the GIN indexes, where its matches are few.
     */
    search: async (userId: number, queries: BuiltQueries, options: { kindredId?: number; cursor: SearchCursor | null; limit: number }): Promise<SearchRow[]> => {
      const match = sql`${queries.match}::tsquery`;
      const { cursor, limit } = options;
      const person = options.kindredId === undefined ? sql`` : sql`and m.kindred_id = ${options.kindredId}`;
      const olderThan = (anchor: SearchCursor | null) => (anchor ? sql`and (m.created_at, m.id) < (${anchor.createdAt}::timestamptz, ${anchor.id})` : sql``);
      type Hit = { id: number; createdAt: string; tier: number };
      /**
       * Which GIN index a statement reads: `vector` (the full vector), `head` (title, name and
       * relationship) or none (a window of rows read in date order). The other vector goes in an
       * expression no index serves, so it is checked only on the rows found and the planner cannot
       * trade the intended index for the other one on a misjudged cost.
       */
      type Reading = 'window' | 'vector' | 'head';
      const column = (name: 'search_vector' | 'search_head', reading: Reading) =>
        reading === 'window' || reading === (name === 'search_vector' ? 'vector' : 'head') ? sql.raw(`m.${name}`) : sql.raw(`(m.${name} || ''::tsvector)`);
      const headHitOn = (reading: Reading) => (queries.anyTerm === '' ? sql`false` : sql`${column('search_head', reading)} @@ ${queries.anyTerm}::tsquery`);
      const exactHitOn = (reading: Reading) => (queries.exact === null ? sql`true` : sql`${column('search_vector', reading)} @@ ${queries.exact}::tsquery`);
      const headHit = headHitOn('window');
      const tierConditions = (tier: number) =>
        sql`and ${tier % 2 === 1 ? headHit : sql`not ${headHit}`} and ${tier >= 2 ? exactHitOn('window') : sql`not ${exactHitOn('window')}`}`;
      const newest = (anchor: SearchCursor | null) => sql`
        select m.id, m.created_at, m.search_vector, m.search_head from memories m
        where m.user_id = ${userId} ${person} ${olderThan(anchor)}
        order by m.created_at desc, m.id desc limit ${tuning.window}`;
      /**
       * The newest `wanted` matches of one tier among the user's newest `window` memories (older than
       * `anchor`), read newest first and stopping as soon as enough are found. The small title/name
       * vector is checked before the full one, so a tier with no hits costs little to rule out.
       */
      const recentMatches = async (tier: number, wanted: number, anchor: SearchCursor | null) =>
        rowsOf<Hit>(
          await db.execute(sql`
            select m.id, to_json(m.created_at)#>>'{}' as "createdAt", ${sql.raw(String(tier))} as tier from (${newest(anchor)}) m
            where true ${tierConditions(tier)} and m.search_vector @@ ${match}
            order by m.created_at desc, m.id desc limit ${wanted}`),
        );
      /** How many of the newest memories have a word of the search in their title, name or relationship. */
      const headHitsAmongNewest = async (anchor: SearchCursor | null) =>
        rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${newest(anchor)}) m where ${headHit}`))[0]?.n ?? 0;
      /** 3, 2, 1 or 0 for a row that matches: + 2 for an exact match, + 1 for a hit in the title, name or relationship. */
      const tierOf = (reading: Reading) => sql`((case when ${headHitOn(reading)} then 1 else 0 end) + (case when ${exactHitOn(reading)} then 2 else 0 end))`;
      /**
       * The newest `wanted` matches of each of `tiersToRead` (older than `anchor`), from a GIN index:
       * for tiers with few matches. The planner judges a tier by each word's frequency alone ("boxes"
       * is common, "boxes -afternoon" matches nothing) and would read the whole table; only bitmap
       * scans are let through, so it reads the full vector's GIN index. The rows it finds are every
       * match of the search whatever their tier, so several tiers cost one read.
       * `head` reads one title/name tier from the small title/name index alone, the full vector
       * checked on its rows only: for words the newest memories never have in a title or name,
       * intersecting with a common word's long posting list would cost more than the whole tier.
       */
      const fromIndex = (tiersToRead: number[], wanted: number, anchor: SearchCursor | null, reading: 'vector' | 'head') =>
        db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          return rowsOf<Hit>(
            await tx.execute(sql`
            with hits as materialized (
              select m.id, m.created_at, ${tierOf(reading)} as tier from memories m
              where m.user_id = ${userId} and ${column('search_vector', reading)} @@ ${match} ${person} ${olderThan(anchor)}
                ${reading === 'head' ? sql`and ${headHitOn('head')}` : sql``} and ${tierOf(reading)} = any(${toArray(tiersToRead)}::int[])
            )
            -- The newest of each tier apart: a top-N sort each, where ranking every hit would sort all of a common word's.
            select h.id, to_json(h.created_at)#>>'{}' as "createdAt", h.tier
            from unnest(${toArray(tiersToRead)}::int[]) as t(tier)
            cross join lateral (select hits.* from hits where hits.tier = t.tier order by hits.created_at desc, hits.id desc limit ${wanted}) h
            order by h.tier desc, h.created_at desc, h.id desc`),
          );
        });

      // Exact tiers are skipped when the word list says a typed word is in no memory (a typo).
      const tiers = (queries.exact === null ? [3, 2] : queries.exactEstimate === 0 ? [1, 0] : [3, 2, 1, 0]).filter(
        (tier) => (queries.anyTerm !== '' || tier % 2 === 0) && (!cursor || tier <= cursor.tier),
      );
      // A rare search is read from the indexes at once: the newest memories would hold too few of its matches.
      const rare = queries.estimate !== null && queries.estimate <= tuning.rareMatches;
      const page: Hit[] = [];
      // Tiers already read from the index together with a better one.
      const fromIndexAlready = new Map<number, Hit[]>();
      for (const tier of tiers) {
        const wanted = limit + 1 - page.length;
        if (wanted <= 0) break;
        const anchor = cursor && tier === cursor.tier ? cursor : null;
        const already = fromIndexAlready.get(tier);
        if (already) {
          page.push(...already.slice(0, wanted));
          continue;
        }
        const found = rare ? [] : await recentMatches(tier, wanted, anchor);
        if (found.length === wanted) {
          page.push(...found);
          continue;
        }
        // A title/name hit among the newest memories is a memory with a word of the search in its title or name: no need to count them.
        if (!rare && tier % 2 === 1 && found.length === 0 && (await headHitsAmongNewest(anchor)) === 0) {
          page.push(...(await fromIndex([tier], wanted, anchor, 'head')));
          continue;
        }
        // The tiers below start from the newest memories (a cursor anchors only the first): the same read answers them.
        const together = anchor ? [tier] : tiers.filter((other) => other <= tier);
        const hits = await fromIndex(together, limit + 1, anchor, 'vector');
        for (const other of together) fromIndexAlready.set(other, hits.filter((hit) => hit.tier === other));
        page.push(...fromIndexAlready.get(tier)!.slice(0, wanted));
      }
      if (page.length === 0) return [];

      const details = rowsOf<Omit<SearchRow, 'tier'>>(
        await db.execute(sql`
          select m.id, m.kindred_id as "kindredId", m.raw_text as "rawText", m.title, m.full_summary as "fullSummary", m.category,
            m.key_date::text as "keyDate", m.processing_status as "processingStatus",
            exists (select 1 from key_dates kd where kd.memory_id = m.id) as "hasKeyDates",
            to_json(m.created_at)#>>'{}' as "createdAt", to_json(m.updated_at)#>>'{}' as "updatedAt",
            k.name as "kindredName", k.photo_key as "photoKey",
            ts_headline('public.kindred_english', translate(m.raw_text, ${MARK_START + MARK_END}, ''), ${match}, ${HEADLINE_OPTIONS}) as headline
          from memories m join kindreds k on k.id = m.kindred_id and k.user_id = ${userId}
          where m.user_id = ${userId} and m.id = any(${toArray(page.map((hit) => hit.id))}::int[])`),
      );
      const byId = new Map(details.map((row) => [row.id, row]));
      return page.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ ...row, tier: hit.tier }] : [];
      });
    },
  };
}

/** A JavaScript array as one PostgreSQL array parameter (Drizzle would otherwise spread it into a list). */
function toArray(values: (string | boolean | number)[]) {
  return sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
