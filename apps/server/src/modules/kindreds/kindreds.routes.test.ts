import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@kindred/core/calendar-days';
import { kindredListItemSchema, kindredSchema, ONBOARDING_DONE_MESSAGE, onboardingResponseSchema } from '@kindred/core/kindred';
import { todayIn } from '@kindred/core/time-zone';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { reloadUser } from '../../../test/factories';
import { asUser, eventually } from '../../../test/people';

const daysFromToday = (days: number) => addDays(todayIn('UTC'), days);

describe('/api/kindreds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates a kindred with trimmed name and relationship', async () => {
    const api = await asUser(t);
    const response = await api.call('POST', '/api/kindreds', { name: '  Sarah Lee ', relationship: ' Friend ' });
    expect(response.statusCode).toBe(201);
    const kindred = kindredSchema.strict().parse(response.json());
    expect(kindred).toMatchObject({ name: 'Sarah Lee', relationship: 'Friend', photoUrl: null });
    expect((await api.call('GET', `/api/kindreds/${kindred.id}`)).json()).toEqual(kindred);
  });

  it.each([
    [{ relationship: 'Friend' }, 'name', 'Name is required'],
    [{ name: '   ', relationship: 'Friend' }, 'name', 'Name is required'],
    [{ name: 'Sarah' }, 'relationship', 'Relationship is required'],
    [{ name: 'x'.repeat(101), relationship: 'Friend' }, 'name', 'Name must be no more than 100 characters long'],
    [{ name: 'Sarah', relationship: 'y'.repeat(51) }, 'relationship', 'Relationship must be no more than 50 characters long'],
  ])('rejects %j with "%s: %s" and stores nothing', async (body, field, message) => {
    const api = await asUser(t);
    const response = await api.call('POST', '/api/kindreds', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: [message] } });
    expect((await api.call('GET', '/api/kindreds/summary')).json()).toEqual([]);
  });

  it('accepts a name of exactly 100 characters, emoji counted once', async () => {
    const api = await asUser(t);
    const name = `${'a'.repeat(99)}😀`;
    expect((await api.call('POST', '/api/kindreds', { name, relationship: 'Friend' })).statusCode).toBe(201);
  });

  it('lists the dashboard cards with counts, last memory and the next key date, by name', async () => {
    const api = await asUser(t);
    const zoe = await api.addKindred('zoe', 'Sister');
    const adam = await api.addKindred('Adam', 'Colleague');
    await api.addMemory(zoe.id, 'We baked bread together.');
    const { memory: latest } = await api.addMemory(zoe.id, 'She called me about her new job.');
    // An annual date from years ago rolls forward; a past one-off is skipped; the soonest wins.
    const tenDays = daysFromToday(10);
    await api.addKeyDate(zoe.id, { date: `1990-${tenDays.slice(5)}`, eventTitle: "Zoe's birthday", annual: true });
    await api.addKeyDate(zoe.id, { date: daysFromToday(-3), eventTitle: 'Past trip' });
    await api.addKeyDate(zoe.id, { date: daysFromToday(20), eventTitle: 'Concert' });

    const response = await api.call('GET', '/api/kindreds/summary');
    expect(response.statusCode).toBe(200);
    const cards = response.json().map((card: unknown) => kindredListItemSchema.strict().parse(card));
    expect(cards.map((card: { name: string }) => card.name)).toEqual(['Adam', 'zoe']);
    expect(cards[0]).toMatchObject({ id: adam.id, memoryCount: 0, lastMemoryAt: null, nextKeyDate: null });
    expect(cards[1]).toMatchObject({
      id: zoe.id,
      memoryCount: 2,
      lastMemoryAt: latest.createdAt,
      nextKeyDate: { date: tenDays, eventTitle: "Zoe's birthday", annual: true },
    });
    // A card is the profile GET /api/kindreds/:id answers, to the millisecond, plus its counts.
    for (const card of cards) {
      const { memoryCount: _count, lastMemoryAt: _last, nextKeyDate: _next, ...profile } = card;
      expect(profile).toEqual((await api.call('GET', `/api/kindreds/${card.id}`)).json());
    }
  });

  it("takes a person's earliest one-off date not yet past, today included, and the first added on a tie", async () => {
    const api = await asUser(t);
    const mia = await api.addKindred('Mia', 'Friend');
    const leo = await api.addKindred('Leo', 'Friend');
    await api.addKeyDate(mia.id, { date: daysFromToday(30), eventTitle: 'Wedding' });
    await api.addKeyDate(mia.id, { date: daysFromToday(-1), eventTitle: 'Yesterday' });
    await api.addKeyDate(mia.id, { date: `1990-${daysFromToday(60).slice(5)}`, eventTitle: 'Birthday', annual: true });
    await api.addKeyDate(mia.id, { date: daysFromToday(5), eventTitle: 'Move' });
    await api.addKeyDate(mia.id, { date: daysFromToday(5), eventTitle: 'Dinner' });
    await api.addKeyDate(leo.id, { date: daysFromToday(0), eventTitle: 'Today' });
    await api.addKeyDate(leo.id, { date: daysFromToday(3), eventTitle: 'Later' });

    const cards = (await api.call('GET', '/api/kindreds/summary')).json() as { name: string; nextKeyDate: { date: string; eventTitle: string } | null }[];
    expect(cards.map(({ name, nextKeyDate }) => [name, nextKeyDate?.eventTitle, nextKeyDate?.date])).toEqual([
      ['Leo', 'Today', daysFromToday(0)],
      ['Mia', 'Move', daysFromToday(5)],
    ]);
  });

  it('keeps the count and the last memory right as memories come and go', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory: first } = await api.addMemory(kindred.id, 'First');
    const { memory: second } = await api.addMemory(kindred.id, 'Second');
    const card = async () => (await api.call('GET', '/api/kindreds/summary')).json()[0];
    expect(await card()).toMatchObject({ memoryCount: 2, lastMemoryAt: second.createdAt });
    await api.call('DELETE', `/api/memories/${second.id}`);
    expect(await card()).toMatchObject({ memoryCount: 1, lastMemoryAt: first.createdAt });
    await api.call('DELETE', `/api/memories/${first.id}`);
    expect(await card()).toMatchObject({ memoryCount: 0, lastMemoryAt: null });
  });

  it('PATCH renames, validates, and leaves the other field alone', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred('Sam', 'Friend');
    const renamed = await api.call('PATCH', `/api/kindreds/${kindred.id}`, { name: ' Samuel ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Samuel', relationship: 'Friend' });
    expect((await api.call('PATCH', `/api/kindreds/${kindred.id}`, { relationship: '' })).json().details).toEqual({ relationship: ['Relationship is required'] });
    expect((await api.call('PATCH', `/api/kindreds/${kindred.id}`, {})).statusCode).toBe(400);
  });

  it('DELETE removes the kindred with its memories and key dates', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'A walk by the river.');
    const keyDate = await api.addKeyDate(kindred.id, { date: '2024-05-01', memoryId: memory.id });
    expect((await api.call('DELETE', `/api/kindreds/${kindred.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/kindreds/${kindred.id}`)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/memories/${memory.id}`)).statusCode).toBe(404);
    expect((await api.call('GET', '/api/key-dates')).json()).toEqual([]);
    expect(keyDate.id).toBeGreaterThan(0);
    expect((await api.call('DELETE', `/api/kindreds/${kindred.id}`)).statusCode).toBe(404);
  });

  it.each(['undefined', '0', '-1', 'abc', '07', '2147483648'])('answers "Invalid kindred ID" for id %s', async (id) => {
    const api = await asUser(t);
    const response = await api.call('GET', `/api/kindreds/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid kindred ID');
  });

  it('after the free trial: reading, editing and deleting work, creating answers 402 trialExpired', async () => {
    const api = await asUser(t, { trialStartedDaysAgo: 3 });
    const kindred = await api.addKindred();
    await t.testDatabase.database.execute("update users set trial_started_at = now() - interval '6 days' where id = $1", [api.user.id]);
    expect((await api.call('GET', '/api/kindreds/summary')).statusCode).toBe(200);
    expect((await api.call('PATCH', `/api/kindreds/${kindred.id}`, { name: 'Sara' })).statusCode).toBe(200);
    const blocked = await api.call('POST', '/api/kindreds', { name: 'New', relationship: 'Friend' });
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toMatchObject({ code: 'TRIAL_EXPIRED', trialExpired: true });
    expect((await api.call('POST', `/api/kindreds/${kindred.id}/memories`, { rawText: 'hi' })).statusCode).toBe(402);
    expect((await api.call('DELETE', `/api/kindreds/${kindred.id}`)).statusCode).toBe(204);
  });

  it('needs a signed-in, verified user with a plan', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/kindreds/summary' })).statusCode).toBe(401);
    const unverified = await asUser(t, { verified: false });
    expect((await unverified.call('GET', '/api/kindreds/summary')).statusCode).toBe(403);
    const noPlan = await asUser(t, { plan: null });
    expect((await noPlan.call('POST', '/api/kindreds', { name: 'A', relationship: 'B' })).statusCode).toBe(402);
  });
});

