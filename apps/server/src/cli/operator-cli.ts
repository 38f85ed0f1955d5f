import { resolve } from 'node:path';
import { PLANS, type Plan } from '@kindred/core/constants';
import { emailSchema } from '@kindred/core/validation';
import { OperatorError, type OperatorUserView } from '../modules/operator';
import type { Services } from '../services';

/** Exit codes: 0 done, 1 the command failed (its message says why), 2 the command line was wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export const USAGE = `Usage: kindred <command>

Server:
  serve                                   run the web server (the default)
  worker                                  run background jobs only (needs DATABASE_URL)
  migrate                                 apply database migrations and exit

Operator (with the embedded database, stop the server first):
  users list [--json]                     every account: e-mail, plan, state, number of people kept
  users set-plan <email> <plan>           KINDRED_FREE or KINDRED_PLUS (servers without payments)
  users disable <email>                   no more sign-ins; every session ends at once
  users enable <email>                    undo disable
  users invite <email>                    e-mail a one-time sign-up link (REGISTRATION=invite)
  backup <file>                           the whole database and every photo, in one file
  restore <file> [--force]                replace everything with a backup (--force: even if not empty)

Run "kindred <command> --help" for one command.`;

const HELP: Record<string, string> = {
  'users list': `Usage: kindred users list [--json]

Lists every account, oldest first: id, e-mail, whether the e-mail is verified, plan, subscription
status, whether the trial is over, whether the account is disabled, how many people it keeps, and
when it was made. Nothing those people's profiles or memories say is shown. --json prints the same
as a JSON array.`,
  'users set-plan': `Usage: kindred users set-plan <email> <KINDRED_FREE|KINDRED_PLUS>

Sets the account's plan, with status active. KINDRED_PLUS: full access, no trial limits.
KINDRED_FREE: the 5-day trial rules apply from the trial's start (today, if it never started).`,
  'users disable': `Usage: kindred users disable <email>

Disables the account: it cannot sign in (password or identity provider), and every session it has
ends at once. Its data is kept. "kindred users enable <email>" undoes it.`,
  'users enable': `Usage: kindred users enable <email>

Lets a disabled account sign in again.`,
  'users invite': `Usage: kindred users invite <email>

E-mails a one-time link, valid 7 days, that opens sign-up with this e-mail address fixed. With
REGISTRATION=invite it is the only way to create an account; SMTP_URL unset writes the mail to
DATA_DIR/outbox.`,
  backup: `Usage: kindred backup <file>

Writes the whole database (one consistent snapshot) and every stored photo to <file>: gzip'd JSON
lines, readable only by you. It holds password hashes and the token signing key: keep it as safe
as the server. Works from the embedded database or PostgreSQL; restore into either.`,
  restore: `Usage: kindred restore <file> [--force]

Replaces the database and the photos with the backup in <file>, in one transaction. Refuses a
database that already holds accounts or invitations unless --force is given. The backup must come
from the same Kindred version (the same database schema).`,
};

export type OperatorCommand =
  | { name: 'users list'; json: boolean }
  | { name: 'users set-plan'; email: string; plan: Plan }
  | { name: 'users disable' | 'users enable' | 'users invite'; email: string }
  | { name: 'backup'; file: string }
  | { name: 'restore'; file: string; force: boolean };

export type Parsed = { kind: 'help'; text: string } | { kind: 'usage-error'; message: string } | { kind: 'run'; command: OperatorCommand };

/** The operator commands main.ts hands to this file. */
export const OPERATOR_COMMANDS = ['users', 'backup', 'restore', 'help', '--help', '-h'] as const;

const SETTABLE_PLANS: Plan[] = [PLANS.free, PLANS.plus];

function usageError(command: string, message: string): Parsed {
  return { kind: 'usage-error', message: `${message}\n\n${HELP[command] ?? USAGE}` };
}

function parseEmail(command: string, value: string | undefined): { email: string } | Parsed {
  if (!value) return usageError(command, 'Missing <email>.');
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? { email: parsed.data } : usageError(command, `Not an e-mail address: ${value}`);
}

