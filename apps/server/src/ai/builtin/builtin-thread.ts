import { parentPort } from 'node:worker_threads';
import { createBuiltinEngine } from './builtin-engine';
import type { EngineCall, EngineReply } from './threaded-engine';

// The builtin engine's own thread: its language work never holds up the server's requests.
const engine = createBuiltinEngine();
const port = parentPort!;

port.on('message', async ({ id, method, args }: EngineCall) => {
  let reply: EngineReply;
  try {
    const run = engine[method] as (...values: unknown[]) => Promise<unknown>;
    reply = { id, ok: true, value: await run(...args) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
