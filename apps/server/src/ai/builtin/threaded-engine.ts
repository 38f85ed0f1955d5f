import { Worker } from 'node:worker_threads';
import type { AiEngine } from '../ai-engine';

type Method = Exclude<keyof AiEngine, 'name'>;
export interface EngineCall {
  id: number;
  method: Method;
  args: unknown[];
}
export type EngineReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** A thread running the bundle's sibling file in dist, or the TypeScript source through tsx (tests, `npm run dev`). */
function startThread() {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./builtin-thread.js', import.meta.url));
  const source = new URL('./builtin-thread.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`, { eval: true });
}

/** Portraits for the person summary run in the background: every other task, which someone waits for, goes first. */
const BACKGROUND: ReadonlySet<Method> = new Set(['summarisePerson']);
/**
 * An idle thread waits this long before starting background work, so a write-up claimed a moment
 * later is not stuck behind a portrait of hundreds of memories: while memories keep coming, their
 * write-ups keep the thread, and the summaries follow when they pause.
 */
const BACKGROUND_GRACE_MS = 50;

interface Queued extends EngineCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The builtin engine run on a thread of its own. Its work is CPU-bound language processing, tens of
 * milliseconds for a long memory, hundreds for a person with many; on the server's thread, every
 * request behind a write-up or a portrait waited for it. The thread takes one call at a time, the
 * waiting ones in order but background portraits last, so a burst of summaries never holds up a
 * write-up or an ice breaker. It starts on the first call and again if it dies (the call it held
 * fails, and is retried as any failed AI call is).
 */
export function createThreadedBuiltinEngine(): AiEngine {
  let thread: Worker | null = null;
  let running: Queued | null = null;
  const waiting = { first: [] as Queued[], background: [] as Queued[] };
  let nextId = 0;
  let graceTimer: NodeJS.Timeout | null = null;

  const settle = (outcome: (call: Queued) => void) => {
    const call = running;
    running = null;
    if (call) outcome(call);
    dispatch();
  };
  const start = () => {
    const started = startThread();
    started.on('message', (reply: EngineReply) => settle((call) => (reply.ok ? call.resolve(reply.value) : call.reject(new Error(reply.message)))));
    started.on('exit', () => {
      if (thread === started) thread = null;
      settle((call) => call.reject(new Error('the builtin AI thread stopped')));
    });
    started.on('error', () => {
      // An 'exit' follows, which fails the call and starts a new thread for the next.
    });
    return started;
  };
  function dispatch(graceOver = false) {
    if (running) return;
    if (waiting.first.length === 0 && waiting.background.length > 0 && !graceOver) {
      graceTimer ??= setTimeout(() => {
        graceTimer = null;
        dispatch(true);
      }, BACKGROUND_GRACE_MS);
      return;
    }
    if (graceTimer) clearTimeout(graceTimer);
    graceTimer = null;
    const next = waiting.first.shift() ?? waiting.background.shift();
    if (!next) {
      // Idle: a process never stays up for the thread alone.
      thread?.unref();
      return;
    }
    thread ??= start();
    thread.ref();
    running = next;
    const { id, method, args } = next;
    thread.postMessage({ id, method, args } satisfies EngineCall);
  }
  const call = (method: Method, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      (BACKGROUND.has(method) ? waiting.background : waiting.first).push({ id: nextId++, method, args, resolve, reject });
      dispatch();
    });

  const forward = <M extends Method>(method: M) => ((...args: unknown[]) => call(method, args)) as AiEngine[M];
  return {
    name: 'builtin',
    describeMemory: forward('describeMemory'),
    detectDates: forward('detectDates'),
    summarisePerson: forward('summarisePerson'),
    iceBreaker: forward('iceBreaker'),
    giftIdeas: forward('giftIdeas'),
    coachingPlan: forward('coachingPlan'),
    complete: forward('complete'),
  };
}
