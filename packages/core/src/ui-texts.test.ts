import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_TEXTS,
  ERROR_BOUNDARY_TEXTS,
  FOOTER_LABELS,
  NAV_LABELS,
  NOT_FOUND_TEXTS,
  PLUS_PLAN_NAME,
  ROUTER_ERROR_TITLE,
  SIGNED_IN_NAV_LABELS,
  TRIAL_EXPIRED_MODAL_TEXTS,
  TRIAL_EXPIRED_SCREEN_TEXTS,
} from './ui-texts';

// The spec quotes these texts verbatim; a change here is a change to the product.
describe('ui texts', () => {
  it('keeps the not-found texts of spec §2.1', () => {
    expect(NOT_FOUND_TEXTS).toEqual({
      title: 'Page not found',
      message: "Sorry, we couldn't find the page you're looking for.",
      toHome: 'Go to the home page',
      toDashboard: 'Go to your dashboard',
    });
  });

  it('keeps the error boundary and router error texts of spec §2.3', () => {
    expect(ERROR_BOUNDARY_TEXTS).toEqual({
      title: 'We hit a small bump in the road',
      message:
        "We're having trouble displaying this page. Let's try refreshing or starting over. If the problem continues, our support team is ready to help.",
      refresh: 'Refresh Page',
      tryAgain: 'Try Again',
    });
    expect(ROUTER_ERROR_TITLE).toBe('Unexpected Application Error!');
  });

  it('keeps the cookie banner buttons of spec §2.2', () => {
    expect(COOKIE_CONSENT_TEXTS.decline).toBe('Decline');
    expect(COOKIE_CONSENT_TEXTS.accept).toBe('Accept All');
    expect(COOKIE_CONSENT_TEXTS.message).toMatch(/cookies.*improve.*experience.*analyze traffic/);
  });

  it('keeps the navbar and footer labels of spec §2.2', () => {
    expect(NAV_LABELS).toEqual({ home: 'Home', about: 'About Us', comingSoon: 'Coming Soon', subscribe: 'Subscribe' });
    expect(FOOTER_LABELS).toEqual({
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
    });
  });
});

describe('account texts of spec §2.2 and §2.3', () => {
  it('names the signed-in navbar items exactly', () => {
    expect(SIGNED_IN_NAV_LABELS).toMatchObject({ searchPlaceholder: 'Search memories...', dashboard: 'Dashboard', profileSettings: 'Profile Settings', logout: 'Logout' });
  });

  it('words the trial-expired modal exactly, with the plan and its price on the upgrade button', () => {
    expect(TRIAL_EXPIRED_MODAL_TEXTS).toMatchObject({ title: 'Free Trial Expired', heading: 'Your Free Trial Has Ended', logout: 'Logout' });
    expect(TRIAL_EXPIRED_MODAL_TEXTS.message).toContain('5-day free trial has expired');
    expect(TRIAL_EXPIRED_MODAL_TEXTS.upgrade).toBe('Upgrade to Kindred Plus - $6.99/month');
    expect(TRIAL_EXPIRED_MODAL_TEXTS.dataPreserved).toMatch(/safe|preserved/);
    expect(PLUS_PLAN_NAME).toBe('Kindred Plus');
  });

  it('words the trial-expired full screen exactly', () => {
    expect(TRIAL_EXPIRED_SCREEN_TEXTS).toMatchObject({ title: 'Your Free Trial Has Expired', continueToDashboard: 'Continue to Dashboard' });
  });
});
