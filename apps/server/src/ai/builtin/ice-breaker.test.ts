import { iceBreakerResultSchema } from '@kindred/core/ai';
import { addDays } from '@kindred/core/calendar-days';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin-engine';
import { personWith, TODAY } from '../../../test/person-context';

const engine = createBuiltinEngine();
const MAYA = personWith([
  'Went hiking in Yosemite with Maya last weekend.',
  'Maya is training for the Big Sur marathon in April.',
  'Maya loves film photography.',
]);
const DAYS = Array.from({ length: 12 }, (_, index) => addDays(TODAY, index));

describe('builtin iceBreaker', () => {
  it('names something known about the person, whatever the day', async () => {
    for (const today of DAYS) {
      const text = await engine.iceBreaker({ ...MAYA, today });
      expect(iceBreakerResultSchema.shape.iceBreaker.parse(text)).toBe(text);
      expect(text).toContain('Maya');
      expect(text.toLowerCase()).toMatch(/yosemite|hiking|marathon|photography/);
    }
  });

  it('is the same for the same person on the same day, and varies from day to day', async () => {
    expect(await engine.iceBreaker(MAYA)).toBe(await createBuiltinEngine().iceBreaker(MAYA));
    const texts = await Promise.all(DAYS.map((today) => engine.iceBreaker({ ...MAYA, today })));
    expect(new Set(texts).size).toBeGreaterThan(1);
  });

  it('opens on a birthday that is days away', async () => {
    const person = personWith([], { keyDates: [{ date: '1994-06-20', eventTitle: "Maya's birthday", annual: true }] });
    expect(await engine.iceBreaker(person)).toBe('Hey Maya! I noticed your birthday is coming up on June 20. Any plans yet?');
  });

  it('falls back to a general opener when nothing is known', async () => {
    for (const today of DAYS) {
      const text = await engine.iceBreaker({ ...personWith([]), name: 'Fresh', today });
      expect(text).toContain('Fresh');
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toMatch(/undefined|null/);
    }
  });
});
