import { AUTH_MESSAGES, LOGIN_TOKEN_TTL_SECONDS, type SessionResponse, type TokenPair } from '@kindred/core/auth';
import type { RegistrationMode } from '@kindred/core/client-config';
import type { AccessTokens } from '../../auth/access-tokens';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { RateLimiter } from '../../auth/rate-limiter';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Transact } from '../../jobs/transact';
import type { AuthContext } from '../../plugins/authenticate';
import { toUserDto, type UsersRepository } from '../users';
import { AUTH_RATE_LIMITS as LIMITS, LOGIN_FAILURE_BACKOFF } from '../../auth/rate-limits';
import { sendPasswordChangedEmailJob, sendPasswordResetEmailJob, sendSignupAttemptEmailJob, sendVerificationEmailJob } from './auth.jobs';
import type { InvitesRepository } from './invites.repository';
import type { OneTimeTokensRepository } from './one-time-tokens.repository';
import type { SessionsRepository } from './sessions.repository';

interface Dependencies {
  users: UsersRepository;
  sessions: SessionsRepository;
  oneTimeTokens: OneTimeTokensRepository;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  transact: Transact;
  /** Keeps the browser's time zone for reminders, unless one was kept before. */
  saveTimeZone: (userId: number, timeZone: string, tx?: Db) => Promise<void>;
  invites: InvitesRepository;
  /** REGISTRATION: who may sign up. */
  registration: RegistrationMode;
}

/** Wrong passwords are counted per account and client; the prefix without a client covers them all. */
const loginFailuresKey = (email: string, ip: string) => `login-failures:${email}|${ip}`;

const wrongCurrentPassword = () => new AppError('VALIDATION_FAILED', 'Current password is incorrect', { currentPassword: ['Current password is incorrect'] });

