import { z } from 'zod';
import { RESET_TOKEN_TTL_SECONDS, VERIFY_TOKEN_TTL_SECONDS } from '@kindred/core/auth';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import type { Config } from '../../config';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedEmail, passwordResetEmail, signupAttemptEmail, verificationEmail } from '../../mail/templates';
import type { UsersRepository } from '../users';
import type { OneTimeTokensRepository } from './one-time-tokens.repository';

// Payloads carry only the user's id: the token is made by the worker, so no usable link ever sits in the job table.
const forUser = z.object({ userId: z.int().positive() });

export const sendVerificationEmailJob = defineJob({ name: 'send-verification-email', payload: forUser });
export const sendPasswordResetEmailJob = defineJob({ name: 'send-password-reset-email', payload: forUser });
export const sendPasswordChangedEmailJob = defineJob({ name: 'send-password-changed-email', payload: forUser });
export const sendSignupAttemptEmailJob = defineJob({ name: 'send-signup-attempt-email', payload: forUser });

interface Dependencies {
  config: Pick<Config, 'publicUrl'>;
  users: UsersRepository;
  oneTimeTokens: OneTimeTokensRepository;
  mailer: Mailer;
}

/** Workers for the account e-mails. A deleted user, or one verified meanwhile, gets nothing. */
export function authJobHandlers({ config, users, oneTimeTokens, mailer }: Dependencies): JobHandler[] {
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  return [
    handleJob(sendVerificationEmailJob, async ({ userId }) => {
      const user = await users.findById(userId);
      if (!user || user.emailVerifiedAt) return;
      const token = await oneTimeTokens.issue(user.id, 'verify_email', VERIFY_TOKEN_TTL_SECONDS);
      await mailer.send({ to: user.email, ...verificationEmail(link(LINKED_CLIENT_PATHS.verifyEmail, token)) });
    }),
    handleJob(sendPasswordResetEmailJob, async ({ userId }) => {
      const user = await users.findById(userId);
      if (!user) return;
      const token = await oneTimeTokens.issue(user.id, 'reset_password', RESET_TOKEN_TTL_SECONDS);
      await mailer.send({ to: user.email, ...passwordResetEmail(link(LINKED_CLIENT_PATHS.resetPassword, token)) });
    }),
    handleJob(sendSignupAttemptEmailJob, async ({ userId }) => {
      const user = await users.findById(userId);
      if (!user) return;
      const token = await oneTimeTokens.issue(user.id, 'reset_password', RESET_TOKEN_TTL_SECONDS);
      await mailer.send({ to: user.email, ...signupAttemptEmail(link(LINKED_CLIENT_PATHS.resetPassword, token)) });
    }),
    handleJob(sendPasswordChangedEmailJob, async ({ userId }) => {
      const user = await users.findById(userId);
      if (!user) return;
      await mailer.send({ to: user.email, ...passwordChangedEmail(`${config.publicUrl}${LINKED_CLIENT_PATHS.resetPassword}`) });
    }),
  ];
}
