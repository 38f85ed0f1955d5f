import { describe, expect, it } from 'vitest';
import {
  hasTrialEnded,
  isInFreeTrialPeriod,
  isTrialExpired,
  subscriptionFieldsSchema,
  trialDaysRemaining,
  trialEndsAt,
  trialStateOf,
} from './trial';
import type { StoredSubscription, SubscriptionFields } from './trial';

const START = '2026-11-01T10:00:00.000Z';
const END = new Date('2026-11-06T10:00:00.000Z');
const at = (offsetMs: number) => new Date(END.getTime() + offsetMs);

const free = (fields: Partial<SubscriptionFields> = {}): SubscriptionFields => ({
  subscriptionPlan: 'KINDRED_FREE',
  subscriptionStatus: 'active',
  trialExpired: false,
  trialStartDate: START,
  daysRemainingInTrial: 3,
  ...fields,
});

describe('isTrialExpired', () => {
  it.each([
    ['active', false],
    ['expired', true],
    ['canceled', true],
    [undefined, false],
  ] as const)('treats a KINDRED_TRIAL user with status %s as expired: %s', (status, expected) => {
    expect(isTrialExpired({ subscriptionPlan: 'KINDRED_TRIAL', subscriptionStatus: status })).toBe(expected);
  });

  it('ignores the trial flags of a KINDRED_TRIAL user, as the spec reads only the status', () => {
    expect(isTrialExpired({ subscriptionPlan: 'KINDRED_TRIAL', subscriptionStatus: 'active', trialExpired: true, daysRemainingInTrial: 0 })).toBe(false);
  });

  it('keeps a free-plan user with days left and an active status in the trial', () => {
    expect(isTrialExpired(free())).toBe(false);
  });

  it('expires a free-plan user whose trialExpired flag is set', () => {
    expect(isTrialExpired(free({ trialExpired: true }))).toBe(true);
  });

  it.each([
    [0, true],
    [-2, true],
    [1, false],
  ])('with a start date and %i days remaining, expired is %s', (days, expected) => {
    expect(isTrialExpired(free({ daysRemainingInTrial: days }))).toBe(expected);
  });

  it('does not count remaining days when there is no trial start date', () => {
    expect(isTrialExpired(free({ trialStartDate: undefined, daysRemainingInTrial: 0 }))).toBe(false);
    expect(isTrialExpired(free({ trialStartDate: null, daysRemainingInTrial: 0 }))).toBe(false);
    expect(isTrialExpired(free({ trialStartDate: '', daysRemainingInTrial: 0 }))).toBe(false);
  });

  it('does not read an unknown day count as zero', () => {
    expect(isTrialExpired(free({ daysRemainingInTrial: null }))).toBe(false);
    expect(isTrialExpired(free({ daysRemainingInTrial: undefined }))).toBe(false);
  });

  it.each(['expired', 'canceled'] as const)('expires a free-plan user with status %s', (status) => {
    expect(isTrialExpired(free({ subscriptionStatus: status }))).toBe(true);
  });

  it('never expires a KINDRED_PLUS user', () => {
    expect(
      isTrialExpired({ subscriptionPlan: 'KINDRED_PLUS', subscriptionStatus: 'expired', trialExpired: true, trialStartDate: START, daysRemainingInTrial: 0 }),
    ).toBe(false);
  });

  it('is false without a plan or without a user', () => {
    expect(isTrialExpired({ subscriptionStatus: 'expired', trialExpired: true })).toBe(false);
    expect(isTrialExpired(null)).toBe(false);
    expect(isTrialExpired(undefined)).toBe(false);
  });
});

describe('isInFreeTrialPeriod', () => {
  it('is true for an active free-plan user whose trial is not expired', () => {
    expect(isInFreeTrialPeriod(free())).toBe(true);
  });

  it.each([
    ['the trial flag is set', free({ trialExpired: true })],
    ['no days remain', free({ daysRemainingInTrial: 0 })],
    ['the status is expired', free({ subscriptionStatus: 'expired' })],
    ['the status is missing', free({ subscriptionStatus: undefined })],
    ['the plan is KINDRED_TRIAL', free({ subscriptionPlan: 'KINDRED_TRIAL' })],
    ['the plan is KINDRED_PLUS', free({ subscriptionPlan: 'KINDRED_PLUS' })],
    ['no plan is chosen', free({ subscriptionPlan: undefined })],
  ])('is false when %s', (_, user) => {
    expect(isInFreeTrialPeriod(user)).toBe(false);
  });

  it('is false without a user', () => {
    expect(isInFreeTrialPeriod(null)).toBe(false);
  });
});

