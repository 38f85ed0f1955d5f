import { z } from 'zod';
import { optionalBrowserTimeZoneSchema } from './calendar';
import { userSchema } from './user';
import { emailSchema, passwordSchema, requiredMessage } from './validation';

const token = z.string().trim().min(1, requiredMessage('token')).max(512);
// Sign-in checks the password against the hash only: rules apply when a password is chosen.
const existingPassword = (field: string) =>
  z.string({ error: requiredMessage(field) }).min(1, requiredMessage(field)).max(1024);

export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/auth/signup -> 201; 403 REGISTRATION_CLOSED or INVITE_REQUIRED when the server says so. `timeZone`: the browser's IANA zone, kept for reminders (an unknown one is ignored); `inviteToken`: the token of an invitation link, required when the server's REGISTRATION is invite. */
export const signupRequestSchema = z.object({ email: emailSchema, password: passwordSchema, timeZone: optionalBrowserTimeZoneSchema, inviteToken: token.optional() });
export const signupResponseSchema = z.object({ email: z.string(), message: z.string() });

/** POST /api/auth/invite/check: the address an unused invitation is for (sign-up fixes it); 403 INVITE_REQUIRED otherwise. */
export const inviteCheckRequestSchema = z.object({ token });
export const inviteCheckResponseSchema = z.object({ email: z.string() });

/** How long an invitation link (`npm run kindred -- users invite`) stays valid. */
export const INVITE_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** POST /api/auth/verification/verify: answers a one-time loginToken for /auth/login-after-verification. */
export const verifyEmailRequestSchema = z.object({ token });
export const verifyEmailResponseSchema = z.object({ email: z.string(), verified: z.literal(true), loginToken: z.string() });

/** POST /api/auth/verification/resend: the same answer whether or not the account exists. */
export const resendVerificationRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/login-after-verification */
export const loginAfterVerificationRequestSchema = z.object({ loginToken: token, timeZone: optionalBrowserTimeZoneSchema });

/** POST /api/auth/login. `timeZone`: the browser's, saved at the first sign-in that sends one. */
export const loginRequestSchema = z.object({ email: emailSchema, password: existingPassword('password'), timeZone: optionalBrowserTimeZoneSchema });

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Answer of every call that signs someone in. */
export const sessionResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/refresh (spec §7.1) */
export const refreshRequestSchema = z.object({ refreshToken: token });

/** POST /api/auth/reset-password: always the same 200. */
export const resetPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /api/auth/complete-reset */
export const completeResetRequestSchema = z.object({ token, password: passwordSchema });

/** POST /api/auth/change-password and POST /api/password/change */
export const changePasswordRequestSchema = z.object({ currentPassword: existingPassword('current password'), newPassword: passwordSchema });

/** POST /api/password/validate */
export const validatePasswordRequestSchema = z.object({ password: z.string().max(1024) });
export const validatePasswordResponseSchema = z.object({
  valid: z.boolean(),
  message: z.string().nullable(),
  rules: z.array(z.object({ id: z.string(), label: z.string(), passed: z.boolean() })),
});

/** GET /api/auth/oidc/start -> { url } of the identity provider's sign-in page. */
export const oidcStartResponseSchema = z.object({ url: z.url() });
/** POST /api/auth/oidc/callback with what the provider put on /auth/oauth2/callback (iss too, when it sends one: RFC 9207). */
export const oidcCallbackRequestSchema = z.object({ code: token, state: token, iss: z.string().max(512).optional() });

/** Access-token lifetime (issue #3): 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens live 30 days from their family's last rotation. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** E-mail verification links: 24 hours; password reset links: 1 hour (issue #3). */
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The one-time token that turns a verified e-mail into a session: 10 minutes. */
export const LOGIN_TOKEN_TTL_SECONDS = 10 * 60;
/** The client waits this long before it offers to resend a verification e-mail again. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const AUTH_MESSAGES = {
  signupSent: 'Check your inbox: we sent you a link to verify your e-mail address.',
  resendSent: 'If an account with that e-mail needs verifying, a new link is on its way.',
  resetSent: 'If an account with that e-mail exists, a password reset link is on its way.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
} as const;

/** Request bodies as a client sends them (before the server's trimming and normalising). */
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type CompleteResetRequest = z.input<typeof completeResetRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type OidcCallbackRequest = z.input<typeof oidcCallbackRequestSchema>;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export type SignupResponse = z.infer<typeof signupResponseSchema>;
export type InviteCheckResponse = z.infer<typeof inviteCheckResponseSchema>;
