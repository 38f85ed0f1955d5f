import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories';
import { asUser } from '../../test/people';
import { runServer } from '../../test/server-process';
import { linkIn } from '../../test/smtp-peer';
import { EXIT, parseOperatorCommand, runOperatorCommand, type OperatorCommand } from './operator-cli';

/** The CLI binary as an operator runs it; answers its exit code and everything it printed. */
async function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const r = runServer(args, env);
  const code = await r.exited;
  return { code, stdout: r.stdout(), stderr: r.stderr() };
}

function commandOf(args: string[]): OperatorCommand {
  const parsed = parseOperatorCommand(args);
  if (parsed.kind !== 'run') throw new Error(`expected a command, got ${JSON.stringify(parsed)}`);
  return parsed.command;
}

describe('operator command line: parsing', () => {
  it.each([
    [['users', 'list', '--help'], 'Usage: kindred users list [--json]'],
    [['users', 'set-plan', '--help'], 'Usage: kindred users set-plan <email> <KINDRED_FREE|KINDRED_PLUS>'],
    [['users', 'disable', '-h'], 'Usage: kindred users disable <email>'],
    [['users', 'invite', '--help'], 'Usage: kindred users invite <email>'],
    [['backup', '--help'], 'Usage: kindred backup <file>'],
    [['restore', '--help'], 'Usage: kindred restore <file> [--force]'],
    [['help'], 'users set-plan <email> <plan>'],
  ])('%j prints its help', (args, text) => {
    const parsed = parseOperatorCommand(args);
    expect(parsed.kind).toBe('help');
    expect(parsed.kind === 'help' && parsed.text).toContain(text);
  });

  it.each([
    [['users'], 'Missing the users command'],
    [['users', 'delete', 'a@example.com'], 'Unknown command: users delete a@example.com'],
    [['users', 'set-plan', 'a@example.com', 'KINDRED_TRIAL'], 'Not a plan: KINDRED_TRIAL (use KINDRED_FREE or KINDRED_PLUS)'],
    [['users', 'set-plan', 'a@example.com'], 'Missing <plan>.'],
    [['users', 'disable'], 'Missing <email>.'],
    [['users', 'disable', 'not-an-address'], 'Not an e-mail address: not-an-address'],
    [['users', 'invite', 'a@example.com', 'b@example.com'], 'Too many arguments: b@example.com'],
    [['backup'], 'Missing <file>.'],
    [['backup', 'x.backup', '--force'], 'Unknown option: --force'],
  ])('%j is a usage error naming the problem', (args, message) => {
    const parsed = parseOperatorCommand(args);
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' && parsed.message).toContain(message);
  });

  it('normalises the e-mail address and resolves the file against the working directory', () => {
    expect(commandOf(['users', 'disable', '  Ada@Example.COM '])).toEqual({ name: 'users disable', email: 'ada@example.com' });
    expect(commandOf(['restore', 'k.backup', '--force'])).toEqual({ name: 'restore', file: join(process.cwd(), 'k.backup'), force: true });
  });
});

