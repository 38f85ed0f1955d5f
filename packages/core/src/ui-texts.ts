/** Exact user-facing texts of the web shell quoted by the spec (§2.1, §2.2, §2.3, §4.7). */

/** The catch-all route (spec §2.1, "any other path"). */
export const NOT_FOUND_TEXTS = {
  title: 'Page not found',
  message: "Sorry, we couldn't find the page you're looking for.",
} as const;

/** The error boundary screen (spec §2.3, §4.8). */
export const ERROR_BOUNDARY_TEXTS = {
  title: 'We hit a small bump in the road',
  message:
    "We're having trouble displaying this page. Let's try refreshing or starting over. If the problem continues, our support team is ready to help.",
  refresh: 'Refresh Page',
  tryAgain: 'Try Again',
} as const;

/** The router's default error screen (spec §2.3). */
export const ROUTER_ERROR_TITLE = 'Unexpected Application Error!';

/** The cookie consent banner (spec §2.2, §4.7); the sentence words the spec's description. */
export const COOKIE_CONSENT_TEXTS = {
  message: 'We use cookies to improve your experience and analyze traffic.',
  decline: 'Decline',
  accept: 'Accept All',
} as const;

/** The signed-out navbar (spec §2.2). */
export const NAV_LABELS = {
  home: 'Home',
  about: 'About Us',
  comingSoon: 'Coming Soon',
  subscribe: 'Subscribe',
} as const;

/** The footer's columns and links, full and minimal variants (spec §2.2). */
export const FOOTER_LABELS = {
  product: 'Product',
  pricing: 'Pricing',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  supportAndLegal: 'Support & Legal',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  helpCenter: 'Help Center',
  terms: 'Terms',
  privacy: 'Privacy',
  support: 'Support',
} as const;