/** Reads the command line (without node and the script); answers help, a usage error, or a command to run. */
export function parseOperatorCommand(args: string[]): Parsed {
  const flags = new Set(args.filter((arg) => arg.startsWith('-')));
  const words = args.filter((arg) => !arg.startsWith('-'));
  const [first, second] = words;
  if (first === 'help' || (!first && flags.size > 0)) return { kind: 'help', text: USAGE };
  const name = first === 'users' ? `users ${second ?? ''}`.trim() : (first ?? '');
  const wantsHelp = flags.has('--help') || flags.has('-h');
  if (name === 'users') return wantsHelp ? { kind: 'help', text: USAGE } : usageError('users', 'Missing the users command: list, set-plan, disable, enable or invite.');
  if (!(name in HELP)) return { kind: 'usage-error', message: `Unknown command: ${args.join(' ')}\n\n${USAGE}` };
  if (wantsHelp) return { kind: 'help', text: HELP[name] ?? USAGE };
  const allowed = name === 'users list' ? ['--json'] : name === 'restore' ? ['--force'] : [];
  const unknownFlag = [...flags].find((flag) => !allowed.includes(flag));
  if (unknownFlag) return usageError(name, `Unknown option: ${unknownFlag}`);
  const operands = words.slice(first === 'users' ? 2 : 1);
  const expected = name === 'users list' ? 0 : name === 'users set-plan' ? 2 : 1;
  if (operands.length > expected) return usageError(name, `Too many arguments: ${operands.slice(expected).join(' ')}`);

  switch (name) {
    case 'users list':
      return { kind: 'run', command: { name, json: flags.has('--json') } };
    case 'users set-plan': {
      const email = parseEmail(name, operands[0]);
      if ('kind' in email) return email;
      const plan = SETTABLE_PLANS.find((candidate) => candidate === operands[1]);
      if (!plan) return usageError(name, operands[1] ? `Not a plan: ${operands[1]} (use KINDRED_FREE or KINDRED_PLUS)` : 'Missing <plan>.');
      return { kind: 'run', command: { name, email: email.email, plan } };
    }
    case 'users disable':
    case 'users enable':
    case 'users invite': {
      const email = parseEmail(name, operands[0]);
      return 'kind' in email ? email : { kind: 'run', command: { name, email: email.email } };
    }
    default: {
      if (!operands[0]) return usageError(name, 'Missing <file>.');
      const file = resolve(operands[0]);
      return { kind: 'run', command: name === 'backup' ? { name: 'backup', file } : { name: 'restore', file, force: flags.has('--force') } };
    }
  }
}

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

function table(users: OperatorUserView[]): string[] {
  const header = ['ID', 'E-MAIL', 'VERIFIED', 'PLAN', 'STATUS', 'TRIAL OVER', 'DISABLED', 'PEOPLE', 'CREATED'];
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const rows = users.map((u) => [String(u.id), u.email, yesNo(u.verified), u.plan ?? '-', u.status ?? '-', yesNo(u.trialExpired), yesNo(u.disabled), String(u.kindreds), u.createdAt.slice(0, 10)]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
}

/** Runs one operator command on the services; answers the exit code. OperatorErrors become a message and exit 1. */
export async function runOperatorCommand(command: OperatorCommand, services: Pick<Services, 'operator' | 'backup'>, { out, err }: Output): Promise<number> {
  try {
    switch (command.name) {
      case 'users list': {
        const users = await services.operator.listUsers();
        if (command.json) out(JSON.stringify(users, null, 2));
        else if (users.length === 0) out('No accounts yet.');
        else for (const line of table(users)) out(line);
        break;
      }
      case 'users set-plan': {
        await services.operator.setPlan(command.email, command.plan);
        out(`${command.email} now has ${command.plan}.`);
        break;
      }
      case 'users disable':
        await services.operator.disable(command.email);
        out(`${command.email} is disabled: it cannot sign in, and its sessions have ended.`);
        break;
      case 'users enable':
        await services.operator.enable(command.email);
        out(`${command.email} can sign in again.`);
        break;
      case 'users invite': {
        const { expiresInDays } = await services.operator.invite(command.email);
        out(`Invitation sent to ${command.email}; the link works once, for ${expiresInDays} days.`);
        break;
      }
      case 'backup': {
        const summary = await services.backup.backup(command.file);
        const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
        out(`Backup written to ${command.file}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${summary.photos} photos.`);
        break;
      }
      case 'restore': {
        const summary = await services.backup.restore(command.file, { force: command.force });
        const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
        out(`Restored ${command.file}: ${rows} rows, ${summary.photos} photos.`);
        break;
      }
    }
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    err(error.message);
    return EXIT.failed;
  }
}
