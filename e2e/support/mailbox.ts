// Reads the messages the E2E launcher's SMTP peer keeps as files (test-results/e2e-mail/0001.eml, ...).
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const MAIL_DIR = fileURLToPath(new URL('../../test-results/e2e-mail/', import.meta.url));

export type Mail = { file: string; to: string; subject: string; text: string };

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // A header line that starts with white space continues the one before it (RFC 5322 folding).
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Every text part of a MIME entity, decoded and joined. */
function textOf(entity: string): string {
  const { headers, body } = splitMessage(entity);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return decodeBody(body, headers.get('content-transfer-encoding'));
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => textOf(part.replace(/^\r?\n/, '')))
    .join('\n');
}

async function readAllMail(): Promise<Mail[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(`${MAIL_DIR}${file}`, 'latin1');
      const { headers } = splitMessage(raw);
      return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: textOf(raw) };
    }),
  );
}

/** The messages `address` has received so far, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  return (await readAllMail()).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

type WaitOptions = {
  /** Only messages whose subject matches. */
  subject?: RegExp;
  /** How many matching messages were there before; the wait is for a newer one. */
  alreadySeen?: number;
  timeoutMs?: number;
};

/** Waits for a new message to `address` and answers the newest. */
export async function waitForMail(address: string, { subject, alreadySeen = 0, timeoutMs = 15_000 }: WaitOptions = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await mailTo(address)).filter((mail) => !subject || subject.test(mail.subject));
    if (matching.length > alreadySeen) return matching.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No new e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link in `mail` to `path` (e.g. "/verify-email"), to open on the site under test. */
export function linkIn(mail: Mail, path: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname === path && url.search) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No link to ${path} in "${mail.subject}" (${mail.file})`);
}
