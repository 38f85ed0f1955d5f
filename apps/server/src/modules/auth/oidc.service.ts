import type { SessionResponse } from '@kindred/core/auth';
import { AppError } from '../../app-error';
import type { OidcClient } from '../../auth/oidc-client';
import type { UsersRepository } from '../users';
import type { createOidcLoginsRepository } from './oidc-logins.repository';
import type { AuthService } from './auth.service';

interface Dependencies {
  client: OidcClient;
  logins: ReturnType<typeof createOidcLoginsRepository>;
  users: UsersRepository;
  auth: Pick<AuthService, 'startSession' | 'registrationOpen'>;
}

const failed = (message: string) => new AppError('BAD_REQUEST', message);

/** Sign-in through the identity provider: its verified e-mail links to an existing account or makes one. */
export function createOidcService({ client, logins, users, auth }: Dependencies) {
  return {
    async start(): Promise<{ url: string }> {
      const { codeChallenge, ...checks } = await client.createChecks();
      await logins.save(checks);
      return { url: await client.authorizationUrl({ state: checks.state, nonce: checks.nonce, codeChallenge }) };
    },

    async finish(callback: { code: string; state: string; iss?: string | undefined }): Promise<SessionResponse> {
      const checks = await logins.take(callback.state);
      if (!checks) throw failed('This sign-in has expired or was already used. Please start again.');
      const params: Record<string, string> = { code: callback.code, state: callback.state, ...(callback.iss ? { iss: callback.iss } : {}) };
      const identity = await client.exchange(params, checks).catch(() => {
        throw failed('The identity provider did not confirm this sign-in. Please start again.');
      });
      if (!identity.email || !identity.emailVerified) throw failed('Your identity provider did not confirm an e-mail address, so we cannot sign you in with it.');

      const known = await users.findByOidcSubject(identity.subject);
      if (known) return auth.startSession(known);
      const byEmail = await users.findByEmail(identity.email);
      if (byEmail) return auth.startSession((await users.linkOidcSubject(byEmail.id, identity.subject)) ?? byEmail);
      // A new account through the identity provider is a sign-up: only when REGISTRATION is open.
      if (!auth.registrationOpen) throw new AppError('REGISTRATION_CLOSED');
      const created = await users.insert({ email: identity.email, passwordHash: null, emailVerified: true, oidcSubject: identity.subject });
      if (!created) throw new AppError('CONFLICT', 'This account is being created already. Please try again.');
      return auth.startSession(created);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
