import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '@kindred/core/safe-text';
import { searchPageSchema, type SearchHit, type SearchPage } from '@kindred/core/search';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually, type ApiUser } from '../../../test/people';
import type { AiEngine } from '../../ai/ai-engine';
import { createAiEngines } from '../../ai/ai-engines';
import { systemClock } from '../../clock';
import { createTransact } from '../../jobs/transact';
import { createMemoriesRepository, createMemoryWriteups } from '../memories';
import { createSummariesRepository, createSummaryRequests } from '../summaries';

describe('GET /api/search/memories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const searchUrl = (q: string, extra = '') => `/api/search/memories?q=${encodeURIComponent(q)}${extra}`;
  const search = async (api: ApiUser, q: string, extra = ''): Promise<SearchPage> => {
    const response = await api.call('GET', searchUrl(q, extra));
    if (response.statusCode !== 200) throw new Error(`search "${q}" answered ${response.statusCode}: ${response.body}`);
    return searchPageSchema.parse(response.json());
  };
  const texts = async (api: ApiUser, q: string, extra = '') => (await search(api, q, extra)).items.map((hit) => hit.memory.rawText);
  const marked = (hit: SearchHit) => hit.snippet.highlights.map(([start, end]) => hit.snippet.text.slice(start, end));

  /** Memories written straight to the table, oldest first (a minute apart), with their titles: no AI job involved. */
  async function seed(api: ApiUser, kindredId: number, memories: (string | { text: string; title?: string; summary?: string })[]) {
    const ids: number[] = [];
    for (const [index, memory] of memories.entries()) {
      const { text, title = null, summary = null } = typeof memory === 'string' ? { text: memory } : memory;
      const result = (await t.testDatabase.database.execute(
        `insert into memories (user_id, kindred_id, raw_text, title, full_summary, processing_status, created_at)
         values ($1, $2, $3, $4, $5, 'completed', now() - make_interval(mins => $6)) returning id`,
        [api.user.id, kindredId, text, title, summary, 1000 - index],
      )) as { rows: { id: number }[] };
      ids.push(result.rows[0]!.id);
    }
    return ids;
  }

  describe('matching', () => {
    let api: ApiUser;
    beforeAll(async () => {
      api = await asUser(t);
      const zoe = await api.addKindred('Zoë Martin', 'Sister');
      const tom = await api.addKindred('Tom', 'Brother');
      await seed(api, zoe.id, [
        'We celebrated her birthday at the lake house with a chocolate cake.',
        'She has been running every morning before work.',
        'Dinner at the Thai place, she ordered the green curry.',
        'Her Weihnachten market stall sold hand-made candles.',
        'Our anniversary trip to Lisbon was perfect, the cake was even better.',
      ]);
      await seed(api, tom.id, ['Tom fixed the bike and talked about the cake shop he wants to open.', 'Chocolate tasting with Tom in Brussels.']);
    });

    it('stems English words both ways: "birthdays" finds "birthday", "run" finds "running"', async () => {
      expect(await texts(api, 'birthdays')).toEqual(['We celebrated her birthday at the lake house with a chocolate cake.']);
      expect(await texts(api, 'run')).toEqual(['She has been running every morning before work.']);
    });

    it('finds a stop word typed alone as written, though English leaves it out', async () => {
      expect((await texts(api, 'she')).sort()).toEqual(['Dinner at the Thai place, she ordered the green curry.', 'She has been running every morning before work.']);
    });

    it('ignores accents both ways, and keeps words of other languages as written', async () => {
      const byPlainName = await search(api, 'Zoe');
      expect(byPlainName.items).toHaveLength(5);
      expect(byPlainName.items.every((hit) => hit.kindred.name === 'Zoë Martin')).toBe(true);
      expect(await texts(api, 'cafe')).toEqual([]);
      expect(await texts(api, 'Weihnachten')).toEqual(['Her Weihnachten market stall sold hand-made candles.']);
      expect(await texts(api, 'Brüssels')).toEqual(['Chocolate tasting with Tom in Brussels.']);
    });

    it('finds words in any order, requires all of them, and reads "quoted phrases", or and -exclusions', async () => {
      expect(await texts(api, 'cake chocolate')).toEqual(['We celebrated her birthday at the lake house with a chocolate cake.']);
      expect(await texts(api, 'chocolate cake')).toEqual(await texts(api, 'cake chocolate'));
      expect(await texts(api, '"chocolate cake"')).toEqual(['We celebrated her birthday at the lake house with a chocolate cake.']);
      expect(await texts(api, '"cake chocolate"')).toEqual([]);
      expect((await texts(api, 'curry or candles')).sort()).toEqual([
        'Dinner at the Thai place, she ordered the green curry.',
        'Her Weihnachten market stall sold hand-made candles.',
      ]);
      expect((await texts(api, 'cake -lisbon -tom')).sort()).toEqual(['We celebrated her birthday at the lake house with a chocolate cake.']);
      expect(await texts(api, 'chocolate -"lake house"')).toEqual(['Chocolate tasting with Tom in Brussels.']);
    });

    it('corrects typos against the user’s own words, and matches the last word as a prefix', async () => {
      expect(await texts(api, 'birthdya')).toEqual(['We celebrated her birthday at the lake house with a chocolate cake.']);
      expect(await texts(api, 'anniversry')).toEqual(['Our anniversary trip to Lisbon was perfect, the cake was even better.']);
      expect(await texts(api, 'annive')).toEqual(['Our anniversary trip to Lisbon was perfect, the cake was even better.']);
      const typing = await search(api, 'lisbon anniv');
      expect(typing.items.map((hit) => [hit.memory.rawText, hit.score])).toEqual([['Our anniversary trip to Lisbon was perfect, the cake was even better.', 2]]);
      // Only the last word is a prefix: "anniv" before another word is a word of its own, found only as a typo (lower score).
      expect((await search(api, 'anniv lisbon')).items.map((hit) => hit.score)).toEqual([0]);
      expect(await texts(api, 'qwertyuiop')).toEqual([]);
    });

    it('matches a prefix that begins many words of the user, as well as one that begins a few', async () => {
      const writer = await asUser(t);
      const person = await writer.addKindred('Ana', 'Friend');
      // 25 words beginning "quil", more than the prefix is spelt out as; and one memory with a word beginning "quib".
      const many = Array.from({ length: 25 }, (_, i) => `quil${String.fromCharCode(97 + i)}ment`);
      await seed(writer, person.id, [`Her shelf of ${many.join(' ')}.`, 'She laughed at the quibble.']);
      expect(await texts(writer, 'quil')).toEqual([`Her shelf of ${many.join(' ')}.`]);
      expect(await texts(writer, 'quib')).toEqual(['She laughed at the quibble.']);
    });

    it('finds a person by name, with a typo too, and lists their memories first', async () => {
      const sarah = await asUser(t);
      const her = await sarah.addKindred('Sarah Lee', 'Friend');
      const other = await sarah.addKindred('Mark', 'Colleague');
      await seed(sarah, her.id, ['Coffee on Sunday.']);
      await seed(sarah, other.id, ['Mark said Sarah was moving to Leeds.', 'Mark started a new job.']);
      expect(await texts(sarah, 'sarah')).toEqual(['Coffee on Sunday.', 'Mark said Sarah was moving to Leeds.']);
      expect(await texts(sarah, 'Sarha')).toEqual(['Coffee on Sunday.', 'Mark said Sarah was moving to Leeds.']);
      expect(await texts(sarah, 'colleague')).toEqual(['Mark started a new job.', 'Mark said Sarah was moving to Leeds.']);
    });

    it('answers each hit with its memory, its person and a snippet whose ranges mark the matches', async () => {
      const page = await search(api, 'birthdays chocolate');
      expect(page.nextCursor).toBeNull();
      const [hit] = page.items;
      expect(hit!.memory).toMatchObject({ rawText: 'We celebrated her birthday at the lake house with a chocolate cake.', processingStatus: 'completed', hasKeyDates: false });
      expect(hit!.kindred).toEqual({ id: hit!.memory.kindredId, name: 'Zoë Martin', photoUrl: null });
      expect(hit!.snippet.text).toContain('birthday at the lake house');
      expect(marked(hit!)).toEqual(['birthday', 'chocolate']);
      expect(hit!.score).toBe(2);
      // A typo-corrected word is marked as it is written in the memory.
      expect(marked((await search(api, 'anniversry')).items[0]!)).toEqual(['anniversary']);
      // Accents kept in the snippet, found without them.
      const tom = await search(api, 'brussels');
      expect(marked(tom.items[0]!)).toEqual(['Brussels']);
    });

    it('answers the snippet as plain text: markup-like tags are left out, and no character of the memory can fake a mark', async () => {
      const user = await asUser(t);
      const kindred = await user.addKindred();
      await seed(user, kindred.id, ['Tom & Jerry <3 a <b>surprise</b> party \uE000 \uE001 planned']);
      const [hit] = (await search(user, 'party')).items;
      expect(hit!.snippet.text).not.toMatch(/<b>|\uE000|\uE001/u);
      expect(hit!.snippet.text).toContain('Tom & Jerry <3');
      expect(marked(hit!)).toEqual(['party']);
    });
  });

  it('ranks exact before corrected, title and name before body, then newest first', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Ana', 'Friend');
    await seed(api, kindred.id, [
      { text: 'Old body mention of the garden.' },
      { text: 'Nothing here.', title: 'Garden party' },
      { text: 'New body mention of the garden.' },
      { text: 'Planted roses.', summary: 'A day in the garden.' },
      { text: 'A gardn with a typo only.' },
    ]);
    const page = await search(api, 'garden');
    expect(page.items.map((hit) => [hit.memory.rawText, hit.score])).toEqual([
      ['Nothing here.', 3],
      ['Planted roses.', 2],
      ['New body mention of the garden.', 2],
      ['Old body mention of the garden.', 2],
    ]);
    // "gardn" matches nothing as typed: corrected to "garden", found in the same order; the typo itself stays unfound.
    expect((await search(api, 'gardn')).items.map((hit) => [hit.memory.rawText, hit.score])).toEqual([
      ['A gardn with a typo only.', 2],
    ]);
    // "gardenn" is nobody's word: corrected (to "garden", "gardn") it ranks below the exact "roses".
    const either = await search(api, 'gardenn or roses');
    expect(either.items.map((hit) => [hit.memory.rawText, hit.score])).toEqual([
      ['Planted roses.', 2],
      ['Nothing here.', 1],
      ['A gardn with a typo only.', 0],
      ['New body mention of the garden.', 0],
      ['Old body mention of the garden.', 0],
    ]);
  });

  it('pages on the cursor, filters by person, and 404s another user’s person', async () => {
    const api = await asUser(t);
    const stranger = await asUser(t);
    const kindred = await api.addKindred('Ben', 'Friend');
    const other = await api.addKindred('Kim', 'Friend');
    await seed(api, kindred.id, Array.from({ length: 5 }, (_, i) => `Picnic number ${i}`));
    // Seeded second, so a few milliseconds newer than "Picnic number 0".
    await seed(api, other.id, ['Picnic with Kim']);
    const first = await search(api, 'picnic', '&limit=4');
    expect(first.items.map((hit) => hit.memory.rawText)).toEqual(['Picnic number 4', 'Picnic number 3', 'Picnic number 2', 'Picnic number 1']);
    const second = await search(api, 'picnic', `&limit=4&cursor=${first.nextCursor}`);
    expect(second.items.map((hit) => hit.memory.rawText)).toEqual(['Picnic with Kim', 'Picnic number 0']);
    expect(second.nextCursor).toBeNull();
    expect(await texts(api, 'picnic', `&kindredId=${other.id}`)).toEqual(['Picnic with Kim']);

    const theirs = await stranger.addKindred('Ben', 'Friend');
    const foreign = await api.call('GET', searchUrl('picnic', `&kindredId=${theirs.id}`));
    expect(foreign.statusCode).toBe(404);
    // The cursor belongs to this search: another text, person or user cannot continue it.
    for (const [user, url] of [
      [api, searchUrl('picnics', `&cursor=${first.nextCursor}`)],
      [api, searchUrl('picnic', `&kindredId=${kindred.id}&cursor=${first.nextCursor}`)],
      [stranger, searchUrl('picnic', `&cursor=${first.nextCursor}`)],
    ] as const) {
      const response = await user.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('This search cannot be continued: start it again');
    }
  });

  it('finds only the caller’s memories', async () => {
    const alice = await asUser(t);
    const bob = await asUser(t);
    await seed(alice, (await alice.addKindred('Sam', 'Friend')).id, ['Alice and the violin concert.']);
    await seed(bob, (await bob.addKindred('Sam', 'Friend')).id, ['Bob and the violin concert.', 'Bob plays the violoncello.']);
    expect(await texts(alice, 'violin')).toEqual(['Alice and the violin concert.']);
    expect(await texts(bob, 'violin')).toEqual(['Bob and the violin concert.']);
    // Typos are corrected against the caller's words only: "violoncelo" is one of Bob's, not Alice's.
    expect(await texts(alice, 'violoncelo')).toEqual([]);
    expect(await texts(bob, 'violoncelo')).toEqual(['Bob plays the violoncello.']);
  });

  describe('refuses bad input with 400 and a readable message', () => {
    let api: ApiUser;
    beforeAll(async () => {
      api = await asUser(t);
    });
    it.each([
      ['/api/search/memories', 'Type something to search for'],
      ['/api/search/memories?q=', 'Type something to search for'],
      ['/api/search/memories?q=%20%20%20', 'Type something to search for'],
      ['/api/search/memories?q=cake%09pie', 'The search text contains characters that cannot be typed, such as control characters'],
      ['/api/search/memories?q=&q=', 'Type something to search for'],
      ['/api/search/memories?q=cake&q=pie', 'Search for one text at a time'],
      [`/api/search/memories?q=${'a'.repeat(201)}`, 'Search for at most 200 characters'],
      ['/api/search/memories?q=-', 'Type a word to search for: -, " and or only change how words are searched'],
      ['/api/search/memories?q=%22%22', 'Type a word to search for: -, " and or only change how words are searched'],
      ['/api/search/memories?q=or', 'Type a word to search for: -, " and or only change how words are searched'],
      ['/api/search/memories?q=-%20or%20%22%20%22', 'Type a word to search for: -, " and or only change how words are searched'],
      ['/api/search/memories?q=-cake', 'Add a word to look for: a search cannot only leave words out'],
      ['/api/search/memories?q=%22birthday%20cake', 'A quoted phrase needs a closing quote (")'],
      ['/api/search/memories?q=cake%00', 'The search text contains characters that cannot be typed, such as control characters'],
      ['/api/search/memories?q=cake%0Apie', 'The search text contains characters that cannot be typed, such as control characters'],
      ['/api/search/memories?q=cake&cursor=not-a-cursor', 'This search cannot be continued: start it again'],
      ['/api/search/memories?q=cake&cursor=%00%01', unsafeTextMessage('cursor')],
      ['/api/search/memories?q=cake&limit=0', 'limit must be a whole number from 1 to 50'],
      ['/api/search/memories?q=cake&limit=51', 'limit must be a whole number from 1 to 50'],
      ['/api/search/memories?q=cake&limit=2.5', 'limit must be a whole number from 1 to 50'],
      ['/api/search/memories?q=cake&limit=many', 'limit must be a whole number from 1 to 50'],
      ['/api/search/memories?q=cake&kindredId=abc', 'Invalid kindred ID'],
    ])('%s', async (url, message) => {
      const response = await api.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('accepts 200 characters, punctuation and operators inside words', async () => {
      for (const q of ['a'.repeat(200), "o'brien & co! (x) | y:* <-> \\", 'e-mail', '100%', 'cake or', 'or cake']) {
        expect((await api.call('GET', searchUrl(q))).statusCode, q).toBe(200);
      }
    });
  });

  describe('stays current', () => {
    // The write-up job with an engine whose answer the test decides.
    const writeUpWith = (title: string, fullSummary: string) => {
      const engines = createAiEngines(t.config.ai);
      const engine: AiEngine = { ...engines.builtin, name: 'llm', describeMemory: () => Promise.resolve({ title, fullSummary, category: 'Travel' }) };
      const { db } = t.testDatabase.database;
      return createMemoryWriteups({
        memories: createMemoriesRepository(db),
        engines: { ...engines, forPerson: () => engine },
        transact: createTransact(db, t.queue),
        requestSummary: createSummaryRequests({ summaries: createSummariesRepository(db), clock: systemClock }).requestSummary,
        logger: pino({ level: 'silent' }),
      });
    };

    it('after the AI writes a title and summary', async () => {
      const api = await asUser(t);
      const kindred = await api.addKindred();
      const { memory } = await api.addMemory(kindred.id, 'We walked for hours.');
      await eventually(() => api.getMemory(memory.id), (m) => m.processingStatus === 'completed');
      // Processing again, held an hour ahead so that the app's own workers leave it to the test.
      await t.testDatabase.database.execute("update memories set processing_status = 'processing', writeup_due_at = now() + interval '1 hour' where id = $1", [memory.id]);
      expect(await texts(api, 'zeppelin')).toEqual([]);
      await writeUpWith('Zeppelin museum', 'A long walk to the airship hangar.').handle([
        { id: memory.id, userId: api.user.id, kindredId: kindred.id, rawText: memory.rawText, attempts: 1, kindredName: kindred.name, relationship: kindred.relationship, privateFromAi: false },
      ]);
      const page = await search(api, 'zeppelin');
      expect(page.items.map((hit) => [hit.memory.title, hit.score])).toEqual([['Zeppelin museum', 3]]);
      expect(await texts(api, 'hangars')).toEqual(['We walked for hours.']);
      // The new words are known for typos as well.
      expect(await texts(api, 'zepelin')).toEqual(['We walked for hours.']);
    });

    it('after an edit, and forgets the words the edit removed', async () => {
      const api = await asUser(t);
      const kindred = await api.addKindred();
      const [id] = await seed(api, kindred.id, ['A trip to the aquarium.']);
      expect(await texts(api, 'aquarium')).toHaveLength(1);
      const edit = await api.call('PUT', `/api/memories/${id}`, { title: 'Planetarium', fullSummary: 'Stars.', rawText: 'A trip to the planetarium.' });
      expect(edit.statusCode).toBe(200);
      expect(await texts(api, 'aquarium')).toEqual([]);
      expect(await texts(api, 'aquarim')).toEqual([]);
      expect(await texts(api, 'planetarium')).toEqual(['A trip to the planetarium.']);
      await api.call('DELETE', `/api/memories/${id}`);
      expect(await texts(api, 'planetarium')).toEqual([]);
      const words = await t.testDatabase.database.execute('select word from search_words where user_id = $1 order by word', [api.user.id]);
      expect(words.rows).toEqual([{ word: 'friend' }, { word: 'sarah' }]);
    });

    it('after the person is renamed', async () => {
      const api = await asUser(t);
      const kindred = await api.addKindred('Jo', 'Friend');
      await seed(api, kindred.id, ['Lunch by the harbour.']);
      expect((await api.call('PATCH', `/api/kindreds/${kindred.id}`, { name: 'Josephine', relationship: 'Aunt' })).statusCode).toBe(200);
      const page = await search(api, 'josephine');
      expect(page.items.map((hit) => [hit.memory.rawText, hit.kindred.name, hit.score])).toEqual([['Lunch by the harbour.', 'Josephine', 3]]);
      expect(await texts(api, 'aunt')).toEqual(['Lunch by the harbour.']);
      expect(await texts(api, 'jo')).toEqual([]);
      expect(await texts(api, 'friend')).toEqual([]);
      expect(await texts(api, 'Josefine')).toEqual(['Lunch by the harbour.']);
    });
  });
});
