// Start, watch and stop the processes a benchmark measures.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Runs Node with `nodeArgs` and resolves once `readyUrl` answers 200, with the time that took. */
export async function startProcess(nodeArgs, env, readyUrl) {
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${nodeArgs.join(' ')} exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, readyMs: performance.now() - started, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Resident and peak resident memory of a process, in MB, from /proc. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}
