import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@kindred/core/calendar-days';
import { todayIn } from '@kindred/core/time-zone';
import { calendarEntrySchema, calendarFeedSchema, notificationSettingsSchema, suggestionSchema } from '@kindred/core/calendar';
import { kindredSchema } from '@kindred/core/kindred';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { asUser } from '../../../test/people';

// Key dates are stored with today's real time; the test clock runs in 2027, after all of them.
let now = new Date('2027-06-01T12:00:00Z');
const clock = () => now;

describe('calendar, notification settings, feed and suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { REMINDER_TICK_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  const setZone = async (api: Awaited<ReturnType<typeof asUser>>, timeZone: string) => {
    const current = (await api.call('GET', '/api/users/me/notifications')).json();
    expect((await api.call('PUT', '/api/users/me/notifications', { ...current, timeZone })).statusCode).toBe(200);
  };

  describe('GET /api/calendar/entries', () => {
    it('lays annual dates out in each year of the range with the years since, Feb 29 on Feb 28 in common years, sorted', async () => {
      const api = await asUser(t);
      const sarah = await api.addKindred('Sarah', 'Friend');
      const tom = await api.addKindred('Tom', 'Brother');
      const { memory } = await api.addMemory(sarah.id, 'Dinner for her birthday');
      const birthday = await api.addKeyDate(sarah.id, { date: '1993-03-01', eventTitle: 'Birthday', annual: true, memoryId: memory.id });
      await api.addKeyDate(tom.id, { date: '2000-02-29', eventTitle: 'Leap birthday', annual: true });
      await api.addKeyDate(tom.id, { date: '2027-02-10', eventTitle: 'Exam', annual: false });
      await api.addKeyDate(tom.id, { date: '2029-01-01', eventTitle: 'Outside', annual: false });

      const range = async (start: string, end: string) => {
        const response = await api.call('GET', `/api/calendar/entries?start=${start}&end=${end}`);
        expect(response.statusCode).toBe(200);
        return response.json().map((entry: unknown) => calendarEntrySchema.strict().parse(entry));
      };
      const entries = [...(await range('2027-02-01', '2028-01-31')), ...(await range('2028-02-01', '2028-03-01'))];
      expect(entries.map((e: { date: string; title: string; years: number | null }) => [e.date, e.title, e.years])).toEqual([
        ['2027-02-10', 'Exam', null],
        ['2027-02-28', 'Leap birthday', 27],
        ['2027-03-01', 'Birthday', 34],
        ['2028-02-29', 'Leap birthday', 28],
        ['2028-03-01', 'Birthday', 35],
      ]);
      expect(entries[2]).toEqual({ date: '2027-03-01', keyDateId: birthday.id, title: 'Birthday', annual: true, kindred: { id: sarah.id, name: 'Sarah', photoUrl: null }, memoryId: memory.id, years: 34 });
    });

    it.each([
      ['start=2027-03-01&end=2027-02-01', 'end', 'end must not be before start'],
      ['start=2027-02-30&end=2027-03-01', 'start', 'Date must be a real calendar date in YYYY-MM-DD format'],
      ['start=2027-01-01', 'end', undefined],
      ['start=2027-01-01&end=2028-01-02', 'end', 'The range can span at most 366 days'],
    ])('answers 400 with a message for %s', async (query, field, message) => {
      const api = await asUser(t);
      const response = await api.call('GET', `/api/calendar/entries?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().details[field]).toBeDefined();
      if (message) expect(response.json().details[field]).toEqual([message]);
    });

    it('takes a whole leap year of 366 days', async () => {
      const api = await asUser(t);
      expect((await api.call('GET', '/api/calendar/entries?start=2028-01-01&end=2028-12-31')).statusCode).toBe(200);
    });

    it('needs a signed-in user and shows only their own dates', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/entries?start=2027-01-01&end=2027-12-31' })).statusCode).toBe(401);
      const owner = await asUser(t);
      await owner.addKeyDate((await owner.addKindred()).id, { date: '2027-05-05', eventTitle: 'Mine' });
      const other = await asUser(t);
      expect((await other.call('GET', '/api/calendar/entries?start=2027-01-01&end=2027-12-31')).json()).toEqual([]);
    });
  });

  it("GET /api/reminders/today answers today's dates in the user's time zone", async () => {
    now = new Date('2027-06-01T20:00:00Z'); // June 2 in Kiritimati (UTC+14), June 1 in UTC and in Pago Pago
    const api = await asUser(t);
    const kindred = await api.addKindred('Ana', 'Friend');
    await api.addKeyDate(kindred.id, { date: '1990-06-02', eventTitle: 'Birthday', annual: true });
    await api.addKeyDate(kindred.id, { date: '2027-06-01', eventTitle: 'Picnic' });
    expect((await api.call('GET', '/api/reminders/today')).json().map((e: { title: string }) => e.title)).toEqual(['Picnic']);
    await setZone(api, 'Pacific/Kiritimati');
    expect((await api.call('GET', '/api/reminders/today')).json()).toEqual([expect.objectContaining({ date: '2027-06-02', title: 'Birthday', years: 37 })]);
    await setZone(api, 'Pacific/Pago_Pago');
    expect((await api.call('GET', '/api/reminders/today')).json().map((e: { title: string }) => e.title)).toEqual(['Picnic']);
    now = new Date('2027-06-01T12:00:00Z');
  });

  describe('/api/users/me/notifications', () => {
    it('starts from the defaults and keeps what is put', async () => {
      const api = await asUser(t);
      const defaults = notificationSettingsSchema.strict().parse((await api.call('GET', '/api/users/me/notifications')).json());
      expect(defaults).toEqual({ emailReminders: true, daysBefore: [0, 7], timeOfDay: '09:00', timeZone: 'UTC', weeklyDigest: false, digestDay: 'monday' });
      const wanted = { emailReminders: false, daysBefore: [14, 1, 3], timeOfDay: '18:45', timeZone: 'America/Sao_Paulo', weeklyDigest: true, digestDay: 'sunday' };
      const saved = await api.call('PUT', '/api/users/me/notifications', wanted);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...wanted, daysBefore: [1, 3, 14] });
      expect((await api.call('GET', '/api/users/me/notifications')).json()).toEqual({ ...wanted, daysBefore: [1, 3, 14] });
    });

    it.each([
      [{ daysBefore: [0, 1, 3, 7] }, 'daysBefore'],
      [{ daysBefore: [2] }, 'daysBefore'],
      [{ daysBefore: [7, 7] }, 'daysBefore'],
      [{ timeOfDay: '9:00' }, 'timeOfDay'],
      [{ timeOfDay: '24:00' }, 'timeOfDay'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ digestDay: 'Funday' }, 'digestDay'],
      [{ emailReminders: 'yes' }, 'emailReminders'],
    ])('refuses %j with a 400 naming the field', async (change, field) => {
      const api = await asUser(t);
      const current = (await api.call('GET', '/api/users/me/notifications')).json();
      const response = await api.call('PUT', '/api/users/me/notifications', { ...current, ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().details)).toEqual([field]);
      expect((await api.call('GET', '/api/users/me/notifications')).json()).toEqual(current);
    });

    it("keeps the browser's time zone from sign-up, and from the first sign-in that sends one", async () => {
      const email = `zone-${Date.now()}@example.com`;
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: DEFAULT_PASSWORD, timeZone: 'Asia/Kolkata' } })).statusCode).toBe(201);
      const stored = await t.testDatabase.database.execute('select s.time_zone from notification_settings s join users u on u.id = s.user_id where u.email = $1', [email]);
      expect(stored.rows).toEqual([{ time_zone: 'Asia/Kolkata' }]);

      const user = await createUser(t);
      const login = (timeZone?: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD, ...(timeZone ? { timeZone } : {}) } });
      expect((await login()).statusCode).toBe(200);
      expect((await login('Not/AZone')).statusCode).toBe(200);
      expect((await login('Asia/Tokyo')).statusCode).toBe(200);
      const session = (await login('Europe/Paris')).json();
      const settings = await t.app.inject({ method: 'GET', url: '/api/users/me/notifications', headers: { authorization: `Bearer ${session.access_token}` } });
      expect(settings.json().timeZone).toBe('Asia/Tokyo');
    });
  });

  it('PATCH /api/kindreds/{id} sets the keep-in-touch cadence, which every kindred answer carries', async () => {
    const api = await asUser(t);
    const kindred = kindredSchema.strict().parse(await api.addKindred('Tom', 'Brother'));
    expect(kindred.keepInTouch).toBe('none');
    const patched = await api.call('PATCH', `/api/kindreds/${kindred.id}`, { keepInTouch: 'monthly' });
    expect(patched.statusCode).toBe(200);
    expect(kindredSchema.strict().parse(patched.json()).keepInTouch).toBe('monthly');
    expect((await api.call('GET', `/api/kindreds/${kindred.id}`)).json().keepInTouch).toBe('monthly');
    expect((await api.call('GET', '/api/kindreds/summary')).json()[0].keepInTouch).toBe('monthly');
    const bad = await api.call('PATCH', `/api/kindreds/${kindred.id}`, { keepInTouch: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details)).toEqual(['keepInTouch']);
  });

  it('GET /api/suggestions names coming dates first, then people overdue for their cadence, with readable reasons, at most 10', async () => {
    // Memories are stamped by the database's clock: this test runs on real time.
    now = new Date();
    const today = todayIn('UTC', now);
    const api = await asUser(t);
    const sarah = await api.addKindred('Sarah', 'Friend');
    await api.addKeyDate(sarah.id, { date: `1990-${addDays(today, 3).slice(5)}`, eventTitle: 'Birthday', annual: true });
    const parents = await api.addKindred('Mum and Dad', 'Parents');
    await api.addKeyDate(parents.id, { date: `1980-${addDays(today, 1).slice(5)}`, eventTitle: "Mum and Dad's anniversary", annual: true });
    const tom = await api.addKindred('Tom', 'Brother');
    await api.call('PATCH', `/api/kindreds/${tom.id}`, { keepInTouch: 'weekly' });
    const quiet = await api.addKindred('Quiet', 'Friend');
    await api.call('PATCH', `/api/kindreds/${quiet.id}`, { keepInTouch: 'none' });
    for (let i = 0; i < 12; i++) {
      const person = await api.addKindred(`Friend ${i}`, 'Friend');
      await api.call('PATCH', `/api/kindreds/${person.id}`, { keepInTouch: 'monthly' });
    }
    // Everyone was added 40 days ago: over a week for Tom, over a month for the friends.
    await t.testDatabase.database.execute("update kindreds set created_at = now() - interval '40 days' where user_id = $1", [api.user.id]);
    const suggestions = (await api.call('GET', '/api/suggestions')).json().map((s: unknown) => suggestionSchema.strict().parse(s));
    expect(suggestions).toHaveLength(10);
    expect(suggestions.slice(0, 3).map((s: { reason: string; kind: string; date: string | null }) => [s.kind, s.reason, s.date])).toEqual([
      ['date', "Mum and Dad's anniversary is tomorrow", addDays(today, 1)],
      ['date', "Sarah's birthday is in 3 days", addDays(today, 3)],
      ['cadence', 'No memory of Tom yet', null],
    ]);
    expect(suggestions[3].reason).toMatch(/^No memory of Friend \d+ yet$/);
    expect(suggestions.some((s: { kindred: { id: number } }) => s.kindred.id === quiet.id)).toBe(false);

    // A new memory resets the cadence.
    await api.addMemory(tom.id, 'Called Tom about the move');
    const after = (await api.call('GET', '/api/suggestions')).json();
    expect(after.some((s: { kindred: { id: number } }) => s.kindred.id === tom.id)).toBe(false);
    await t.testDatabase.database.execute("update kindreds set last_memory_at = now() - interval '20 days' where id = $1", [tom.id]);
    const overdue = (await api.call('GET', '/api/suggestions')).json();
    expect(overdue.find((s: { kindred: { id: number } }) => s.kindred.id === tom.id)?.reason).toBe('No memory of Tom for 2 weeks');
    now = new Date('2027-06-01T12:00:00Z');
  });

  describe('calendar feed', () => {
    const feedPath = (url: string) => new URL(url).pathname;

    it('gives one private URL, serves RFC 5545 that a real parser reads, every event and 5 years of recurrences on the right days', async () => {
      const api = await asUser(t);
      const sarah = await api.addKindred('Sarah; "S", Lee', 'Friend');
      const tom = await api.addKindred('Tom', 'Brother');
      await api.call('PUT', '/api/users/me/notifications', { emailReminders: true, daysBefore: [0, 7], timeOfDay: '09:00', timeZone: 'UTC', weeklyDigest: false, digestDay: 'monday' });
      const long = `Graduation, at the big hall; bring a card \\ flowers\nand a ${'very '.repeat(20)}long line ✨ to fold`;
      const grad = await api.addKeyDate(sarah.id, { date: '2027-06-20', eventTitle: long, annual: false });
      const leap = await api.addKeyDate(tom.id, { date: '2000-02-29', eventTitle: 'Birthday', annual: true });
      const wedding = await api.addKeyDate(tom.id, { date: '2015-09-12', eventTitle: 'Wedding anniversary', annual: true });

      const first = calendarFeedSchema.strict().parse((await api.call('GET', '/api/calendar/feed')).json());
      expect((await api.call('GET', '/api/calendar/feed')).json()).toEqual(first);
      expect(first.url).toMatch(/^http:\/\/kindred\.test\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      const token = /feed\/(.+)\.ics$/.exec(first.url)![1]!;
      const stored = JSON.stringify((await t.testDatabase.database.execute('select * from calendar_feeds')).rows);
      expect(stored).not.toContain(token);

      const response = await t.app.inject({ method: 'GET', url: feedPath(first.url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const body = response.body;
      expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(body).toContain('\r\n ');
      expect(body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
      expect(body).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');

      const calendar = new ICAL.Component(ICAL.parse(body));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kindred key dates');
      const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
      expect(events.map((event) => event.uid).sort()).toEqual([grad.id, leap.id, wedding.id].map((id) => `key-date-${id}@kindred.test`).sort());
      const byUid = (id: number) => events.find((event) => event.uid === `key-date-${id}@kindred.test`)!;
      expect(byUid(grad.id).summary).toBe(`Sarah; "S", Lee: ${long}`);
      expect(byUid(grad.id).description).toContain(`http://kindred.test/kindred/${sarah.id}`);
      expect(byUid(grad.id).startDate.isDate).toBe(true);
      expect(byUid(grad.id).isRecurring()).toBe(false);
      expect(byUid(grad.id).component.getAllSubcomponents('valarm').map((alarm) => alarm.getFirstPropertyValue('trigger')?.toString())).toEqual(['PT9H', '-P6DT15H']);

      const expand = (id: number, from: number, to: number) => {
        const iterator = byUid(id).iterator();
        const days: string[] = [];
        for (let next = iterator.next(); next && next.year <= to; next = iterator.next()) if (next.year >= from) days.push(next.toString());
        return days;
      };
      expect(expand(leap.id, 2027, 2031)).toEqual(['2027-02-28', '2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28']);
      expect(expand(wedding.id, 2027, 2031)).toEqual(['2027-09-12', '2028-09-12', '2029-09-12', '2030-09-12', '2031-09-12']);
    });

    it('answers 304 to a poll that already has it, and a new ETag once a date changes', async () => {
      now = new Date('2027-06-01T12:00:00Z');
      const api = await asUser(t);
      const kindred = await api.addKindred('Ann', 'Friend');
      await api.addKeyDate(kindred.id, { date: '2027-07-01', eventTitle: 'Party' });
      const path = feedPath((await api.call('GET', '/api/calendar/feed')).json().url);
      const first = await t.app.inject({ method: 'GET', url: path });
      const etag = first.headers.etag as string;
      const lastModified = first.headers['last-modified'] as string;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(new Date(lastModified).getTime()).toBe(new Date('2027-06-01T12:00:00Z').getTime());
      expect((await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      expect((await t.app.inject({ method: 'GET', url: path, headers: { 'if-modified-since': lastModified } })).statusCode).toBe(304);

      now = new Date('2027-06-03T08:00:00Z');
      await api.addKeyDate(kindred.id, { date: '2027-08-01', eventTitle: 'Another' });
      const changed = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.headers['last-modified']).toBe(new Date('2027-06-03T08:00:00Z').toUTCString());
      now = new Date('2027-06-01T12:00:00Z');
    });

    it('reset retires the old URL at once, delete turns the feed off, and a made-up token is a 404', async () => {
      const api = await asUser(t);
      const old = (await api.call('GET', '/api/calendar/feed')).json().url;
      const reset = await api.call('POST', '/api/calendar/feed/reset');
      expect(reset.statusCode).toBe(200);
      expect(reset.json().url).not.toBe(old);
      expect((await t.app.inject({ method: 'GET', url: feedPath(old) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: feedPath(reset.json().url) })).statusCode).toBe(200);
      expect((await api.call('GET', '/api/calendar/feed')).json()).toEqual(reset.json());
      expect((await api.call('DELETE', '/api/calendar/feed')).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: feedPath(reset.json().url) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/nonsense' })).statusCode).toBe(404);
    });
  });
});
