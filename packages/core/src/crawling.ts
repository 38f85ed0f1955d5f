/**
 * What search engines may read (robots.txt) and list (sitemap.xml): the public pages of spec §2.1
 * and the static pages; never the signed-in app, its API, or one-time pages reached from e-mails.
 */
export const PUBLIC_PAGE_PATHS = ['/', '/about', '/pricing', '/contact', '/login', '/signup', '/tos.html', '/privacy.html', '/contact.html'] as const;

/** Path prefixes of the app behind sign-in and of pages that only make sense with a token. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/dashboard',
  '/profile',
  '/calendar',
  '/kindred/',
  '/search',
  '/verify-email',
  '/reset-password',
  '/auth/',
  '/gemini-test',
] as const;
