export { authJobHandlers } from './auth.jobs';
export { authRoutes } from './auth.routes';
export { createAuthService } from './auth.service';
export { createInvitesRepository, type InvitesRepository } from './invites.repository';
export { createOidcLoginsRepository } from './oidc-logins.repository';
export { oidcRoutes } from './oidc.routes';
export { createOidcService } from './oidc.service';
export { createOneTimeTokensRepository } from './one-time-tokens.repository';
export { createSessionsRepository } from './sessions.repository';
