import { describe, expect, it } from 'vitest';
import type { PersonContext } from '../ai-engine';
import { createBuiltinEngine } from './builtin-engine';
import { createThreadedBuiltinEngine } from './threaded-engine';

const person: PersonContext = {
  name: 'Maya Lopez',
  relationship: 'Friend',
  today: '2026-11-25',
  keyDates: [{ date: '1990-03-14', eventTitle: "Maya's birthday", annual: true }],
  memories: [
    { id: 2, rawText: 'Maya got engaged to Tom last weekend! She wants a small wedding by the sea.', title: null, fullSummary: null, category: null, createdAt: new Date('2026-11-20T10:00:00Z') },
    { id: 1, rawText: 'She is training for her first marathon in October and hates running in the rain.', title: null, fullSummary: null, category: null, createdAt: new Date('2026-10-01T10:00:00Z') },
  ],
};

describe('the builtin engine on its own thread', () => {
  const inProcess = createBuiltinEngine();
  const threaded = createThreadedBuiltinEngine();

  it('answers every task as the engine does in the server thread, dates included', async () => {
    const memory = { rawText: 'Dinner with Maya at the Thai place on March 3rd.', kindredName: 'Maya Lopez', relationship: 'Friend' };
    expect(await threaded.describeMemory(memory)).toEqual(await inProcess.describeMemory(memory));
    const dates = { text: memory.rawText, now: new Date('2026-11-25T10:00:00Z'), timeZone: 'Europe/London' };
    expect(await threaded.detectDates(dates)).toEqual(await inProcess.detectDates(dates));
    const [summary, iceBreaker, gifts, plan] = await Promise.all([
      threaded.summarisePerson(person),
      threaded.iceBreaker(person, { ask: 2 }),
      threaded.giftIdeas(person, { ask: 1 }),
      threaded.coachingPlan(person),
    ]);
    expect(summary).toEqual(await inProcess.summarisePerson(person));
    expect(iceBreaker).toBe(await inProcess.iceBreaker(person, { ask: 2 }));
    expect(gifts).toBe(await inProcess.giftIdeas(person, { ask: 1 }));
    expect(plan).toEqual(await inProcess.coachingPlan(person));
  });

  it("fails a call whose task fails, with the task's message, and goes on answering", async () => {
    const broken = { rawText: undefined as unknown as string, kindredName: 'Maya', relationship: 'Friend' };
    const expected = await inProcess.describeMemory(broken).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(expected).not.toBeNull();
    await expect(threaded.describeMemory(broken)).rejects.toThrow(expected!);
    expect((await threaded.describeMemory({ rawText: 'A walk.', kindredName: 'Maya', relationship: 'Friend' })).title).toBeTruthy();
  });

  it('answers a write-up before the person summaries queued ahead of it', async () => {
    const finished: string[] = [];
    const track = (label: string, work: Promise<unknown>) => work.then(() => finished.push(label));
    await Promise.all([
      track('summary 1', threaded.summarisePerson(person)),
      track('summary 2', threaded.summarisePerson(person)),
      track('summary 3', threaded.summarisePerson(person)),
      track('write-up', threaded.describeMemory({ rawText: 'A walk.', kindredName: 'Maya', relationship: 'Friend' })),
    ]);
    expect(finished).toEqual(['write-up', 'summary 1', 'summary 2', 'summary 3']);
  });
});
