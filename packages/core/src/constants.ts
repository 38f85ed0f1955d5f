/** Business constants and limits of spec §9, and the browser storage keys of spec §3. */

export const PRODUCT_NAME = 'Kindred';

export const TAGLINE =
  'Nurturing your most important relationships with thoughtful AI assistance. Remember the moments that matter and strengthen the bonds that last.';

export const TRIAL_LENGTH_DAYS = 5;
export const PLUS_PRICE_USD_PER_MONTH = 6.99;
export const PLUS_PRICE_LABEL = '$6.99/month';

export const PLANS = { trial: 'KINDRED_TRIAL', free: 'KINDRED_FREE', plus: 'KINDRED_PLUS' } as const;
export type Plan = (typeof PLANS)[keyof typeof PLANS];

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const MAX_KEY_DATE_SUGGESTIONS = 5;
export const CHAT_MESSAGES_BEFORE_SAVE = 3;
export const QUERY_STALE_TIME_MS = 300_000;
export const TOKEN_REFRESH_MARGIN_MS = 120_000;
export const DATE_DETECTION_WAIT_MS = 5_000;
export const ADD_MEMORY_SAFETY_CLOSE_MS = 1_000;
export const CHAT_GREETING_DELAY_MS = 100;
export const ASSISTANT_REPLY_DELAY_MS = 500;
export const ASSISTANT_SAVE_DELAY_MS = 1_000;
export const ASSISTANT_LINK_PULSE_MS = 4_000;
export const TOAST_DURATION_MS = 3_000;
export const COPIED_CONFIRMATION_MS = 2_000;
export const MEMORY_ACTIVITY_DEFAULT_DAYS = 365;
export const RAW_TEXT_PREVIEW_LENGTH = 150;
export const TITLE_FALLBACK_LENGTH = 30;
export const ICE_BREAKER_FALLBACK_MEMORIES = 3;
export const GIFT_FALLBACK_MEMORIES = 5;
export const GIFT_CONTEXT_LIMIT = 100;
export const GIFT_CONTEXT_CUT = 97;
export const FALLBACK_DELAY_MS = 500;
export const DEFAULT_SUGGESTION_CONFIDENCE = 0.9;
export const DEFAULT_CATEGORY = 'General';
/** Longest test prompt of /gemini-test. */
export const AI_TEST_PROMPT_MAX_LENGTH = 2_000;
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const DATE_PICKER_MIN = '1900-01-01';
export const DATE_PICKER_MAX = '2099-12-31';

export const THEME_COLORS = { primary: '#1976d2', secondary: '#9c27b0' } as const;
/** The installed app's splash screen behind its icon (the web app manifest). */
export const APP_BACKGROUND_COLOR = '#ffffff';
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/**
 * The header that makes creating a memory safe to send again (an offline draft whose first answer
 * never arrived): the same key from the same user answers the memory stored the first time.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** localStorage keys (spec §3). */
export const LOCAL_STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  authToken: 'auth_token',
  authUser: 'auth_user',
  analyticsConsent: 'analytics_consent',
  themeMode: 'theme_mode',
  /** Memories written offline, kept until the server has stored them (issue #18). */
  pendingMemories: 'pending_memories',
  /** The people quick capture offers, so it still works when the app opens offline (issue #18). */
  quickMemoryPeople: 'quick_memory_people',
  /** The guided first steps' draft (step, person, memory text), so they resume where they were left. */
  onboardingDraft: 'onboarding_draft',
} as const;

/** sessionStorage keys (spec §3). */
export const SESSION_STORAGE_KEYS = {
  redirectAfterUpgrade: 'redirectAfterUpgrade',
  lastSearchQuery: 'lastSearchQuery',
  lastSearchPath: 'lastSearchPath',
} as const;

export const CONSENT_VALUES = ['accepted', 'declined'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
