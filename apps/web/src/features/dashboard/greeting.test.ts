import { describe, expect, it } from 'vitest';
import { nameFromEmail, partOfDay } from './greeting';

describe('partOfDay', () => {
  it.each([
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
  ] as const)('at %i o’clock it is %s', (hour, expected) => {
    expect(partOfDay(new Date(2026, 2, 4, hour, 30))).toBe(expected);
  });
});

describe('nameFromEmail', () => {
  it.each([
    ['maya@example.com', 'Maya'],
    ['maya.chen@example.com', 'Maya'],
    ['j_smith42@example.org', 'J'],
    ['sam42@example.org', 'Sam'],
    ['2024.anna@example.org', 'Anna'],
    ['007@example.org', '007'],
  ])('%s -> %s', (email, expected) => {
    expect(nameFromEmail(email)).toBe(expected);
  });
});
