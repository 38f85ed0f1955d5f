import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@kindred/core/calendar';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually, type ApiUser } from '../../../test/people';
import { linkIn, startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import type { Database } from '../../db/database';
import { createQueue } from '../../jobs/queue';
import { createServices } from '../../services';
import { sendReminderEmailJob } from './reminders.jobs';

// The scheduler reads this clock and nothing else. It runs in 2027, after the real time the key dates are stored at.
let now = new Date('2027-01-01T00:00:00Z');
const clock = () => now;
const logger = pino({ level: 'silent' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const settings = (overrides: Partial<NotificationSettings>): NotificationSettings => ({
  emailReminders: true,
  daysBefore: [1],
  timeOfDay: '09:00',
  timeZone: 'UTC',
  weeklyDigest: false,
  digestDay: 'monday',
  ...overrides,
});

/** Another process on the same database: its own connection (on PostgreSQL), job queue, workers and scheduler. */
async function startProcess(t: TestApp, workers = 1) {
  const database: Database = t.testDatabase.url ? await t.testDatabase.reopen() : t.testDatabase.database;
  const queue = createQueue({ database, workers, logger, pollingIntervalSeconds: 0.5, fastRetries: true });
  const services = await createServices({ config: t.config, database, queue, logger, clock });
  await queue.start(services.jobHandlers);
  return {
    services,
    async stop() {
      await queue.stop(1_000);
      if (database !== t.testDatabase.database) await database.close();
    },
  };
}

describe('reminder e-mails', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: true, clock, env: { REMINDER_TICK_SECONDS: '3600' } });
    smtp = t.smtp!;
  });
  afterAll(async () => {
    await smtp.close().catch(() => {});
    await t.close();
  });

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const deliveriesOf = async (userId: number) =>
    (await t.testDatabase.database.execute('select kind, occurrence::text, days_before, status, reason, attempts from reminder_deliveries where user_id = $1 order by id', [userId])).rows as {
      kind: string;
      occurrence: string;
      days_before: number;
      status: string;
      reason: string | null;
      attempts: number;
    }[];
  const userWith = async (values: Partial<NotificationSettings>) => {
    const api = await asUser(t);
    expect((await api.call('PUT', '/api/users/me/notifications', settings(values))).statusCode).toBe(200);
    return api;
  };
  const tickAt = async (iso: string) => {
    now = new Date(iso);
    await t.services.reminders.tick();
  };
  /** Waits for the jobs of a tick, then gives a duplicate every chance to show up. */
  const settle = async (api: ApiUser, count: number) => {
    await eventually(() => Promise.resolve(mailsTo(api.user.email).length), (n) => n >= count);
    await pause(1_500);
    return mailsTo(api.user.email);
  };

  it('sends "Sarah\'s birthday is tomorrow" once, with the date, person, memory, ice breaker, gift hint, link, text and HTML, and RFC 8058 headers', async () => {
    const api = await userWith({ daysBefore: [1, 7] });
    const sarah = await api.addKindred('Sarah', 'Friend');
    const { memory } = await api.addMemory(sarah.id, 'We had dinner at Luigi’s for her birthday and she loved the tiramisu.');
    const written = await eventually(() => api.getMemory(memory.id), (m) => m.title !== null && m.title !== undefined && m.processingStatus !== 'processing');
    await api.addKeyDate(sarah.id, { date: '1993-06-10', eventTitle: 'Birthday', annual: true, memoryId: memory.id });

    await tickAt('2027-06-03T08:59:00Z');
    await pause(500);
    expect(mailsTo(api.user.email)).toHaveLength(0);
    await tickAt('2027-06-03T09:00:00Z');
    const weekBefore = await settle(api, 1);
    expect(weekBefore.map((mail) => /^Subject: (.*)$/m.exec(mail.decoded)?.[1])).toEqual(["Sarah's birthday is in 7 days"]);
    await tickAt('2027-06-09T08:59:59Z');
    await pause(500);
    expect(mailsTo(api.user.email)).toHaveLength(1);

    await tickAt('2027-06-09T09:00:00Z');
    await tickAt('2027-06-09T09:01:00Z');
    const mails = await settle(api, 2);
    expect(mails).toHaveLength(2);
    const mail = mails[1]!.decoded;
    expect(mail).toMatch(/^Subject: Sarah's birthday is tomorrow$/m);
    expect(mail).toMatch(/^Message-ID: <reminder-\d+@kindred\.test>$/m);
    expect(mail).toContain('Thursday, June 10, 2027');
    expect(mail).toContain('Sarah turns 34');
    expect(mail).toContain(`From your memory: ${written.title}`);
    expect(mail).toMatch(/Ice breaker: \S/);
    expect(mail).toMatch(/Gift idea: \S/);
    expect(mail).toContain(`http://kindred.test/kindred/${sarah.id}`);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    const headers = mail.slice(0, mail.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <(http:\/\/kindred\.test\/api\/reminders\/unsubscribe\?token=[^>]+)>$/m.exec(headers);
    expect(header).not.toBeNull();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(await deliveriesOf(api.user.id)).toEqual([
      { kind: 'reminder', occurrence: '2027-06-10', days_before: 7, status: 'sent', reason: null, attempts: 1 },
      { kind: 'reminder', occurrence: '2027-06-10', days_before: 1, status: 'sent', reason: null, attempts: 1 },
    ]);

    // New settings after the fact never send a reminder again.
    expect((await api.call('PUT', '/api/users/me/notifications', settings({ daysBefore: [1, 3], timeOfDay: '10:00' }))).statusCode).toBe(200);
    await tickAt('2027-06-09T10:00:00Z');
    expect(await settle(api, 2)).toHaveLength(2);

    // The mail client's one-click unsubscribe: a POST to the header's URL, no sign-in.
    const oneClick = await t.app.inject({ method: 'POST', url: new URL(header![1]!).pathname + new URL(header![1]!).search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(200);
    expect((await api.call('GET', '/api/users/me/notifications')).json()).toMatchObject({ emailReminders: false, weeklyDigest: false });
    await api.addKeyDate(sarah.id, { date: '2027-06-10', eventTitle: 'Concert' });
    await tickAt('2027-06-09T11:00:00Z');
    expect(await settle(api, 2)).toHaveLength(2);
  });

  it('turns reminders off from the visible link: a page that asks, then a POST; a forged token changes nothing', async () => {
    const api = await userWith({ daysBefore: [0] });
    const kindred = await api.addKindred('Mum and Dad', 'Parents');
    await api.addKeyDate(kindred.id, { date: '1985-06-12', eventTitle: "Mum and Dad's anniversary", annual: true });
    await tickAt('2027-06-12T09:00:00Z');
    const [mail] = await settle(api, 1);
    expect(mail!.decoded).toMatch(/^Subject: Mum and Dad's anniversary is today$/m);
    expect(mail!.decoded).toContain('42nd anniversary');
    const link = linkIn(mail!, 'http://kindred.test/api/reminders/unsubscribe?token=');
    const path = link.slice('http://kindred.test'.length);

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Turn off reminder e-mails');
    expect(page.body).toContain('<form method="post"');
    // Opening the link alone (a mail scanner does) changes nothing.
    expect((await api.call('GET', '/api/users/me/notifications')).json().emailReminders).toBe(true);

    const forged = path.replace(/token=(\d+)\./, (_, id: string) => `token=${Number(id) + 1}.`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(400);
    const posted = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('Reminder e-mails are off');
    expect((await api.call('GET', '/api/users/me/notifications')).json().emailReminders).toBe(false);
  });

  it('sends each reminder exactly once while two processes tick and work at the same time', async () => {
    const api = await userWith({ daysBefore: [1] });
    for (const name of ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']) {
      const kindred = await api.addKindred(name, 'Friend');
      await api.addKeyDate(kindred.id, { date: '1990-06-21', eventTitle: 'Birthday', annual: true });
    }
    const other = await startProcess(t);
    try {
      now = new Date('2027-06-20T09:00:00Z');
      await Promise.all([t.services.reminders.tick(), other.services.reminders.tick(), t.services.reminders.tick(), other.services.reminders.tick()]);
      await Promise.all([t.services.reminders.tick(), other.services.reminders.tick()]);
      const mails = await settle(api, 5);
      expect(mails.map((mail) => /^Subject: (.*)$/m.exec(mail.decoded)?.[1]).sort()).toEqual(['Ana', 'Ben', 'Cleo', 'Dev', 'Eli'].map((name) => `${name}'s birthday is tomorrow`));
      expect((await deliveriesOf(api.user.id)).map((row) => [row.status, row.attempts])).toEqual(Array(5).fill(['sent', 1]));

      // A job that runs again after its e-mail went out (a retry, a redelivery) carries the same key and sends nothing.
      const ids = (await t.testDatabase.database.execute('select id from reminder_deliveries where user_id = $1', [api.user.id])).rows as { id: number }[];
      for (const { id } of ids) await t.queue.send(sendReminderEmailJob, { deliveryId: id });
      await pause(1_500);
      expect(mailsTo(api.user.email)).toHaveLength(5);
    } finally {
      await other.stop();
    }
  });

  it('after a stop, sends what is still ahead and records what passed as skipped', async () => {
    const api = await userWith({ daysBefore: [0, 1] });
    const kindred = await api.addKindred('Tom', 'Brother');
    await api.addKeyDate(kindred.id, { date: '2027-07-02', eventTitle: 'Move' });
    await api.addKeyDate(kindred.id, { date: '2027-07-06', eventTitle: 'Graduation' });
    // Nothing runs from June 30 to July 5 at 12:00; then a new process starts.
    await tickAt('2027-06-30T08:00:00Z');
    now = new Date('2027-07-05T12:00:00Z');
    const restarted = await startProcess(t);
    try {
      await restarted.services.reminders.tick();
      const [mail] = await settle(api, 1);
      expect(mail!.decoded).toMatch(/^Subject: Tom's graduation is tomorrow$/m);
      expect((await deliveriesOf(api.user.id)).map((row) => [row.occurrence, row.days_before, row.status, row.reason])).toEqual([
        ['2027-07-02', 0, 'skipped', 'date-passed'],
        ['2027-07-02', 1, 'skipped', 'date-passed'],
        ['2027-07-06', 1, 'sent', null],
      ]);
    } finally {
      await restarted.stop();
    }
  });

  it('retries while the mail server is down, and sends once when it is back', async () => {
    const api = await userWith({ daysBefore: [1] });
    const kindred = await api.addKindred('Zoe', 'Friend');
    await api.addKeyDate(kindred.id, { date: '2027-07-11', eventTitle: 'Birthday' });
    const port = smtp.port;
    await smtp.close();
    await tickAt('2027-07-10T09:00:00Z');
    const failed = await eventually(() => deliveriesOf(api.user.id), (rows) => rows[0]?.status === 'failed');
    expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: expect.any(Number) })]);
    expect(failed[0]!.reason).toMatch(/^E[A-Z]+$/);
    smtp = await startSmtpPeer({ port });
    const mails = await settle(api, 1);
    expect(mails).toHaveLength(1);
    const [row] = await deliveriesOf(api.user.id);
    expect(row).toMatchObject({ status: 'sent', reason: null });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('reminds on the right day from Kiritimati (UTC+14) to Pago Pago (UTC-11), at 03:30 for 02:30 on spring-forward day, and of Feb 29 on Feb 28', async () => {
    const kiritimati = await userWith({ daysBefore: [0], timeZone: 'Pacific/Kiritimati' });
    const pagoPago = await userWith({ daysBefore: [0], timeZone: 'Pacific/Pago_Pago' });
    for (const api of [kiritimati, pagoPago]) await api.addKeyDate((await api.addKindred('Ika', 'Friend')).id, { date: '2028-06-02', eventTitle: 'Birthday' });
    const newYork = await userWith({ daysBefore: [1], timeOfDay: '02:30', timeZone: 'America/New_York' });
    await newYork.addKeyDate((await newYork.addKindred('Nia', 'Friend')).id, { date: '2028-03-13', eventTitle: 'Birthday' });
    const leap = await userWith({ daysBefore: [0] });
    await leap.addKeyDate((await leap.addKindred('Lee', 'Friend')).id, { date: '2000-02-29', eventTitle: 'Birthday', annual: true });

    await tickAt('2028-02-28T08:59:00Z');
    expect(mailsTo(leap.user.email)).toHaveLength(0);
    await tickAt('2028-02-29T09:00:00Z'); // 2028 is a leap year: the 29th itself
    expect((await settle(leap, 1))[0]!.decoded).toMatch(/^Subject: Lee's birthday is today$/m);

    // March 12, 2028 is spring-forward day in New York: 02:30 does not exist, 07:30 UTC is 03:30 EDT.
    await tickAt('2028-03-12T07:29:00Z');
    await pause(1_000);
    expect(mailsTo(newYork.user.email)).toHaveLength(0);
    await tickAt('2028-03-12T07:30:00Z');
    await tickAt('2028-03-12T08:30:00Z');
    expect(await settle(newYork, 1)).toHaveLength(1);

    await tickAt('2028-06-01T18:59:00Z');
    await tickAt('2028-06-01T19:00:00Z'); // 09:00 on June 2 in Kiritimati; 08:00 on June 1 in Pago Pago
    expect(await settle(kiritimati, 1)).toHaveLength(1);
    expect(mailsTo(pagoPago.user.email)).toHaveLength(0);
    await tickAt('2028-06-02T19:59:00Z');
    await pause(1_000);
    expect(mailsTo(pagoPago.user.email)).toHaveLength(0);
    await tickAt('2028-06-02T20:00:00Z');
    expect(await settle(pagoPago, 1)).toHaveLength(1);

    await tickAt('2029-02-28T09:00:00Z');
    expect((await settle(leap, 2))[1]!.decoded).toMatch(/^Subject: Lee's birthday is today$/m);
  });

  it('sends the weekly digest on its day with the next 14 days, and nothing when they are empty', async () => {
    const busy = await userWith({ emailReminders: false, weeklyDigest: true, digestDay: 'monday', timeOfDay: '08:00' });
    const idle = await userWith({ emailReminders: false, weeklyDigest: true, digestDay: 'monday', timeOfDay: '08:00' });
    const kindred = await busy.addKindred('Ruth', 'Aunt');
    await busy.addKeyDate(kindred.id, { date: '1950-08-09', eventTitle: 'Birthday', annual: true });
    await busy.addKeyDate(kindred.id, { date: '2029-09-30', eventTitle: 'Too far' });
    // 2029-08-06 is a Monday.
    await tickAt('2029-08-06T07:59:00Z');
    await tickAt('2029-08-06T08:00:00Z');
    await tickAt('2029-08-06T09:00:00Z');
    const [digest] = await settle(busy, 1);
    expect(digest!.decoded).toMatch(/^Subject: Coming up in the next 14 days: 1 date$/m);
    expect(digest!.decoded).toContain("Ruth's birthday is in 3 days");
    expect(digest!.decoded).toContain('Ruth turns 79');
    expect(digest!.decoded).toMatch(/Ice breaker: \S/);
    expect(digest!.decoded).not.toContain('Too far');
    expect(mailsTo(busy.user.email)).toHaveLength(1);
    expect(await eventually(() => deliveriesOf(idle.user.id), (rows) => rows[0]?.status === 'skipped')).toEqual([
      { kind: 'digest', occurrence: '2029-08-06', days_before: 0, status: 'skipped', reason: 'empty', attempts: 1 },
    ]);
    expect(mailsTo(idle.user.email)).toHaveLength(0);
  });
});

describe('a reminder whose person is deleted after it was queued', () => {
  it('is not sent, and the log says why', async () => {
    const t = await buildTestApp({ smtp: true, clock, workers: 0, env: { REMINDER_TICK_SECONDS: '3600' } });
    try {
      const api = await asUser(t);
      await api.call('PUT', '/api/users/me/notifications', settings({ daysBefore: [1] }));
      const kept = await api.addKindred('Kept', 'Friend');
      const gone = await api.addKindred('Gone', 'Friend');
      await api.addKeyDate(kept.id, { date: '2030-05-02', eventTitle: 'Birthday' });
      await api.addKeyDate(gone.id, { date: '2030-05-02', eventTitle: 'Birthday' });
      now = new Date('2030-05-01T09:00:00Z');
      await t.services.reminders.tick();
      const queued = await t.testDatabase.database.execute("select count(*)::int as n from reminder_deliveries where user_id = $1 and status = 'queued'", [api.user.id]);
      expect(queued.rows).toEqual([{ n: 2 }]);
      expect((await api.call('DELETE', `/api/kindreds/${gone.id}`)).statusCode).toBe(204);

      const worker = await startProcess(t);
      try {
        await t.smtp!.waitForMail(api.user.email);
        const rows = await eventually(
          async () => (await t.testDatabase.database.execute('select status, reason from reminder_deliveries where user_id = $1 order by id', [api.user.id])).rows,
          (found) => found.every((row) => (row as { status: string }).status !== 'queued'),
        );
        expect(rows).toEqual([
          { status: 'sent', reason: null },
          { status: 'skipped', reason: 'deleted' },
        ]);
        await pause(1_000);
        expect(t.smtp!.received.map((mail) => /^Subject: (.*)$/m.exec(mail.decoded)?.[1])).toEqual(["Kept's birthday is tomorrow"]);
      } finally {
        await worker.stop();
      }
    } finally {
      await t.close();
    }
  });
});
