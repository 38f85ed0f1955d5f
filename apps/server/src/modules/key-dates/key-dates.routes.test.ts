import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_DATE_NOTHING_TO_UPDATE_MESSAGE, keyDateSchema } from '@kindred/core/key-date';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser } from '../../../test/people';

describe('/api/key-dates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates, reads, updates and deletes a key date', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const created = await api.call('POST', '/api/key-dates', { date: '2025-07-04', eventTitle: ' Picnic ', annual: false, kindredId: kindred.id });
    expect(created.statusCode).toBe(201);
    const keyDate = keyDateSchema.strict().parse(created.json());
    expect(keyDate).toMatchObject({ date: '2025-07-04', eventTitle: 'Picnic', annual: false, kindredId: kindred.id, memoryId: null });

    const updated = await api.call('PUT', `/api/key-dates/${keyDate.id}`, { eventTitle: 'Family picnic', annual: true });
    expect(updated.json()).toEqual({ ...keyDate, eventTitle: 'Family picnic', annual: true });
    // Leaving `annual` out keeps it.
    expect((await api.call('PUT', `/api/key-dates/${keyDate.id}`, { date: '2025-07-05' })).json()).toMatchObject({ date: '2025-07-05', annual: true });
    expect((await api.call('GET', '/api/key-dates')).json()).toHaveLength(1);
    expect((await api.call('DELETE', `/api/key-dates/${keyDate.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/key-dates/kindred/${kindred.id}`)).json()).toEqual([]);
    expect((await api.call('DELETE', `/api/key-dates/${keyDate.id}`)).statusCode).toBe(404);
  });

  it('answers 400 to an update that changes nothing (an empty body, or only unknown fields), found by `npm run fuzz`', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const keyDate = (await api.call('POST', '/api/key-dates', { date: '2025-07-04', eventTitle: 'Picnic', kindredId: kindred.id })).json();
    for (const body of [{}, { title: 'not a field' }]) {
      const response = await api.call('PUT', `/api/key-dates/${keyDate.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: KEY_DATE_NOTHING_TO_UPDATE_MESSAGE, code: 'VALIDATION_FAILED' });
    }
    expect((await api.call('GET', `/api/key-dates/kindred/${kindred.id}`)).json()).toEqual([keyDate]);
  });

  it.each([
    [{ date: '2025-02-30', eventTitle: 'x' }, 'date', 'Date must be a real calendar date in YYYY-MM-DD format'],
    [{ date: '03/04/2025', eventTitle: 'x' }, 'date', 'Date must be a real calendar date in YYYY-MM-DD format'],
    [{ date: '2100-01-01', eventTitle: 'x' }, 'date', 'Date must be between 1900-01-01 and 2099-12-31'],
    [{ date: '2025-01-01', eventTitle: '  ' }, 'eventTitle', 'Event title is required'],
    [{ date: '2025-01-01', eventTitle: 'e'.repeat(201) }, 'eventTitle', 'Event title must be no more than 200 characters long'],
  ])('rejects %j', async (values, field, message) => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const response = await api.call('POST', '/api/key-dates', { ...values, kindredId: kindred.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ [field]: [message] });
  });

  it('links a key date to a memory of the same kindred only, and gives the memory its key date', async () => {
    const api = await asUser(t);
    const sarah = await api.addKindred('Sarah', 'Friend');
    const tom = await api.addKindred('Tom', 'Friend');
    const { memory } = await api.addMemory(sarah.id, 'Graduation day!');
    const wrong = await api.call('POST', '/api/key-dates', { date: '2025-06-01', eventTitle: 'Graduation', kindredId: tom.id, memoryId: memory.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The memory must belong to the same kindred');

    await api.addKeyDate(sarah.id, { date: '2025-06-01', eventTitle: 'Graduation', memoryId: memory.id });
    expect(await api.getMemory(memory.id)).toMatchObject({ keyDate: '2025-06-01', hasKeyDates: true });
    expect((await api.call('GET', `/api/key-dates/memory/${memory.id}`)).json()).toEqual([expect.objectContaining({ eventTitle: 'Graduation' })]);
  });

  it('batch creates all rows in one transaction, or none when any row is wrong', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const other = await api.addKindred('Other', 'Friend');
    const { memory } = await api.addMemory(kindred.id, 'Trip to Japan from April 2 to April 9, 2026.');
    const { memory: foreign } = await api.addMemory(other.id, 'Elsewhere');
    const rows = [
      { date: '2026-04-02', eventTitle: 'Trip to Japan', annual: false, kindredId: kindred.id, memoryId: memory.id },
      { date: '2026-04-09', eventTitle: 'Back home', annual: false, memoryId: memory.id },
    ];
    for (const bad of [
      [...rows, { date: '2026-13-01', eventTitle: 'Bad date', annual: false }],
      [...rows, { date: '2026-05-01', eventTitle: 'Wrong memory', annual: false, memoryId: foreign.id }],
      [...rows, { date: '2026-05-01', eventTitle: 'Wrong kindred', annual: false, kindredId: other.id }],
    ]) {
      const response = await api.call('POST', `/api/key-dates/batch/${kindred.id}`, bad);
      expect(response.statusCode).toBe(400);
      expect((await api.call('GET', '/api/key-dates')).json()).toEqual([]);
    }
    const created = await api.call('POST', `/api/key-dates/batch/${kindred.id}`, rows);
    expect(created.statusCode).toBe(201);
    expect(created.json().map((row: { eventTitle: string }) => row.eventTitle)).toEqual(['Trip to Japan', 'Back home']);
    expect((await api.call('POST', `/api/key-dates/batch/${kindred.id}`, [])).statusCode).toBe(400);
  });

  it('a batch that fails inside the database leaves nothing behind', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    // The second row passes validation but breaks a database rule at insert time.
    await t.testDatabase.database.execute("alter table key_dates add constraint no_doomsday check (event_title <> 'Doomsday')");
    try {
      const response = await api.call('POST', `/api/key-dates/batch/${kindred.id}`, [
        { date: '2026-01-01', eventTitle: 'New Year', annual: true },
        { date: '2026-01-02', eventTitle: 'Doomsday', annual: false },
      ]);
      expect(response.statusCode).toBe(500);
      expect((await api.call('GET', `/api/key-dates/kindred/${kindred.id}`)).json()).toEqual([]);
    } finally {
      await t.testDatabase.database.execute('alter table key_dates drop constraint no_doomsday');
    }
  });

  it('range lays annual dates out once a year, across New Year, with Feb 29 on Feb 28 in common years', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Leap', 'Friend');
    await api.addKeyDate(kindred.id, { date: '2000-02-29', eventTitle: 'Leap birthday', annual: true });
    await api.addKeyDate(kindred.id, { date: '1995-12-31', eventTitle: 'New Year’s Eve wedding', annual: true });
    await api.addKeyDate(kindred.id, { date: '2027-01-03', eventTitle: 'One-off', annual: false });
    await api.addKeyDate(kindred.id, { date: '2030-01-01', eventTitle: 'Outside', annual: false });

    const across = (await api.call('GET', `/api/key-dates/kindred/${kindred.id}/range?startDate=2026-12-01&endDate=2027-03-31`)).json();
    expect(across.map((o: { occurrenceDate: string; eventTitle: string }) => [o.occurrenceDate, o.eventTitle])).toEqual([
      ['2026-12-31', 'New Year’s Eve wedding'],
      ['2027-01-03', 'One-off'],
      ['2027-02-28', 'Leap birthday'],
    ]);
    expect(across[0]).toMatchObject({ date: '1995-12-31', annual: true, kindredName: 'Leap' });

    const leap = (await api.call('GET', `/api/key-dates/kindred/${kindred.id}/range?startDate=2028-02-01&endDate=2028-03-01`)).json();
    expect(leap.map((o: { occurrenceDate: string }) => o.occurrenceDate)).toEqual(['2028-02-29']);

    const years = (await api.call('GET', `/api/key-dates/kindred/${kindred.id}/range?startDate=2024-01-01&endDate=2026-12-31`)).json();
    expect(years.filter((o: { eventTitle: string }) => o.eventTitle === 'Leap birthday').map((o: { occurrenceDate: string }) => o.occurrenceDate)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
    ]);
    // An annual date does not fall before the year it was first set.
    const before = (await api.call('GET', `/api/key-dates/kindred/${kindred.id}/range?startDate=1990-01-01&endDate=1995-12-30`)).json();
    expect(before).toEqual([]);
  });

  it('range validates its dates', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const base = `/api/key-dates/kindred/${kindred.id}/range`;
    expect((await api.call('GET', `${base}?startDate=2026-02-01&endDate=2026-01-01`)).json().error).toBe('endDate must not be before startDate');
    expect((await api.call('GET', `${base}?startDate=2026-02-01`)).statusCode).toBe(400);
    expect((await api.call('GET', `${base}?startDate=1900-01-01&endDate=2099-12-31`)).statusCode).toBe(400);
  });

  it('upcoming lists the next days across every kindred, soonest first', async () => {
    const api = await asUser(t);
    const a = await api.addKindred('Ann', 'Friend');
    const b = await api.addKindred('Bob', 'Friend');
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await api.addKeyDate(a.id, { date: `1980-${inDays(5).slice(5)}`, eventTitle: "Ann's birthday", annual: true });
    await api.addKeyDate(b.id, { date: inDays(2), eventTitle: 'Dinner' });
    await api.addKeyDate(b.id, { date: inDays(40), eventTitle: 'Too far' });
    const body = (await api.call('GET', '/api/key-dates/upcoming?days=30')).json();
    expect(body.map((o: { eventTitle: string; kindredName: string }) => [o.eventTitle, o.kindredName])).toEqual([
      ['Dinner', 'Bob'],
      ["Ann's birthday", 'Ann'],
    ]);
  });
});
