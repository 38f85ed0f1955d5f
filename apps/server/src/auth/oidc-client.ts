import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcIdentity {
  /** `issuer|sub`: stable across e-mail changes at the provider. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Authorization code flow with PKCE (S256), state and nonce against one identity provider. */
export function createOidcClient(settings: OidcSettings, redirectUri: string) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    // An http:// issuer is the operator's explicit choice (a provider on the same host or network).
    const execute = settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [];
    discovered ??= oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, { execute }).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    /** New random checks for one sign-in; the caller stores them until the callback. */
    async createChecks(): Promise<OidcChecks & { codeChallenge: string }> {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier, codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier) };
    },

    async authorizationUrl({ state, nonce, codeChallenge }: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      return oidc
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: 'openid email',
          response_type: 'code',
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    /** Exchanges the callback's code, checking state, nonce and PKCE; answers who signed in. */
    async exchange(callback: Record<string, string>, checks: OidcChecks): Promise<OidcIdentity> {
      const currentUrl = new URL(redirectUri);
      for (const [name, value] of Object.entries(callback)) currentUrl.searchParams.set(name, value);
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider sent no ID token');
      // Providers may keep scope claims out of the ID token and serve them from UserInfo (OIDC Core 5.4).
      const profile = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        subject: `${claims.iss}|${claims.sub}`,
        email: typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : null,
        emailVerified: profile.email_verified === true,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