describe('POST /api/kindreds/onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates the person, their birthday as an annual key date and the first memory, and ends first-time onboarding', async () => {
    const api = await asUser(t, { isFirstTimeLogin: true });
    const response = await api.call('POST', '/api/kindreds/onboarding', {
      name: 'Mom',
      relationship: 'Family',
      birthday: '1960-02-29',
      firstMemory: '  She taught me to ride a bike.  ',
    });
    expect(response.statusCode).toBe(201);
    const body = onboardingResponseSchema.parse(response.json());
    expect(body.kindred).toMatchObject({ name: 'Mom', relationship: 'Family' });
    expect(body.birthday).toMatchObject({ date: '1960-02-29', eventTitle: "Mom's birthday", annual: true, kindredId: body.kindred.id, memoryId: null });
    expect(body.memory).toMatchObject({ rawText: 'She taught me to ride a bike.', processingStatus: 'processing' });
    expect((await reloadUser(t, api.user.id))?.isFirstTimeLogin).toBe(false);
    const done = await eventually(() => api.getMemory(body.memory!.id), (memory) => memory.processingStatus === 'completed');
    expect(done.title).toBeTruthy();
  });

  it('works with only a name and relationship', async () => {
    const api = await asUser(t, { isFirstTimeLogin: true });
    const body = (await api.call('POST', '/api/kindreds/onboarding', { name: 'Ana', relationship: 'Friend', firstMemory: '   ' })).json();
    expect(body).toMatchObject({ birthday: null, memory: null });
  });

  it('answers 409 to a replayed or concurrent second request and makes nobody twice', async () => {
    const api = await asUser(t, { isFirstTimeLogin: true });
    const request = { name: 'Ana', relationship: 'Friend', firstMemory: 'We met at school.' };
    const answers = await Promise.all([1, 2, 3].map(() => api.call('POST', '/api/kindreds/onboarding', request)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe(ONBOARDING_DONE_MESSAGE);
    expect((await api.call('GET', '/api/kindreds/summary')).json()).toHaveLength(1);
  });

  it('rejects a birthday outside the date pickers and creates nothing', async () => {
    const api = await asUser(t, { isFirstTimeLogin: true });
    const response = await api.call('POST', '/api/kindreds/onboarding', { name: 'Ana', relationship: 'Friend', birthday: '1899-12-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ birthday: ['Date must be between 1900-01-01 and 2099-12-31'] });
    expect((await api.call('GET', '/api/kindreds/summary')).json()).toEqual([]);
    expect((await reloadUser(t, api.user.id))?.isFirstTimeLogin).toBe(true);
  });
});
