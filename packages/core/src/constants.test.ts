import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// Pins every value the spec fixes (§1, §2, §3, §9), so a drifted constant fails here by name.

describe('product constants', () => {
  it('names the product and its footer tagline (spec §1)', () => {
    expect(constants.PRODUCT_NAME).toBe('Kindred');
    expect(constants.TAGLINE).toBe(
      'Nurturing your most important relationships with thoughtful AI assistance. Remember the moments that matter and strengthen the bonds that last.',
    );
  });
});

describe('subscription constants (spec §9)', () => {
  it('gives a 5-day trial and a $6.99 monthly plan', () => {
    expect(constants.TRIAL_LENGTH_DAYS).toBe(5);
    expect(constants.PLUS_PRICE_USD_PER_MONTH).toBe(6.99);
    expect(constants.PLUS_PRICE_LABEL).toBe('$6.99/month');
  });

  it('names exactly the three plans', () => {
    expect(constants.PLANS).toStrictEqual({ trial: 'KINDRED_TRIAL', free: 'KINDRED_FREE', plus: 'KINDRED_PLUS' });
  });

  it('lists exactly the three statuses', () => {
    expect(constants.SUBSCRIPTION_STATUSES).toStrictEqual(['active', 'expired', 'canceled']);
  });
});

describe('limits (spec §9)', () => {
  it.each([
    ['PASSWORD_MIN_LENGTH', 8],
    ['PASSWORD_MAX_LENGTH', 128],
    ['MAX_KEY_DATE_SUGGESTIONS', 5],
    ['CHAT_MESSAGES_BEFORE_SAVE', 3],
    ['MEMORY_ACTIVITY_DEFAULT_DAYS', 365],
    ['RAW_TEXT_PREVIEW_LENGTH', 150],
    ['TITLE_FALLBACK_LENGTH', 30],
    ['ICE_BREAKER_FALLBACK_MEMORIES', 3],
    ['GIFT_FALLBACK_MEMORIES', 5],
    ['GIFT_CONTEXT_CUT', 97],
    ['GIFT_CONTEXT_LIMIT', 100],
    ['DEFAULT_SUGGESTION_CONFIDENCE', 0.9],
    ['DEFAULT_CATEGORY', 'General'],
    ['DATE_PICKER_MIN', '1900-01-01'],
    ['DATE_PICKER_MAX', '2099-12-31'],
  ] as const)('%s is %j', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe('timings in ms (spec §9)', () => {
  it.each([
    ['QUERY_STALE_TIME_MS', 300_000],
    ['TOKEN_REFRESH_MARGIN_MS', 120_000],
    ['DATE_DETECTION_WAIT_MS', 5_000],
    ['ADD_MEMORY_SAFETY_CLOSE_MS', 1_000],
    ['CHAT_GREETING_DELAY_MS', 100],
    ['ASSISTANT_REPLY_DELAY_MS', 500],
    ['ASSISTANT_SAVE_DELAY_MS', 1_000],
    ['ASSISTANT_LINK_PULSE_MS', 4_000],
    ['TOAST_DURATION_MS', 3_000],
    ['COPIED_CONFIRMATION_MS', 2_000],
    ['FALLBACK_DELAY_MS', 500],
    ['SCRIPT_CHUNK_LOAD_TIMEOUT_MS', 120_000],
  ] as const)('%s is %i', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe('theme constants (spec §2.2, §9)', () => {
  it('uses the MUI breakpoints 0/600/900/1200/1536', () => {
    expect(constants.BREAKPOINTS).toStrictEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('uses primary #1976d2 and secondary #9c27b0', () => {
    expect(constants.THEME_COLORS).toStrictEqual({ primary: '#1976d2', secondary: '#9c27b0' });
  });

  it('offers light, dark and system modes', () => {
    expect(constants.THEME_MODES).toStrictEqual(['light', 'dark', 'system']);
  });
});

describe('storage keys (spec §3)', () => {
  it('names the localStorage keys', () => {
    expect(constants.LOCAL_STORAGE_KEYS).toStrictEqual({
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      authToken: 'auth_token',
      authUser: 'auth_user',
      analyticsConsent: 'analytics_consent',
      themeMode: 'theme_mode',
    });
  });

  it('names the sessionStorage keys', () => {
    expect(constants.SESSION_STORAGE_KEYS).toStrictEqual({
      redirectAfterUpgrade: 'redirectAfterUpgrade',
      lastSearchQuery: 'lastSearchQuery',
      lastSearchPath: 'lastSearchPath',
    });
  });

  it('stores consent as accepted or declined (spec §4.7)', () => {
    expect(constants.CONSENT_VALUES).toStrictEqual(['accepted', 'declined']);
  });
});
