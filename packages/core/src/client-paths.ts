/**
 * Browser routes that links from outside the app land on (the e-mails, the identity provider's
 * redirect): renaming one breaks every link already sent, so the router and the link builders share them.
 */
export const LINKED_CLIENT_PATHS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  oauthCallback: '/auth/oauth2/callback',
  /** Stripe Checkout returns here (success and cancel). */
  pricing: '/pricing',
  /** Stripe's billing portal returns here. */
  profile: '/profile',
  /** A person's page is `${kindred}/<id>` (reminder e-mails and the calendar feed link to it). */
  kindred: '/kindred',
  /** Invitations (REGISTRATION=invite) open sign-up with `?invite=<token>`. */
  signup: '/signup',
  /** The installed app's "Quick memory" shortcut and share target open this (the web app manifest). */
  quickMemory: '/quick-memory',
} as const;

/** What a share sheet sends to the quick memory page: a GET share target, so they arrive as query parameters. */
export const QUICK_MEMORY_SHARE_PARAMS = { title: 'title', text: 'text', url: 'url' } as const;

/**
 * The folder of the web app's build holding its public pages rendered ahead of time
 * (`prerendered/index.html` for `/`, `prerendered/pricing.html` for `/pricing`): the web build
 * writes them, the server answers those paths with them.
 */
export const PRERENDERED_PAGES_DIR = 'prerendered';

/** The file, in PRERENDERED_PAGES_DIR, of the page at `path` ('/' or one segment). */
export const prerenderedFileOf = (path: string): string => `${path === '/' ? 'index' : path.slice(1)}.html`;

/** The page path a file in PRERENDERED_PAGES_DIR was rendered for: the inverse of prerenderedFileOf. */
export const prerenderedPathOf = (file: string): string => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`);
