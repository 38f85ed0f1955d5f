/** Exact user-facing texts of the web app quoted by the spec (§2.1, §2.2, §2.3, §4.7). */

import { PLUS_PRICE_LABEL, PRODUCT_NAME, TRIAL_LENGTH_DAYS } from './constants';

/** The catch-all route (spec §2.1, "any other path"). */
export const NOT_FOUND_TEXTS = {
  title: 'Page not found',
  message: "Sorry, we couldn't find the page you're looking for.",
  toHome: 'Go to the home page',
  toDashboard: 'Go to your dashboard',
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

/** The paid plan's name. */
export const PLUS_PLAN_NAME = `${PRODUCT_NAME} Plus`;

/** The signed-in navbar (spec §2.2). */
export const SIGNED_IN_NAV_LABELS = {
  searchPlaceholder: 'Search memories...',
  searchLabel: 'Search memories',
  searchButton: 'Search',
  dashboard: 'Dashboard',
  account: 'Account',
  profileSettings: 'Profile Settings',
  logout: 'Logout',
} as const;

/** The trial-expired modal (spec §2.3). */
export const TRIAL_EXPIRED_MODAL_TEXTS = {
  title: 'Free Trial Expired',
  heading: 'Your Free Trial Has Ended',
  message: `Your ${TRIAL_LENGTH_DAYS}-day free trial has expired. Upgrade to keep adding memories and getting AI help.`,
  upgrade: `Upgrade to ${PLUS_PLAN_NAME} - ${PLUS_PRICE_LABEL}`,
  logout: 'Logout',
  dataPreserved: 'Your kindreds, memories and key dates are safe. Nothing has been deleted.',
  close: 'Close',
} as const;

/** The trial-expired full screen (spec §2.3). */
export const TRIAL_EXPIRED_SCREEN_TEXTS = {
  title: 'Your Free Trial Has Expired',
  message: `Your ${TRIAL_LENGTH_DAYS}-day free trial has ended, so coaching plans are paused. Everything you wrote is still here.`,
  upgrade: `Upgrade to ${PLUS_PLAN_NAME}`,
  continueToDashboard: 'Continue to Dashboard',
  supportPrompt: 'Questions about your account?',
  supportLink: 'Contact support',
} as const;