/** Sign-up, verification, sign-in, sessions and passwords. */
export function createAuthService({ users, sessions, oneTimeTokens, accessTokens, rateLimiter, transact, saveTimeZone, invites, registration }: Dependencies) {
  /** Opens a session for a user who has proved who they are, unless the operator disabled the account. */
  async function startSession(user: UserRow): Promise<SessionResponse> {
    if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
    const { sessionId, refreshToken } = await sessions.create(user.id);
    return { access_token: await accessTokens.sign({ userId: user.id, sessionId }), refresh_token: refreshToken, user: toUserDto(user) };
  }

  return {
    startSession,

    /** Whether a new account may be made without an invitation (REGISTRATION=open); identity-provider sign-in asks this too. */
    registrationOpen: registration === 'open',

    async signup(input: { email: string; password: string; timeZone?: string | undefined; inviteToken?: string | undefined }, ip: string) {
      if (registration === 'closed') throw new AppError('REGISTRATION_CLOSED');
      if (registration === 'invite' && !input.inviteToken) throw new AppError('INVITE_REQUIRED');
      await rateLimiter.hit(`signup:ip:${ip}`, LIMITS.signupPerIp);
      const passwordHash = await hashPassword(input.password);
      await transact(async ({ tx, enqueue }) => {
        // An invitation is for its own address only, and is used up with the sign-up it allowed.
        if (registration === 'invite' && !(await invites.consume(input.inviteToken ?? '', input.email, tx))) throw new AppError('INVITE_REQUIRED');
        const inserted = await users.insert({ email: input.email, passwordHash }, tx);
        if (inserted) {
          await enqueue(sendVerificationEmailJob, { userId: inserted.id });
          if (input.timeZone) await saveTimeZone(inserted.id, input.timeZone, tx);
          return;
        }
        // The address has an account: the answer stays that of a new one, so nobody can probe
        // which addresses are registered, and only the owner hears of it (a few times an hour at most).
        const owner = await users.findByEmail(input.email, tx);
        if (owner && (await rateLimiter.allows(`signup-attempt:user:${owner.id}`, LIMITS.signupAttemptMailsPerAccount, tx))) {
          await enqueue(sendSignupAttemptEmailJob, { userId: owner.id });
        }
      });
      return { email: input.email, message: AUTH_MESSAGES.signupSent };
    },

    /** The address an invitation is for, so the sign-up form can fix it. */
    async checkInvite(token: string) {
      const email = await invites.emailOf(token);
      if (!email) throw new AppError('INVITE_REQUIRED');
      return { email };
    },

    async verifyEmail(token: string) {
      const userId = await oneTimeTokens.consume(token, 'verify_email');
      const user = userId ? await users.markEmailVerified(userId) : null;
      if (!user) throw new AppError('INVALID_TOKEN');
      const loginToken = await oneTimeTokens.issue(user.id, 'login', LOGIN_TOKEN_TTL_SECONDS);
      return { email: user.email, verified: true as const, loginToken };
    },

    async resendVerification(email: string, ip: string) {
      await rateLimiter.hit(`resend:ip:${ip}`, LIMITS.resendPerIp);
      await rateLimiter.hit(`resend:email:${email}`, LIMITS.resendPerAccount);
      const user = await users.findByEmail(email);
      if (user && !user.emailVerifiedAt) await transact(({ enqueue }) => enqueue(sendVerificationEmailJob, { userId: user.id }));
      return { message: AUTH_MESSAGES.resendSent };
    },

    async loginAfterVerification(loginToken: string, timeZone?: string) {
      const userId = await oneTimeTokens.consume(loginToken, 'login');
      const user = userId ? await users.findById(userId) : null;
      if (!user) throw new AppError('INVALID_TOKEN');
      if (timeZone) await saveTimeZone(user.id, timeZone);
      return startSession(user);
    },

    async login(input: { email: string; password: string; timeZone?: string | undefined }, ip: string) {
      await rateLimiter.hit(`login:ip:${ip}`, LIMITS.loginPerIp);
      const failures = loginFailuresKey(input.email, ip);
      await rateLimiter.waitForBackoff(failures, LOGIN_FAILURE_BACKOFF);
      const user = await users.findByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !isValid) {
        await rateLimiter.recordFailure(failures, LOGIN_FAILURE_BACKOFF);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await rateLimiter.clearFailures(failures);
      if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', undefined, { email: user.email });
      if (input.timeZone) await saveTimeZone(user.id, input.timeZone);
      return startSession(user);
    },

    async refresh(refreshToken: string, ip: string): Promise<TokenPair> {
      await rateLimiter.hit(`refresh:ip:${ip}`, LIMITS.refreshPerIp);
      const rotation = await sessions.rotate(refreshToken);
      if (rotation.outcome !== 'rotated') throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      return {
        access_token: await accessTokens.sign({ userId: rotation.userId, sessionId: rotation.sessionId }),
        refresh_token: rotation.refreshToken,
      };
    },

    logout: ({ user, sessionId }: AuthContext) => sessions.revoke(user.id, sessionId),
    logoutEverywhere: ({ user }: AuthContext) => sessions.revokeAll(user.id),

    async requestPasswordReset(email: string, ip: string) {
      await rateLimiter.hit(`reset:ip:${ip}`, LIMITS.resetPerIp);
      await rateLimiter.hit(`reset:email:${email}`, LIMITS.resetPerAccount);
      const user = await users.findByEmail(email);
      if (user) await transact(({ enqueue }) => enqueue(sendPasswordResetEmailJob, { userId: user.id }));
      return { message: AUTH_MESSAGES.resetSent };
    },

    async completePasswordReset(input: { token: string; password: string }) {
      const userId = await oneTimeTokens.consume(input.token, 'reset_password');
      if (!userId) throw new AppError('INVALID_TOKEN');
      const passwordHash = await hashPassword(input.password);
      const user = await users.findById(userId);
      await transact(async ({ tx, enqueue }) => {
        await users.setPasswordHash(userId, passwordHash, tx);
        // Whoever asked for the reset proved they read the mailbox: that verifies it too.
        await users.markEmailVerified(userId, tx);
        await oneTimeTokens.revokeAll(userId, 'reset_password', tx);
        await sessions.revokeAll(userId, tx);
        // The owner proved who they are: wrong guesses from any client no longer slow their sign-in.
        if (user) await rateLimiter.clearFailures(loginFailuresKey(user.email, ''), tx);
        await enqueue(sendPasswordChangedEmailJob, { userId });
      });
      return { message: AUTH_MESSAGES.resetDone };
    },

    async changePassword({ user, sessionId }: AuthContext, input: { currentPassword: string; newPassword: string }) {
      await rateLimiter.hit(`password-check:user:${user.id}`, LIMITS.passwordCheckPerAccount);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
      const passwordHash = await hashPassword(input.newPassword);
      await transact(async ({ tx, enqueue }) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await sessions.revokeOthers(user.id, sessionId, tx);
        await enqueue(sendPasswordChangedEmailJob, { userId: user.id });
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
