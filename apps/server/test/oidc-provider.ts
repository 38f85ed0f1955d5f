import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'kindred', secret: 'kindred-test-client-secret' };

/**
 * A real OpenID Provider (the oidc-provider package) on a free port. Whoever signs in types an
 * e-mail as the login; a login starting with "unverified:" gets email_verified false.
 */
export async function startOidcProvider(redirectUri: string) {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['kindred-test-cookie-key'] },
    async findAccount(_ctx, id) {
      const unverified = id.startsWith('unverified:');
      const email = unverified ? id.slice('unverified:'.length) : id;
      return {
        accountId: id,
        claims: async () => ({ sub: createHash('sha256').update(id).digest('hex').slice(0, 16), email, email_verified: !unverified }),
      };
    },
  });
  handle = provider.callback();

  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Goes through the provider's sign-in and consent pages as a browser would (cookies, redirects,
 * form posts) and answers the query the provider sends back to `redirectUri`.
 */
export async function signInAtProvider(authorizationUrl: string, redirectUri: string, login: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(redirectUri)) return Object.fromEntries(new URL(url).searchParams);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt) throw new Error(`unexpected page at ${url} (${response.status}):\n${html.slice(0, 500)}`);
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    url = new URL(action, url).toString();
    init = { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many steps at the identity provider');
}
