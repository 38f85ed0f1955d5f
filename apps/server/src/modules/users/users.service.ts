import { PLANS } from '@kindred/core/constants';
import type { Subscription, TrialStatus } from '@kindred/core/user';
import { trialEndsAt, trialStateOf } from '@kindred/core/trial';
import { verifyPassword } from '../../auth/passwords';
import type { RateLimiter } from '../../auth/rate-limiter';
import { AppError } from '../../app-error';
import type { UserRow } from '../../db/schema';
import type { AuthContext } from '../../plugins/authenticate';
import { AUTH_RATE_LIMITS } from '../../auth/rate-limits';
import { toUserDto } from './user-dto';
import type { UsersRepository } from './users.repository';

interface Dependencies {
  users: UsersRepository;
  rateLimiter: RateLimiter;
  /** Deletes every photo the user stored. */
  removePhotosOf: (userId: number) => Promise<void>;
}

function subscriptionOf(user: UserRow, now = new Date()): Subscription {
  const trial = trialStateOf(user, now);
  return {
    plan: user.subscriptionPlan,
    status: trial.status,
    trialStartDate: trial.trialStartDate,
    trialEndsAt: user.trialStartedAt ? trialEndsAt(user.trialStartedAt).toISOString() : null,
    daysRemainingInTrial: trial.daysRemainingInTrial,
    trialExpired: trial.trialExpired,
  };
}

const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

/** The signed-in user's own account: profile, plan, trial, and deleting it all. */
export function createUsersService({ users, rateLimiter, removePhotosOf }: Dependencies) {
  return {
    getMe: ({ user }: AuthContext) => toUserDto(user),

    async finishFirstTimeLogin({ user }: AuthContext) {
      return toUserDto((await users.finishFirstTimeLogin(user.id)) ?? user);
    },

    getSubscription: ({ user }: AuthContext) => subscriptionOf(user),

    async startFreeTrial({ user }: AuthContext) {
      if (user.subscriptionPlan === PLANS.plus) throw new AppError('CONFLICT', 'You already have Kindred Plus.');
      const started = await users.startFreeTrial(user.id);
      if (!started) throw new AppError('TRIAL_ALREADY_USED');
      return subscriptionOf(started);
    },

    getTrialStatus({ user }: AuthContext): TrialStatus {
      const subscription = subscriptionOf(user);
      return {
        trialExpired: subscription.trialExpired,
        isInFreeTrial: user.subscriptionPlan === PLANS.free && subscription.status === 'active' && !subscription.trialExpired,
        daysRemainingInTrial: subscription.daysRemainingInTrial,
        trialStartDate: subscription.trialStartDate,
        trialEndsAt: subscription.trialEndsAt,
      };
    },

    /** Deletes the account, every row that belongs to it, and its files. Asks for proof first. */
    async deleteMe({ user }: AuthContext, proof: { password?: string | undefined; confirmEmail?: string | undefined }) {
      await rateLimiter.hit(`password-check:user:${user.id}`, AUTH_RATE_LIMITS.passwordCheckPerAccount);
      if (user.passwordHash) {
        if (!proof.password || !(await verifyPassword(user.passwordHash, proof.password))) throw fieldError('password', 'Password is incorrect');
      } else if (proof.confirmEmail?.trim().toLowerCase() !== user.email) {
        throw fieldError('confirmEmail', 'Type your e-mail address to confirm');
      }
      await users.delete(user.id);
      await removePhotosOf(user.id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
