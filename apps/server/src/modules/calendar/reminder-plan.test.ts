import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@kindred/core/calendar';
import { zonedTimeToUtc } from '@kindred/core/time-zone';
import { describe, expect, it } from 'vitest';
import { planDeliveries } from './reminder-plan';

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({ ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'UTC', ...overrides });
const longAgo = new Date('2020-01-01T00:00:00Z');
const keyDate = (date: string, annual = false, id = 1) => ({ id, date, annual, createdAt: longAgo });
const at = (iso: string) => new Date(iso);
const queued = (plan: ReturnType<typeof planDeliveries>) => plan.filter((p) => p.status === 'queued').map((p) => [p.occurrence, p.daysBefore, p.dueAt.toISOString()]);

describe('zonedTimeToUtc', () => {
  it('moves a time skipped by spring-forward past the gap, and takes the first of a repeated one', () => {
    expect(zonedTimeToUtc('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z'); // 03:30 EDT
    expect(zonedTimeToUtc('2027-11-07', '01:30', 'America/New_York').toISOString()).toBe('2027-11-07T05:30:00.000Z'); // 01:30 EDT, the first
    expect(zonedTimeToUtc('2027-03-28', '01:30', 'Europe/Berlin').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(zonedTimeToUtc('2027-03-28', '02:30', 'Europe/Berlin').toISOString()).toBe('2027-03-28T01:30:00.000Z'); // 03:30 CEST
  });
  it('reaches both ends of the world: UTC+14 and UTC-11', () => {
    expect(zonedTimeToUtc('2027-06-02', '09:00', 'Pacific/Kiritimati').toISOString()).toBe('2027-06-01T19:00:00.000Z');
    expect(zonedTimeToUtc('2027-06-02', '09:00', 'Pacific/Pago_Pago').toISOString()).toBe('2027-06-02T20:00:00.000Z');
  });
});

describe('planDeliveries', () => {
  it('is due from the send time in the user zone on, not a minute before', () => {
    const input = { keyDates: [keyDate('2027-06-10')], settings: settings({ daysBefore: [1], timeZone: 'Europe/Paris' }) };
    expect(queued(planDeliveries({ ...input, now: at('2027-06-09T06:59:59Z') }))).toEqual([]);
    expect(queued(planDeliveries({ ...input, now: at('2027-06-09T07:00:00Z') }))).toEqual([['2027-06-10', 1, '2027-06-09T07:00:00.000Z']]);
  });

  it('sends a 02:30 reminder on spring-forward day at 03:30, and it stays one claim through the day', () => {
    const input = { keyDates: [keyDate('2027-03-15')], settings: settings({ daysBefore: [1], timeOfDay: '02:30', timeZone: 'America/New_York' }) };
    expect(queued(planDeliveries({ ...input, now: at('2027-03-14T07:29:00Z') }))).toEqual([]);
    const claims = [at('2027-03-14T07:30:00Z'), at('2027-03-14T12:00:00Z'), at('2027-03-14T23:00:00Z')].map((now) => queued(planDeliveries({ ...input, now })));
    expect(claims).toEqual([claims[0], claims[0], claims[0]]);
    expect(claims[0]).toEqual([['2027-03-15', 1, '2027-03-14T07:30:00.000Z']]);
  });

  it('reminds on the right day at both ends of the world', () => {
    const dates = [keyDate('2027-06-02')];
    const kiritimati = settings({ daysBefore: [0], timeZone: 'Pacific/Kiritimati' });
    const pagoPago = settings({ daysBefore: [0], timeZone: 'Pacific/Pago_Pago' });
    // 19:00 UTC on June 1 is already 09:00 on June 2 in Kiritimati, and still 08:00 on June 1 in Pago Pago.
    expect(queued(planDeliveries({ keyDates: dates, settings: kiritimati, now: at('2027-06-01T19:00:00Z') }))).toEqual([['2027-06-02', 0, '2027-06-01T19:00:00.000Z']]);
    expect(queued(planDeliveries({ keyDates: dates, settings: pagoPago, now: at('2027-06-01T19:00:00Z') }))).toEqual([]);
    expect(queued(planDeliveries({ keyDates: dates, settings: pagoPago, now: at('2027-06-02T20:00:00Z') }))).toEqual([['2027-06-02', 0, '2027-06-02T20:00:00.000Z']]);
    // Kiritimati's day ended at 10:00 UTC on June 2: by then its reminder is for a date that has passed.
    const late = planDeliveries({ keyDates: dates, settings: kiritimati, now: at('2027-06-02T10:00:00Z') });
    expect(late.map((p) => [p.status, p.reason])).toEqual([['skipped', 'date-passed']]);
  });

  it('reminds of Feb 29 birthdays on Feb 28 in common years and Feb 29 in leap years', () => {
    const input = { keyDates: [keyDate('2000-02-29', true)], settings: settings({ daysBefore: [0] }) };
    expect(queued(planDeliveries({ ...input, now: at('2027-02-28T09:00:00Z') }))).toEqual([['2027-02-28', 0, '2027-02-28T09:00:00.000Z']]);
    expect(queued(planDeliveries({ ...input, now: at('2028-02-28T09:00:00Z') }))).toEqual([]);
    expect(queued(planDeliveries({ ...input, now: at('2028-02-29T09:00:00Z') }))).toEqual([['2028-02-29', 0, '2028-02-29T09:00:00.000Z']]);
  });

  it('sends a late reminder while the date is ahead, skips one a nearer reminder has overtaken, and records passed dates as skipped', () => {
    const plan = planDeliveries({
      keyDates: [keyDate('2027-06-12', false, 1), keyDate('2027-06-08', false, 2), keyDate('2027-06-05', false, 3)],
      settings: settings({ daysBefore: [0, 7] }),
      now: at('2027-06-08T08:00:00Z'),
    });
    expect(plan.map((p) => [p.keyDateId, p.daysBefore, p.status, p.reason])).toEqual([
      [1, 7, 'queued', null], // June 12 is 4 days ahead: its 7-day reminder is late but still worth sending
      [2, 7, 'skipped', 'superseded'], // June 8 is today: its day-of reminder at 09:00 says it better
      [3, 0, 'skipped', 'date-passed'],
      [3, 7, 'skipped', 'date-passed'],
    ]);
  });

  it('owes nothing for a date entered after its reminder time had passed, and nothing with reminders off', () => {
    const fresh = { id: 1, date: '2027-06-01', annual: false, createdAt: at('2027-06-05T00:00:00Z') };
    expect(planDeliveries({ keyDates: [fresh], settings: settings(), now: at('2027-06-05T12:00:00Z') })).toEqual([]);
    expect(planDeliveries({ keyDates: [keyDate('2027-06-05')], settings: settings({ emailReminders: false }), now: at('2027-06-05T12:00:00Z') })).toEqual([]);
  });

  it('plans the digest on its day from its time on', () => {
    // 2027-06-07 is a Monday.
    const input = { keyDates: [], settings: settings({ emailReminders: false, weeklyDigest: true, digestDay: 'monday', timeOfDay: '08:00' }) };
    expect(planDeliveries({ ...input, now: at('2027-06-07T07:59:00Z') })).toEqual([]);
    expect(planDeliveries({ ...input, now: at('2027-06-07T08:00:00Z') }).map((p) => [p.kind, p.occurrence])).toEqual([['digest', '2027-06-07']]);
    expect(planDeliveries({ ...input, now: at('2027-06-08T08:00:00Z') })).toEqual([]);
  });
});
