// Drives one URL with autocannon, in a process of its own (load-process.mjs), and reports requests/s and latency percentiles.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const LOAD_PROCESS = fileURLToPath(new URL('load-process.mjs', import.meta.url));

/** Runs a fixed-duration load and returns { rps, requests, p50, p99, errors, non2xx }; `request` may set method, headers and body. */
export async function load(url, { connections = 20, durationSeconds = 10, request = {} } = {}) {
  const { stdout } = await promisify(execFile)(process.execPath, [LOAD_PROCESS, JSON.stringify({ url, connections, durationSeconds, request })], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}
