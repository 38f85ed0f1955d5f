/**
 * The analytics vocabulary of spec §2.1 and §7.6: page names and groups by route pattern, the events
 * sent after consent, and their thresholds. Paths leave only as these patterns (`/kindred/:id`),
 * never as the address itself, so no id or search words reach a provider.
 */

export const PAGE_GROUPS = {
  marketing: 'marketing',
  authentication: 'authentication',
  appCore: 'app core',
  appFeatures: 'app features',
  appSearch: 'app search',
  other: 'other',
} as const;
export type PageGroup = (typeof PAGE_GROUPS)[keyof typeof PAGE_GROUPS];

export interface AnalyticsPage {
  /** The route pattern, which is also the path sent. */
  pattern: string;
  name: string;
  group: PageGroup;
}

/** Most specific first: the first pattern that matches a path names its page. */
export const ANALYTICS_PAGES: readonly AnalyticsPage[] = [
  { pattern: '/', name: 'Home', group: PAGE_GROUPS.marketing },
  { pattern: '/pricing', name: 'Pricing', group: PAGE_GROUPS.marketing },
  { pattern: '/about', name: 'About', group: PAGE_GROUPS.marketing },
  { pattern: '/contact', name: 'Contact', group: PAGE_GROUPS.marketing },
  { pattern: '/login', name: 'Login', group: PAGE_GROUPS.authentication },
  { pattern: '/signup', name: 'Signup', group: PAGE_GROUPS.authentication },
  { pattern: '/reset-password', name: 'Reset Password', group: PAGE_GROUPS.authentication },
  { pattern: '/verify-email', name: 'Verify Email', group: PAGE_GROUPS.authentication },
  { pattern: '/auth/oauth2/callback', name: 'Single Sign-On', group: PAGE_GROUPS.authentication },
  { pattern: '/dashboard', name: 'Dashboard', group: PAGE_GROUPS.appCore },
  { pattern: '/profile', name: 'User Profile', group: PAGE_GROUPS.appCore },
  { pattern: '/kindred/:id/coaching-plan', name: 'Coaching Plan', group: PAGE_GROUPS.appCore },
  { pattern: '/kindred/:id/memory/:memoryId', name: 'Memory View', group: PAGE_GROUPS.appFeatures },
  { pattern: '/kindred/:id', name: 'Kindred Profile', group: PAGE_GROUPS.appFeatures },
  { pattern: '/search', name: 'Search Results', group: PAGE_GROUPS.appSearch },
  { pattern: '/gemini-test', name: 'AI Test', group: PAGE_GROUPS.other },
];

/** Any other path: sent as this pattern, never as typed. */
export const NOT_FOUND_PAGE: AnalyticsPage = { pattern: '/*', name: 'Page Not Found', group: PAGE_GROUPS.other };

/** Feature use (spec §7.6). */
export const FEATURE_EVENTS = ['memory_added', 'ice_breaker', 'gift_ideas', 'search'] as const;
export type FeatureEvent = (typeof FEATURE_EVENTS)[number];

export const SCROLL_DEPTH_MILESTONES = [25, 50, 75, 90] as const;
export const ENGAGED_TIME_MS = 10_000;
/** Time on a page is recorded only above this. */
export const TIME_ON_PAGE_MIN_MS = 1_000;
