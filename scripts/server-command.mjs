// How the built server is run, shared by `npm start`, the E2E suite and the benchmarks so that
// what is tested and measured is what people run.
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

// V8 sizes its heap from the machine's memory and, on a large one, lets garbage pile up to
// gigabytes before collecting. The server's live heap is tens of MB, so 256 MB keeps ample
// headroom while holding resident memory under 300 MB at load. NODE_OPTIONS can raise it.
const HEAP_LIMIT = '--max-old-space-size=256';

/**
 * Environment the server runs with. glibc gives each thread that allocates its own malloc arena
 * (up to 8 per core), and libvips decodes a photo on several threads: memory freed in one arena is
 * not reused by another, so resident memory grows with every large decode. Two arenas keep 20
 * concurrent 25-megapixel uploads under 600 MB (`npm run bench:photos`: 762 MB peak without it).
 * The caller's own MALLOC_ARENA_MAX wins.
 */
export function serverEnv() {
  return { MALLOC_ARENA_MAX: '2', ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}) };
}

/** Node's arguments for running the server command `command` (serve | worker | migrate). */
export function serverNodeArgs(command, extraNodeFlags = []) {
  const heap = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [HEAP_LIMIT];
  return [...heap, ...extraNodeFlags, SERVER_ENTRY, command];
}
