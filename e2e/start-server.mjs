// Starts the built server the way `npm start` runs it, on a fresh data directory of its own, with
// the real peers the browser tests need: an SMTP server that keeps every message as a file in
// test-results/e2e-mail/, and an OpenID provider (oidc-provider) for single sign-on.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';
import { serverEnv, serverNodeArgs } from '../scripts/server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.E2E_PORT ?? '4310';
const publicUrl = `http://127.0.0.1:${port}`;
const dataDir = `${root}/test-results/e2e-data`;
const mailDir = `${root}/test-results/e2e-mail`;
for (const dir of [dataDir, mailDir]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(`${mailDir}/${String(received).padStart(4, '0')}.eml`, Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

// The provider signs in whoever types an e-mail address as the login (any password).
const oidcServer = createServer();
await new Promise((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${oidcServer.address().port}`;
const provider = new Provider(issuer, {
  clients: [{ client_id: 'kindred-e2e', client_secret: 'kindred-e2e-secret', redirect_uris: [`${publicUrl}/auth/oauth2/callback`], grant_types: ['authorization_code'], response_types: ['code'] }],
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  cookies: { keys: ['kindred-e2e-cookie-key'] },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({ sub: createHash('sha256').update(id).digest('hex').slice(0, 16), email: id, email_verified: true }),
  }),
});
oidcServer.on('request', provider.callback());

const server = spawn(process.execPath, serverNodeArgs('serve'), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...serverEnv(),
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The tests make many accounts from one machine: each names its own client address (see
    // support/accounts.ts), so the per-IP sign-up limit applies per test account, as for real people.
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    MAIL_FROM: 'Kindred <no-reply@kindred.example>',
    NEWSLETTER_URL: 'https://newsletter.kindred.example/subscribe',
    SUPPORT_EMAIL: 'support@kindred.example',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'kindred-e2e',
    OIDC_CLIENT_SECRET: 'kindred-e2e-secret',
    // Consent-gated analytics (analytics-consent.spec.ts answers plausible.io with a fake collector).
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_ID: 'kindred.example',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
