import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/build-test-app';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createMailer } from './mailer';
import { verificationEmail } from './templates';

describe('createMailer', () => {
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());

  it('sends over SMTP_URL with MAIL_FROM, a text part and an HTML part', async () => {
    const config = await createTestConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Kindred <hello@kindred.test>' });
    await createMailer(config, pino({ level: 'silent' })).send({ to: 'reader@example.com', ...verificationEmail('https://kindred.test/verify-email?token=abc') });
    const mail = await smtp.waitForMail('reader@example.com');
    expect(mail.decoded).toMatch(/From: Kindred <hello@kindred\.test>/);
    expect(mail.decoded).toMatch(/Content-Type: text\/plain/);
    expect(mail.decoded).toMatch(/Content-Type: text\/html/);
    expect(mail.decoded).toContain('https://kindred.test/verify-email?token=abc');
    await config.cleanup();
  });

  it('without SMTP_URL writes an .eml to DATA_DIR/outbox and logs where, never its subject or tokens', async () => {
    const config = await createTestConfig();
    const lines: { msg: string; links?: string[]; file?: string }[] = [];
    const logger = pino(new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
    await createMailer(config, logger).send({ to: 'local@example.com', ...verificationEmail('http://localhost:3000/verify-email?token=xyz') });
    const files = await readdir(join(config.dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(config.dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/To: local@example\.com/);
    expect(lines.at(-1)).toMatchObject({ msg: 'no SMTP_URL: e-mail written to the outbox', file: join(config.dataDir, 'outbox', files[0]!) });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('token=xyz');
    expect(logged).not.toContain('local@example.com');
    expect(logged).not.toContain(verificationEmail('http://localhost:3000/verify-email?token=xyz').subject);
    await config.cleanup();
  });
});
