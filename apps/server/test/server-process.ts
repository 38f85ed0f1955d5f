import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ROOT } from '../src/paths';

/** The server's command line run from its sources, as an operator or an orchestrator would. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far, both streams interleaved. */
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export function runServer(args: string[], env: NodeJS.ProcessEnv = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => ((output += chunk), (stdout += chunk)));
  child.stderr!.on('data', (chunk) => ((output += chunk), (stderr += chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits until the output matches `pattern`; throws with the output when the process ends or time runs out first. */
export async function waitForOutput(r: ServerProcess, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = r.output().match(pattern);
    if (match) return match;
    if (r.child.exitCode !== null || Date.now() > deadline) throw new Error(`no ${pattern} in output:\n${r.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
