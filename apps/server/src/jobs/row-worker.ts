import type { FastifyBaseLogger } from 'fastify';

/** Workers that take rows which are their own queue (claimed with a lease), one at a time per slot. */
export interface RowWorker {
  readonly name: string;
  /**
   * Starts `concurrency` claim loops in this process. With `yieldTo`, each loop awaits it before
   * claiming, so the work can give way to something more urgent.
   */
  start(concurrency: number, yieldTo?: () => Promise<void>): void;
  /** A row was just committed: idle loops claim now rather than at their next poll. */
  wake(): void;
  /** Claims nothing more, and waits up to `timeoutMs` for the rows being handled; answers the ones still running. */
  stop(timeoutMs: number): Promise<number>;
}

interface RowWorkerOptions<Row> {
  name: string;
  /** Takes one due row (pushing its due time past a lease), or null when none is due. */
  claim: () => Promise<Row | null>;
  /** Handles a claimed row; owns its retries and failures, so a throw here is only logged. */
  handle: (row: Row) => Promise<void>;
  /** Gives a row still being handled at stop back, due at once, for another process. */
  release: (row: Row) => Promise<void>;
  pollingIntervalMs: number;
  logger: FastifyBaseLogger;
}

/** How much less often the loops (and job workers, queue.ts) beyond the first of a kind poll when idle. */
export const HELPER_POLLING_FACTOR = 10;

export function createRowWorker<Row>({ name, claim, handle, release, pollingIntervalMs, logger }: RowWorkerOptions<Row>): RowWorker {
  let stopping = false;
  const sleepers = new Set<() => void>();
  const running = new Map<Promise<void>, Row>();
  const loops: Promise<void>[] = [];

  const idle = (sleepMs: number) =>
    new Promise<void>((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        sleepers.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, sleepMs);
      sleepers.add(wakeUp);
    });

  const wakeAll = () => {
    for (const wakeUp of [...sleepers]) wakeUp();
  };

  async function loop(sleepMs: number, yieldTo?: () => Promise<void>): Promise<void> {
    while (!stopping) {
      if (yieldTo) await yieldTo();
      if (stopping) break;
      let row: Row | null = null;
      try {
        row = await claim();
      } catch (error) {
        if (!stopping) logger.error({ err: error, worker: name }, 'claiming work failed');
      }
      if (row === null) {
        await idle(sleepMs);
        continue;
      }
      // There may be more: the loops that poll seldom claim too.
      wakeAll();
      const handled = handle(row).catch((error: unknown) => logger.error({ err: error, worker: name }, 'work failed'));
      running.set(handled, row);
      await handled;
      running.delete(handled);
    }
  }

  return {
    name,
    start(concurrency, yieldTo) {
      // One loop polls; the others, there for a backlog, are woken by a claim (or `wake`) and
      // otherwise poll seldom: an idle process's polls are a steady cost, per loop, on every database.
      for (let i = 0; i < concurrency; i++) loops.push(loop(i === 0 ? pollingIntervalMs : pollingIntervalMs * HELPER_POLLING_FACTOR, yieldTo));
    },
    wake: wakeAll,
    async stop(timeoutMs) {
      stopping = true;
      wakeAll();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const outcome = await Promise.race([Promise.all(loops).then(() => 'done' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'done') return 0;
      const left = [...running.values()];
      await Promise.allSettled(left.map(release));
      return left.length;
    },
  };
}
