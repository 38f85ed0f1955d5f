import { aiTestResultSchema } from '@kindred/core/ai';
import { describe, expect, it } from 'vitest';
import { detectDates } from '../../date-detection/detect-dates';
import { createBuiltinEngine } from './builtin-engine';

const engine = createBuiltinEngine();

describe('the builtin engine', () => {
  it('is named builtin and keeps working when its methods are copied into another object', async () => {
    const copy = { ...engine, name: 'llm' as const };
    expect(engine.name).toBe('builtin');
    expect((await copy.describeMemory({ rawText: 'Maya loves pottery.', kindredName: 'Maya', relationship: 'Friend' })).category).toBe('Hobby');
  });

  it('answers a free prompt by saying it is the offline assistant and what it received', async () => {
    const text = await engine.complete('What is a good birthday present for my sister who likes hiking?');
    expect(aiTestResultSchema.shape.text.parse(text)).toBe(text);
    expect(text).toContain('builtin offline assistant');
    expect(text).toContain('"What is a good birthday present for my sister who likes hiking"');
    expect(text).toContain('birthday');
    expect(await engine.complete('What is a good birthday present for my sister who likes hiking?')).toBe(text);
  });

  it('detects dates with the deterministic detector', async () => {
    const input = { text: 'Lena was born on March 14, 1992 and we always celebrate with cake.', now: new Date('2025-06-11T12:00:00Z'), timeZone: 'Europe/Paris' };
    const found = await engine.detectDates(input);
    expect(found).toEqual(detectDates(input.text, { now: input.now, timeZone: input.timeZone }));
    expect(found.map((suggestion) => suggestion.date)).toContain('1992-03-14');
  });
});
