// How the built server is run, shared by `npm start`, the E2E suite and the benchmarks so that
// what is tested and measured is what people run.
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

// V8 sizes its heap from the machine's memory and, on a large one, lets garbage pile up to
// gigabytes before collecting. The server's live heap is tens of MB, so 256 MB keeps ample
// headroom while holding resident memory under 300 MB at load. NODE_OPTIONS can raise it.
const HEAP_LIMIT = '--max-old-space-size=256';

/** Node's arguments for running the server command `command` (serve | worker | migrate). */
export function serverNodeArgs(command, extraNodeFlags = []) {
  const heap = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [HEAP_LIMIT];
  return [...heap, ...extraNodeFlags, SERVER_ENTRY, command];
}
