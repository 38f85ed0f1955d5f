// Every Drizzle table, for the typed query builder and for drizzle-kit's migrations.
export * from './tables/app-secrets';
export * from './tables/oidc-logins';
export * from './tables/one-time-tokens';
export * from './tables/rate-limits';
export * from './tables/refresh-tokens';
export * from './tables/users';
export * from './tables/invites';
export * from './tables/kindreds';
export * from './tables/memories';
export * from './tables/key-dates';
export * from './tables/kindred-summaries';
export * from './tables/coaching-plans';
export * from './tables/billing';
export * from './tables/notifications';
export * from './tables/sent-emails';
export * from './tables/search-word-deltas';
export * from './tables/search-words';
