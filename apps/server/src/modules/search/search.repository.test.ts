import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, type ApiUser } from '../../../test/people';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';

// A page is read from the matches of the user's newest weeks when they hold enough, else from the
// GIN indexes. Every way must give the same pages, whatever the tier and wherever a cursor points.
describe('search reading paths', () => {
  let t: TestApp;
  let api: ApiUser;
  let personIds: number[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ workers: 0 });
    api = await asUser(t);
    const people = [await api.addKindred('Rosa Garden', 'Friend'), await api.addKindred('Tom', 'Gardener')];
    personIds = people.map((person) => person.id);
    const texts = ['the garden in spring', 'roses and mint', 'a walk to the garden', 'coffee with Tom', 'the gardn was lovely', 'mint tea', 'nothing at all'];
    const titles = ['Garden day', null, 'Coffee', null, null, 'Mint', null];
    const values: string[] = [];
    const params: unknown[] = [api.user.id];
    for (let i = 0; i < 48; i++) {
      // The last six are in the oldest week: a span that ended there instead of at the newest week would hold a page of them.
      const old = i >= 42;
      params.push(people[i % 2]!.id, old ? `an old garden with mint ${i}` : `${texts[i % texts.length]} ${i}`, old ? null : titles[i % titles.length]);
      const at = params.length;
      // Dates out of id order, and some equal, so ties are broken by id; over 13 weeks, so spans of a few weeks fall short.
      values.push(`($1, $${at - 2}, $${at - 1}, $${at}, 'completed', now() - make_interval(weeks => ${old ? 12 : (i * 7) % 13}))`);
    }
    await t.testDatabase.database.execute(`insert into memories (user_id, kindred_id, raw_text, title, processing_status, created_at) values ${values.join(', ')}`, params);
  });
  afterAll(() => t.close());

  const serviceWith = (tuning: { weeks: number; rareMatches: number }) =>
    createSearchService({ search: createSearchRepository(t.testDatabase.database, tuning), kindredExists: () => Promise.resolve(true) });
  const tunings = {
    'always the indexes': { weeks: 26, rareMatches: Number.MAX_SAFE_INTEGER },
    'spans of up to 2 weeks, then the indexes': { weeks: 2, rareMatches: -1 },
    'spans longer than the account': { weeks: 26, rareMatches: -1 },
    'the indexes for up to 10 matches, else spans of up to 4 weeks': { weeks: 4, rareMatches: 10 },
  };

  /** Every hit of a search, page after page, as [id, score]. */
  async function walk(service: ReturnType<typeof serviceWith>, q: string, kindredId?: number) {
    const hits: [number, number][] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const page = await service.memories(api.user.id, { q, kindredId, limit: 3, ...(cursor ? { cursor } : {}) });
      hits.push(...page.items.map((hit): [number, number] => [hit.memory.id, hit.score]));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    return hits;
  }

  it.each(['garden', 'mint', 'mintt', 'gardenn or coffee', 'tom', 'garden -walk', '"mint tea"', 'lovely', 'rosa', 'garden spring', 'mint -tea', 'tom -coffee', 'roses or lovely or nothing -tea'])('"%s" gives the same pages every way', async (q) => {
    const [reference, ...others] = await Promise.all(Object.values(tunings).map((tuning) => walk(serviceWith(tuning), q)));
    expect(reference!.length).toBeGreaterThan(0);
    // Ordered by tier, then newest first: each hit's score is at most the previous one's.
    expect(reference!.every(([, score], i) => i === 0 || score <= reference![i - 1]![1])).toBe(true);
    for (const other of others) expect(other).toEqual(reference);
  });

  it.each(['garden', 'mint', 'gardn', 'tom -coffee', 'lovely'])('"%s" for one person gives the same pages every way', async (q) => {
    for (const kindredId of personIds) {
      const [reference, ...others] = await Promise.all(Object.values(tunings).map((tuning) => walk(serviceWith(tuning), q, kindredId)));
      for (const other of others) expect(other).toEqual(reference);
    }
  });
});
