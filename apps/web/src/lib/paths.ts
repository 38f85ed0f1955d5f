import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';

/** Every route of spec §2.1 and the static pages, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  oauthCallback: LINKED_CLIENT_PATHS.oauthCallback,
  about: '/about',
  resetPassword: LINKED_CLIENT_PATHS.resetPassword,
  verifyEmail: LINKED_CLIENT_PATHS.verifyEmail,
  contact: '/contact',
  pricing: LINKED_CLIENT_PATHS.pricing,
  geminiTest: '/gemini-test',
  profile: LINKED_CLIENT_PATHS.profile,
  dashboard: '/dashboard',
  calendar: '/calendar',
  kindred: '/kindred/:kindredId',
  coachingPlan: '/kindred/:kindredId/coaching-plan',
  memory: '/kindred/:kindredId/memory/:memoryId',
  search: '/search',
  quickMemory: LINKED_CLIENT_PATHS.quickMemory,
} as const;

/** Static HTML pages served next to the app (not client routes, so plain links). */
export const staticPages = {
  termsOfService: '/tos.html',
  privacyPolicy: '/privacy.html',
  helpCenter: '/contact.html',
} as const;