describe('operator commands on real services', () => {
  let t: TestApp;
  let work: string;
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOperatorCommand(commandOf(args), t.services, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  beforeAll(async () => {
    t = await buildTestApp({ env: { REGISTRATION: 'invite' }, smtp: true });
    work = await mkdtemp(join(tmpdir(), 'kindred-cli-ops-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('users list shows each account, its plan and state, and nothing its people or memories say', async () => {
    const ada = await asUser(t, { email: 'ada@example.com' });
    const kindred = await ada.addKindred('Secret Sarah', 'Confidant');
    await ada.addMemory(kindred.id, 'private-memory-words about the surprise party');
    await createUser(t, { email: 'bob@example.com', plan: 'KINDRED_PLUS' });

    const { code, out } = await run(['users', 'list']);
    expect(code).toBe(EXIT.ok);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^ID\s+E-MAIL\s+VERIFIED\s+PLAN\s+STATUS\s+TRIAL OVER\s+DISABLED\s+PEOPLE\s+CREATED$/);
    expect(lines.find((line) => line.includes('ada@example.com'))).toMatch(/ada@example\.com\s+yes\s+KINDRED_FREE\s+active\s+no\s+no\s+1\s+\d{4}-\d{2}-\d{2}$/);
    expect(lines.find((line) => line.includes('bob@example.com'))).toMatch(/KINDRED_PLUS\s+active\s+no\s+no\s+0/);
    expect(out).not.toMatch(/Sarah|Confidant|private-memory-words|surprise/);

    const json = JSON.parse((await run(['users', 'list', '--json'])).out);
    expect(json.find((u: { email: string }) => u.email === 'ada@example.com')).toMatchObject({ plan: 'KINDRED_FREE', verified: true, disabled: false, kindreds: 1 });
  });

  it('users set-plan changes what the account may do', async () => {
    const expired = await createUser(t, { email: 'expired@example.com', trialStartedDaysAgo: 30 });
    const { headers } = await signIn(t, expired);
    expect((await t.app.inject({ method: 'POST', url: '/api/kindreds', headers, payload: { name: 'Nora', relationship: 'Friend' } })).statusCode).toBe(402);

    expect(await run(['users', 'set-plan', 'expired@example.com', 'KINDRED_PLUS'])).toMatchObject({ code: EXIT.ok, out: 'expired@example.com now has KINDRED_PLUS.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/kindreds', headers, payload: { name: 'Nora', relationship: 'Friend' } })).statusCode).toBe(201);

    expect((await run(['users', 'set-plan', 'expired@example.com', 'KINDRED_FREE'])).code).toBe(EXIT.ok);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/trial-status', headers })).json()).toMatchObject({ trialExpired: true });

    expect(await run(['users', 'set-plan', 'nobody@example.com', 'KINDRED_PLUS'])).toMatchObject({ code: EXIT.failed, err: 'No account with the e-mail address nobody@example.com' });
  });

  it('users disable ends the sessions and stops sign-in; users enable undoes it', async () => {
    const carol = await createUser(t, { email: 'carol@example.com' });
    const { headers } = await signIn(t, carol);
    expect((await run(['users', 'disable', 'carol@example.com'])).code).toBe(EXIT.ok);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'carol@example.com', password: DEFAULT_PASSWORD } })).statusCode).toBe(403);
    expect(JSON.parse((await run(['users', 'list', '--json'])).out).find((u: { email: string }) => u.email === 'carol@example.com').disabled).toBe(true);

    expect((await run(['users', 'enable', 'carol@example.com'])).code).toBe(EXIT.ok);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'carol@example.com', password: DEFAULT_PASSWORD } })).statusCode).toBe(200);
  });

  it('users invite mails a link with which the invited person signs up', async () => {
    const result = await run(['users', 'invite', 'dora@example.com']);
    expect(result).toEqual({ code: EXIT.ok, out: 'Invitation sent to dora@example.com; the link works once, for 7 days.', err: '' });
    const link = linkIn(await t.smtp!.waitForMail('dora@example.com'), 'http://kindred.test/signup?invite=');
    const inviteToken = new URL(link).searchParams.get('invite')!;
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'dora@example.com', password: 'Sunny-Days-42', inviteToken } });
    expect(signup.statusCode).toBe(201);
    expect(await run(['users', 'invite', 'dora@example.com'])).toMatchObject({ code: EXIT.failed, err: 'dora@example.com already has an account' });
  });

  it('backup and restore report what they did, and refuse a non-empty database without --force', async () => {
    const file = join(work, 'all.backup');
    const backup = await run(['backup', file]);
    expect(backup.code).toBe(EXIT.ok);
    expect(backup.out.startsWith(`Backup written to ${file}: `)).toBe(true);
    expect(backup.out).toMatch(/: \d+ rows in \d+ tables, 0 photos\.$/);

    const refused = await run(['restore', file]);
    expect(refused).toMatchObject({ code: EXIT.failed, err: 'The database is not empty. Restoring replaces everything in it: run restore again with --force to do that.' });
    const forced = await run(['restore', file, '--force']);
    expect(forced.code).toBe(EXIT.ok);
    expect(forced.out).toMatch(/^Restored .*all\.backup: \d+ rows, 0 photos\.$/);

    expect(await run(['backup', join(work, 'no-such-folder', 'x.backup')])).toMatchObject({ code: EXIT.failed, err: expect.stringContaining('its folder does not exist') });
  });
});

describe('the kindred binary', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kindred-cli-bin-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('answers --help with exit 0 and command-line mistakes with exit 2, without opening the database', async () => {
    const help = await cli(['users', 'set-plan', '--help'], { DATA_DIR: dataDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: kindred users set-plan <email> <KINDRED_FREE|KINDRED_PLUS>');
    const wrong = await cli(['users', 'set-plan', 'a@example.com', 'GOLD'], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Not a plan: GOLD');
  });

  it('runs a command on the configured database: exit 0 when done, 1 with the reason when not', async () => {
    const list = await cli(['users', 'list', '--json'], { DATA_DIR: dataDir });
    expect({ code: list.code, out: JSON.parse(list.stdout) }).toEqual({ code: 0, out: [] });
    const missing = await cli(['users', 'disable', 'nobody@example.com'], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('No account with the e-mail address nobody@example.com');
  }, 90_000);
});
