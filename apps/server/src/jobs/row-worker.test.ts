import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRowWorker, HELPER_POLLING_FACTOR } from './row-worker';

const logger = pino({ level: 'silent' });

/** A worker over an in-memory list of rows, recording what it handled and handed back. */
function workerOver(rows: number[], handle: (row: number) => Promise<void>) {
  const handled: number[] = [];
  const released: number[] = [];
  const worker = createRowWorker<number>({
    name: 'test',
    claim: async () => rows.shift() ?? null,
    handle: async (row) => {
      await handle(row);
      handled.push(row);
    },
    release: async (row) => {
      released.push(row);
    },
    pollingIntervalMs: 60_000,
    logger,
  });
  return { worker, handled, released };
}

describe('row worker', () => {
  it('claims nothing while the work it yields to is busy', async () => {
    const rows = [1, 2];
    const { worker, handled } = workerOver(rows, async () => {});
    let letGo!: () => void;
    const busy = new Promise<void>((resolve) => (letGo = resolve));
    worker.start(1, () => busy);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual([]);
    letGo();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual([1, 2]);
    expect(await worker.stop(1_000)).toBe(0);
  });

  it('drains the due rows, then claims a new one as soon as it is woken rather than at the next poll', async () => {
    const rows = [1, 2, 3];
    const { worker, handled } = workerOver(rows, async () => {});
    worker.start(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled.sort()).toEqual([1, 2, 3]);
    rows.push(4);
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toContain(4);
    expect(await worker.stop(1_000)).toBe(0);
  });

  it('hands back, due at once, what is still being handled when the stop budget runs out', async () => {
    const { worker, released } = workerOver([7], () => new Promise(() => {}));
    worker.start(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await worker.stop(100)).toBe(1);
    expect(released).toEqual([7]);
  });

  it('keeps working after a claim fails', async () => {
    let failures = 1;
    const handled: number[] = [];
    const worker = createRowWorker<number>({
      name: 'test',
      claim: async () => {
        if (failures-- > 0) throw new Error('database restarting');
        return handled.length ? null : 5;
      },
      handle: async (row) => void handled.push(row),
      release: async () => {},
      pollingIntervalMs: 10,
      logger,
    });
    worker.start(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop(1_000);
    expect(handled).toEqual([5]);
  });

  it('polls with one loop while idle, and a claim wakes the others, so rows committed elsewhere are still handled side by side', async () => {
    const POLL_MS = 200;
    const rows: number[] = [];
    let claims = 0;
    let inProgress = 0;
    let mostAtOnce = 0;
    let release!: () => void;
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    const worker = createRowWorker<number>({
      name: 'test',
      claim: async () => (claims++, rows.shift() ?? null),
      handle: async () => {
        mostAtOnce = Math.max(mostAtOnce, ++inProgress);
        if (inProgress === 2) release();
        // Each row waits a while for the other: both started only if they are handled side by side
        // before the seldom-polling loop's own poll.
        await Promise.race([bothStarted, new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS))]);
        inProgress--;
      },
      release: async () => {},
      pollingIntervalMs: POLL_MS,
      logger,
    });
    worker.start(2);
    await new Promise((resolve) => setTimeout(resolve, 5 * POLL_MS + POLL_MS / 2));
    // The first claim of each loop, then the polling loop's polls (five, fewer if timers run late).
    expect(claims).toBeGreaterThanOrEqual(2 + 3);
    expect(claims).toBeLessThanOrEqual(2 + 5);
    // Committed by another process: no wake() here, only the polling loop finds them.
    rows.push(1, 2);
    await Promise.race([bothStarted, new Promise((resolve) => setTimeout(resolve, HELPER_POLLING_FACTOR * POLL_MS))]);
    expect(mostAtOnce).toBe(2);
    expect(await worker.stop(1_000)).toBe(0);
  });
});

