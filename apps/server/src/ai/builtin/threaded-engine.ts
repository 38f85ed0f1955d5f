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

/**
 * The builtin engine run on a thread of its own. Its work is CPU-bound language processing, tens of
 * milliseconds for a long memory or a person with many; on the server's thread, every request
 * behind a write-up or a portrait waited for it. Calls are answered in order by one thread, which
 * is started on the first call and started again if it dies (the calls it held fail, and are
 * retried as any failed AI call is).
 */
export function createThreadedBuiltinEngine(): AiEngine {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const start = () => {
    const thread = startThread();
    thread.on('message', (reply: EngineReply) => {
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(new Error(reply.message));
      if (pending.size === 0) thread.unref();
    });
    thread.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll(new Error('the builtin AI thread stopped'));
    });
    return thread;
  };
  const call = (method: Method, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      worker ??= start();
      // Held while it has work, so a process never exits under an unanswered call; let go when idle.
      worker.ref();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args } satisfies EngineCall);
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
