import { sql, type Query, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/database';
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

/**
 * At most how many of the user's newest weeks are read (memories_search_week_idx) before turning to
 * the full indexes: the GIN index joins the weeks' entries one by one, so many more cost more than
 * reading every match.
 */
const SPAN_WEEKS = 26;
/** How many times the span in which the page's matches are expected is read: the word list's counts are an upper bound. */
const SPAN_MARGIN = 3;
/** A search whose share of the memories is unknown starts with the weeks that hold this many of them. */
const FIRST_SPAN_MEMORIES = 500;
/** Up to this many matches (by the word list's counts), a search is read from the GIN indexes at once. */
const RARE_MATCHES = 300;

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The dates of a user's first and last memories (ISO), null when they have none. */
export interface History {
  first: string | null;
  last: string | null;
}

/**
 * Up to this many longer words of the user's that a prefix begins, the prefix is searched as those
 * words: a GIN index finds a prefix's matches by reading every lexeme it begins, of every account,
 * where it reads a word's matches alone, and skips through them.
 */
const PREFIX_WORDS = 20;

const dialect = new PgDialect();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Memory search in PostgreSQL: every statement scoped to the caller's user id. It takes the Database
 * rather than a `db | tx`, as its reads choose their connections (onBitmapScans); a search only reads.
 * `tuning` is for tests of both reading paths.
 */
export function createSearchRepository(database: Pick<Database, 'db' | 'onBitmapScans'>, tuning = { weeks: SPAN_WEEKS, rareMatches: RARE_MATCHES }) {
  const { db } = database;
  const prepared = (name: string, query: Query, on: Db) => on._.session.prepareQuery(query, undefined, name, false).execute();
  /**
   * Runs a statement whose text never changes under a name: PostgreSQL parses it once per connection
   * and, after a few runs, keeps its plan (on a search's two largest statements, about 1 ms of the
   * request). Only for statements whose plan does not hang on their values, as a tsquery's does on
   * these connections.
   */
  const named = (name: string, query: SQL) => prepared(name, dialect.sqlToQuery(query), db);
  /**
   * Runs a span or index read on bitmap scans (database.onBitmapScans), named after its text. With
   * only bitmap scans allowed, what is left to choose is which GIN index to read, and the generic
   * plan's choice serves every search (docs/decisions.md), so those connections keep it: each shape
   * of read (tiers, cursor, person) is parsed and planned once per connection, about 0.5 ms a read.
   * A value that the plan would otherwise compute again on every row it rechecks goes in a
   * subquery, computed once.
   */
  const bitmapRead = (query: SQL) => {
    const built = dialect.sqlToQuery(query);
    const name = `search_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)}`;
    return database.onBitmapScans((on) => prepared(name, built, on));
  };
  return {
    /** Folds the user's logged word-list changes in, so a search sees every word written so far. */
    foldWords: async (userId: number) => {
      await db.execute(sql`select public.search_words_compact(${userId}::int)`);
    },

    /**
     * Lexemes of each item, and for words that may be typos or prefixes, whether the user's words know them and which are closest;
     * `unfolded` when word-list changes of the user wait to be folded in, so the answers may miss words written since the last fold;
     * `memoryCount`, the user's memories, against which the word list's counts tell how common a search is,
     * `history`, the dates of the user's first and last memories, which tell how many weeks hold a page and where the newest week is.
     */
    resolveTerms: async (userId: number, requests: TermRequest[]): Promise<{ answers: TermAnswer[]; unfolded: boolean; memoryCount: number; history: History }> => {
      const rows = rowsOf<TermAnswer & { i: number; unfolded: boolean; memoryCount: number; first: string | null; last: string | null }>(
        await named('search_resolve_terms', sql`
          select t.i::int as i, exists (select 1 from search_word_deltas d where d.user_id = ${userId}) as unfolded,
            (select coalesce(sum(k.memory_count), 0) from kindreds k where k.user_id = ${userId})::int as "memoryCount",
            to_json((select min(m.created_at) from memories m where m.user_id = ${userId}))#>>'{}' as first,
            to_json((select max(m.created_at) from memories m where m.user_id = ${userId}))#>>'{}' as last,
            (case when t.phrase then phraseto_tsquery('public.kindred_english', t.text) else plainto_tsquery('public.kindred_english', t.text) end)::text as english,
            (case when t.phrase then phraseto_tsquery('public.kindred_simple', t.text) else plainto_tsquery('public.kindred_simple', t.text) end)::text as simple,
            (e.uses > 0 or p.uses > 0) as known,
            p.uses > 0 as longer, case when p.words <= ${PREFIX_WORDS} then p.longer_words end as "longerWords",
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
            select coalesce(sum(s.uses), 0) as uses, count(*) as words, array_agg(s.word order by s.word) as longer_words from search_words s
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
      return {
        answers: rows.map(({ english, simple, known, longer, longerWords, uses, similar }) => ({ english, simple, known, longer, longerWords, uses, similar })),
        unfolded: rows.some((row) => row.unfolded),
        memoryCount: rows[0]?.memoryCount ?? 0,
        history: { first: rows[0]?.first ?? null, last: rows[0]?.last ?? null },
      };
    },

    /**
     * One page of the user's memories matching the queries, best tier first, then newest, and whether more follow
     * (`limit + 1` hits are found; the last one's details are not read).
     * Tier = 2 for an exact match (every match when nothing was corrected) + 1 for a hit in the title,
     * name or relationship.
     *
     * Ranking every match of a common word would read tens of thousands of rows, and the planner
     * cannot tell a word common in titles from one common in texts, so the page is found in two steps:
     * the matches in the user's newest weeks (a span, read from memories_search_week_idx) answer a
     * tier when they hold enough of it, which is what happens for a common word; a tier they cannot
     * answer, as for a rare word, is read from the full GIN indexes, where its matches are few.
     */
    search: async (
      userId: number,
      queries: BuiltQueries,
      options: { kindredId?: number; cursor: SearchCursor | null; limit: number; memoryCount: number; history: History },
    ): Promise<{ rows: SearchRow[]; more: boolean }> => {
      const match = sql`${queries.match}::tsquery`;
      const { cursor, limit } = options;
      // The newest weeks hold a page of a common word within a span its share of all memories tells. Several words
      // only bound their matches (two common words seldom meet: a first span would mostly fall short, and be read
      // again), and a person's share is unknown: the longest span is read then.
      const shareKnown = queries.oneWordGroups && queries.estimate !== null && queries.estimate > 0 && options.kindredId === undefined;
      const expectedSpan = shareKnown ? ((limit + 1) * options.memoryCount) / queries.estimate! : Infinity;
      const { first, last } = options.history;
      const historyWeeks = first && last ? 1 + (Date.parse(last) - Date.parse(first)) / WEEK_MS : 1;
      const perWeek = Math.max(1, options.memoryCount / historyWeeks);
      // One week more than the expected span: the newest week has only begun.
      const firstSpan = Math.min(tuning.weeks, 1 + Math.ceil(Math.min(expectedSpan * SPAN_MARGIN, FIRST_SPAN_MEMORIES) / perWeek));
      const person = options.kindredId === undefined ? sql`` : sql`and m.kindred_id = ${options.kindredId}`;
      const olderThan = (anchor: SearchCursor | null) => (anchor ? sql`and (m.created_at, m.id) < (${anchor.createdAt}::timestamptz, ${anchor.id})` : sql``);
      type Hit = { id: number; createdAt: string; tier: number };
      /**
       * Which vector a statement reads from a GIN index: `vector` (the full vector, alone or with the
       * week) or `head` (title, name and relationship). The other vector goes in an
       * expression no index serves, so it is checked only on the rows found and the planner cannot
       * trade the intended index for the other one on a misjudged cost.
       */
      type Reading = 'vector' | 'head';
      const column = (name: 'search_vector' | 'search_head', reading: Reading) =>
        reading === (name === 'search_vector' ? 'vector' : 'head') ? sql.raw(`m.${name}`) : sql.raw(`(m.${name} || ''::tsvector)`);
      const headHitOn = (reading: Reading) => (queries.anyTerm === '' ? sql`false` : sql`${column('search_head', reading)} @@ ${queries.anyTerm}::tsquery`);
      const exactHitOn = (reading: Reading) => (queries.exact === null ? sql`true` : sql`${column('search_vector', reading)} @@ ${queries.exact}::tsquery`);
      /** 3, 2, 1 or 0 for a row that matches: + 2 for an exact match, + 1 for a hit in the title, name or relationship. */
      const tierOf = (reading: Reading) => sql`((case when ${headHitOn(reading)} then 1 else 0 end) + (case when ${exactHitOn(reading)} then 2 else 0 end))`;
      type SpanRead = { hits: Hit[]; matches: number; anyHeadHit: boolean; weeks: number };
      /**
       * The newest `wanted` matches of each of `tiersToRead` in the user's newest `weeks` weeks
       * (ending with the week of `anchor`, or of the user's last memory, and older than `anchor`),
       * and whether any of those matches has a word of the search in its title, name or relationship.
       */
      const recentMatches = async (tiersToRead: number[], wanted: number, anchor: SearchCursor | null, weeks: number): Promise<SpanRead> => {
        const newest = anchor?.createdAt ?? last;
        const tierReads = tiersToRead.map(
          (tier) => sql`(select m.id, m.created_at, ${tier}::int as tier from span m where m.tier = ${tier} order by m.created_at desc, m.id desc limit ${wanted})`,
        );
        // The weeks' keys are the rarest entries of every search: the planner reads this index for them. They hold the
        // user, so the user's own check is made on the rows found, in an expression no index serves: as a plain column,
        // the generic plan ANDs in every one of the user's memories from the title/name index (1.2 ms at 10,000 a user).
        const rows = rowsOf<Hit & { matches: number; anyHeadHit: boolean }>(
          await bitmapRead(sql`
          with span as materialized (
            select m.id, m.created_at, ${tierOf('vector')} as tier from memories m
            where (m.user_id + 0) = ${userId} and m.search_vector @@ ${match} ${person} ${olderThan(anchor)}
              and public.kindred_search_week(m.user_id, m.created_at) && (select public.kindred_search_weeks(${userId}, ${newest}::timestamptz, ${weeks}))
          )
          select found.id, to_json(found.created_at)#>>'{}' as "createdAt", found.tier, (select count(*) from span)::int as matches, exists (select 1 from span m where m.tier % 2 = 1) as "anyHeadHit"
          from (select 1) one left join (${sql.join(tierReads, sql` union all `)}) found on true
          order by found.tier desc, found.created_at desc, found.id desc`),
        );
        const hits = rows.filter((row) => row.id !== null).map(({ id, createdAt, tier }) => ({ id, createdAt, tier }));
        return { hits, matches: rows[0]?.matches ?? 0, anyHeadHit: rows[0]?.anyHeadHit ?? false, weeks };
      };
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
      const fromIndex = async (tiersToRead: number[], wanted: number, anchor: SearchCursor | null, reading: 'vector' | 'head', cap?: number) => {
        const rows = rowsOf<Hit & { matches: number }>(
          await bitmapRead(sql`
          with hits as materialized (
            select m.id, m.created_at, ${tierOf(reading)} as tier from memories m
            where m.user_id = ${userId} and ${column('search_vector', reading)} @@ ${match} ${person} ${olderThan(anchor)}
              ${reading === 'head' ? sql`and ${headHitOn('head')}` : sql``} and ${tierOf(reading)} = any(${toArray(tiersToRead)}::int[])
            ${cap === undefined ? sql`` : sql`limit ${cap}`}
          )
          -- The newest of each tier apart: a top-N sort each, where ranking every hit would sort all of a common word's.
          select h.id, to_json(h.created_at)#>>'{}' as "createdAt", h.tier, ${cap === undefined ? sql`null` : sql`(select count(*) from hits)::int`} as matches
          from unnest(${toArray(tiersToRead)}::int[]) as t(tier)
          cross join lateral (select hits.* from hits where hits.tier = t.tier order by hits.created_at desc, hits.id desc limit ${wanted}) h
          order by h.tier desc, h.created_at desc, h.id desc`),
        );
        // Fewer matches than `cap` are every match there is.
        return { hits: rows.map(({ id, createdAt, tier }) => ({ id, createdAt, tier })), complete: cap === undefined || (rows[0]?.matches ?? 0) < cap };
      };

      // Exact tiers are skipped when the word list says a typed word is in no memory (a typo).
      const tiers = (queries.exact === null ? [3, 2] : queries.exactEstimate === 0 ? [1, 0] : [3, 2, 1, 0]).filter(
        (tier) => (queries.anyTerm !== '' || tier % 2 === 0) && (!cursor || tier <= cursor.tier),
      );
      // A rare search is read from the indexes at once: the newest weeks would hold too few of its matches.
      const rare = queries.estimate !== null && queries.estimate <= tuning.rareMatches;
      // Several words, or an exclusion, can match far fewer memories than the word list's counts bound: when a span
      // falls short of a tier without title/name hits, or holds no match at all, all their matches are read from the
      // index at once if they are rare.
      let probe = !cursor && !queries.oneWordGroups && queries.estimate !== null && tuning.rareMatches > 0;
      const page: Hit[] = [];
      /** Tiers already read together with a better one: from the newest weeks, or from the index. */
      const fromSpanAlready = new Map<number, SpanRead>();
      const fromIndexAlready = new Map<number, Hit[]>();
      // The tiers below a tier start from the newest memories (a cursor anchors only the first): the same read answers them.
      const withLower = (tier: number, anchor: SearchCursor | null) => (anchor ? [tier] : tiers.filter((other) => other <= tier));
      const readSpan = async (tier: number, anchor: SearchCursor | null, weeks: number) => {
        const together = withLower(tier, anchor);
        const read = await recentMatches(together, limit + 1, anchor, weeks);
        for (const other of together) fromSpanAlready.set(other, { ...read, hits: read.hits.filter((hit) => hit.tier === other) });
        return fromSpanAlready.get(tier)!;
      };
      /** Reads `together` from the index; keeps the tiers only when the read found every match. */
      const readIndex = async (together: number[], anchor: SearchCursor | null, reading: 'vector' | 'head', cap?: number) => {
        const { hits, complete } = await fromIndex(together, limit + 1, anchor, reading, cap);
        if (complete) for (const other of together) fromIndexAlready.set(other, hits.filter((hit) => hit.tier === other));
      };
      for (const tier of tiers) {
        const wanted = limit + 1 - page.length;
        if (wanted <= 0) break;
        const anchor = cursor && tier === cursor.tier ? cursor : null;
        let recent = rare || fromIndexAlready.has(tier) ? null : (fromSpanAlready.get(tier) ?? (await readSpan(tier, anchor, firstSpan)));
        // A page's worth of matches in the newest weeks, none with a title/name hit: such hits are few, and their own small
        // index finds them. Fewer matches tell nothing: a word common in titles ("the bakery") may meet the others seldom.
        const noHeadHit = recent !== null && tier % 2 === 1 && recent.matches >= wanted && !recent.anyHeadHit;
        if (recent && recent.hits.length < wanted && (tier % 2 === 0 || recent.matches === 0) && probe) {
          probe = false;
          await readIndex(tiers, null, 'vector', tuning.rareMatches + 1);
        }
        // The first span's length is a guess: before the full vector's index, longer spans are tried, each as long as the
        // tier's hits so far say the page needs (with a margin), at least twice the last.
        while (recent && recent.hits.length < wanted && !noHeadHit && !fromIndexAlready.has(tier) && recent.weeks < tuning.weeks) {
          const needed = Math.ceil((recent.weeks * wanted * SPAN_MARGIN) / Math.max(1, recent.hits.length));
          recent = await readSpan(tier, anchor, Math.min(tuning.weeks, Math.max(2 * recent.weeks, needed)));
        }
        if (recent && recent.hits.length >= wanted) {
          page.push(...recent.hits.slice(0, wanted));
          continue;
        }
        // The full vector's read finds every match whatever its tier: the tiers below come with it.
        if (!fromIndexAlready.has(tier)) await readIndex(noHeadHit ? [tier] : withLower(tier, anchor), anchor, noHeadHit ? 'head' : 'vector');
        page.push(...fromIndexAlready.get(tier)!.slice(0, wanted));
      }
      const shown = page.slice(0, limit);
      if (shown.length === 0) return { rows: [], more: false };

      const details = rowsOf<Omit<SearchRow, 'tier'>>(
        await named('search_page_details', sql`
          select m.id, m.kindred_id as "kindredId", m.raw_text as "rawText", m.title, m.full_summary as "fullSummary", m.category,
            m.key_date::text as "keyDate", m.processing_status as "processingStatus",
            exists (select 1 from key_dates kd where kd.memory_id = m.id) as "hasKeyDates",
            to_json(m.created_at)#>>'{}' as "createdAt", to_json(m.updated_at)#>>'{}' as "updatedAt",
            k.name as "kindredName", k.photo_key as "photoKey",
            ts_headline('public.kindred_english', translate(m.raw_text, ${MARK_START + MARK_END}, ''), ${match}, ${HEADLINE_OPTIONS}) as headline
          from memories m join kindreds k on k.id = m.kindred_id and k.user_id = ${userId}
          where m.user_id = ${userId} and m.id = any(${toArray(shown.map((hit) => hit.id))}::int[])`),
      );
      const byId = new Map(details.map((row) => [row.id, row]));
      const rows = shown.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ ...row, tier: hit.tier }] : [];
      });
      return { rows, more: page.length > limit };
    },
  };
}

/** A JavaScript array as one PostgreSQL array parameter (Drizzle would otherwise spread it into a list). */
function toArray(values: (string | boolean | number)[]) {
  return sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
