// Start, watch and stop the processes a benchmark measures.
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { serverEnv } from '../scripts/server-command.mjs';

// How much of a process's standard output is kept, to show when it fails (its logs go there).
const OUTPUT_TAIL_CHARS = 4000;

/**
 * Runs Node with `nodeArgs` (in the server's environment, serverEnv) and resolves once `readyUrl` answers 200, with the time that took;
 * `stop()` resolves with the exit code and `output()` is the end of what it printed.
 */
export async function startProcess(nodeArgs, env, readyUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, { env: { ...serverEnv(), ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let tail = '';
  child.stdout.on('data', (chunk) => (tail = (tail + chunk).slice(-OUTPUT_TAIL_CHARS)));
  const output = () => tail;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${nodeArgs.join(' ')} exited with ${child.exitCode} before it was ready:\n${tail}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, readyMs: performance.now() - started, output, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Resident and peak resident memory of a process, in MB, from /proc. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Runs Node with `nodeArgs` to the end and resolves with its output; rejects on a non-zero exit. */
export async function runProcess(nodeArgs, env = {}) {
  const { stdout } = await promisify(execFile)(process.execPath, nodeArgs, { env: { ...serverEnv(), ...process.env, ...env } });
  return stdout;
}

// /proc/<pid>/stat counts CPU time in clock ticks, 100 a second on Linux.
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user + system), in ms. */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of proc(5), are 12 and 13 once pid and comm are cut off.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

// A process is quiet when it uses under a tenth of a core for QUIET_SPELLS checks in a row.
const QUIET_CHECK_MS = 250;
const QUIET_SPELLS = 4;

/**
 * Waits until the process `pid` has been quiet for a second (or `maxMs` have passed) and answers
 * how long that took and how much CPU it used meanwhile: a server just started has start-up work
 * (the day's reminders, its first jobs) that a load should neither meet nor be blamed for.
 */
export async function untilQuiet(pid, maxMs = 60_000) {
  const started = performance.now();
  const cpuAtStart = cpuMsOf(pid);
  let last = cpuAtStart;
  for (let spells = 0; spells < QUIET_SPELLS && performance.now() - started < maxMs; ) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_CHECK_MS));
    const now = cpuMsOf(pid);
    spells = now - last < QUIET_CHECK_MS / 10 ? spells + 1 : 0;
    last = now;
  }
  return { waitedMs: performance.now() - started, cpuMs: last - cpuAtStart };
}