describe('trialEndsAt', () => {
  it('is exactly 5 × 24 hours after the start', () => {
    expect(trialEndsAt(START)).toEqual(END);
    expect(trialEndsAt(new Date(START))).toEqual(END);
  });

  it('throws on an unreadable start date', () => {
    expect(() => trialEndsAt('soon')).toThrow('Invalid trial start date: soon');
  });
});

describe('trialDaysRemaining', () => {
  it.each([
    ['at the start', new Date(START), 5],
    ['1 ms after the start', new Date(new Date(START).getTime() + 1), 5],
    ['exactly one day before the end', at(-86_400_000), 1],
    ['one day and 1 ms before the end', at(-86_400_001), 2],
    ['1 ms before the end', at(-1), 1],
    ['exactly at the end', at(0), 0],
    ['1 ms after the end', at(1), 0],
    ['a month later', at(30 * 86_400_000), 0],
  ])('%s is %i', (_, now, expected) => {
    expect(trialDaysRemaining(START, now)).toBe(expected);
  });

  it('never exceeds 5, even when the clock is behind the start', () => {
    expect(trialDaysRemaining(START, new Date('2026-10-31T10:00:00.000Z'))).toBe(5);
  });

  it('defaults now to the current time', () => {
    expect(trialDaysRemaining(new Date())).toBe(5);
    expect(trialDaysRemaining(new Date(Date.now() - 10 * 86_400_000))).toBe(0);
  });
});

describe('hasTrialEnded', () => {
  it.each([
    ['1 ms before the end', at(-1), false],
    ['exactly at the end', at(0), true],
    ['1 ms after the end', at(1), true],
  ])('%s is %s', (_, now, expected) => {
    expect(hasTrialEnded(START, now)).toBe(expected);
    expect(trialDaysRemaining(START, now) === 0).toBe(expected);
  });
});

describe('subscriptionFieldsSchema', () => {
  it('accepts the server shape, with nulls for what is unknown', () => {
    const user = { subscriptionPlan: 'KINDRED_FREE', subscriptionStatus: 'active', trialExpired: false, trialStartDate: START, daysRemainingInTrial: 5 };
    expect(subscriptionFieldsSchema.parse(user)).toEqual(user);
    expect(subscriptionFieldsSchema.parse({ subscriptionPlan: null, trialStartDate: null, daysRemainingInTrial: null })).toEqual({
      subscriptionPlan: null,
      trialStartDate: null,
      daysRemainingInTrial: null,
    });
    expect(subscriptionFieldsSchema.parse({})).toEqual({});
  });

  it.each([
    { subscriptionPlan: 'Kindred_Plus' },
    { subscriptionStatus: 'cancelled' },
    { trialStartDate: '2026-11-01' },
    { daysRemainingInTrial: 2.5 },
    { trialExpired: 'yes' },
  ])('rejects %j', (fields) => {
    expect(subscriptionFieldsSchema.safeParse(fields).success).toBe(false);
  });
});

describe('trialStateOf', () => {
  const stored = (fields: Partial<StoredSubscription> = {}): StoredSubscription => ({
    subscriptionPlan: 'KINDRED_FREE',
    subscriptionStatus: 'active',
    trialStartedAt: new Date(START),
    ...fields,
  });

  it('counts the days left of a running free trial', () => {
    expect(trialStateOf(stored(), at(-1))).toEqual({ trialStartDate: START, daysRemainingInTrial: 1, trialExpired: false, status: 'active' });
  });

  it('reads a free trial past its end as expired, whatever status is stored', () => {
    expect(trialStateOf(stored(), at(0))).toEqual({ trialStartDate: START, daysRemainingInTrial: 0, trialExpired: true, status: 'expired' });
  });

  it('leaves a paid plan running past the trial length', () => {
    expect(trialStateOf(stored({ subscriptionPlan: 'KINDRED_PLUS', subscriptionStatus: 'expired' }), at(1))).toMatchObject({ trialExpired: false, status: 'expired' });
  });

  it.each(['expired', 'canceled'] as const)('expires a KINDRED_TRIAL account with status %s', (status) => {
    expect(trialStateOf(stored({ subscriptionPlan: 'KINDRED_TRIAL', subscriptionStatus: status }), at(-1))).toMatchObject({ trialExpired: true, status });
  });

  it('answers 0 days and no start date for an account that never started a trial', () => {
    expect(trialStateOf(stored({ trialStartedAt: null }), at(0))).toEqual({ trialStartDate: null, daysRemainingInTrial: 0, trialExpired: false, status: 'active' });
  });

  it('agrees with isTrialExpired once the state has been sent to the client', () => {
    for (const now of [at(-1), at(0)]) {
      const state = trialStateOf(stored(), now);
      const sent = { subscriptionPlan: 'KINDRED_FREE' as const, subscriptionStatus: state.status, ...state };
      expect(isTrialExpired(sent)).toBe(state.trialExpired);
    }
  });
});
