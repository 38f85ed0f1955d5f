import { z } from 'zod';
import { RESET_TOKEN_TTL_SECONDS, VERIFY_TOKEN_TTL_SECONDS } from '@kindred/core/auth';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import type { Config } from '../../config';
import { defineJob, handleJob, type JobDefinition, type JobHandler } from '../../jobs/job';
import type { SendOnce } from '../../mail/send-once';
import type { UserRow } from '../../db/schema';
import { passwordChangedEmail, passwordResetEmail, signupAttemptEmail, verificationEmail, type RenderedEmail } from '../../mail/templates';
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
  sendOnce: SendOnce;
}

/** Workers for the account e-mails, each sent at most once per job. A deleted user, or one verified meanwhile, gets nothing. */
export function authJobHandlers({ config, users, oneTimeTokens, sendOnce }: Dependencies): JobHandler[] {
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  /** The job's e-mail to its user, composed (and its link's token issued) only when it is still to send. */
  const mailUser = (job: JobDefinition<typeof forUser>, compose: (user: UserRow) => Promise<RenderedEmail | null>) =>
    handleJob(job, async ({ userId }, { jobId }) =>
      sendOnce(`${job.name}:${jobId}`, async () => {
        const user = await users.findById(userId);
        const email = user ? await compose(user) : null;
        return user && email ? { to: user.email, ...email } : null;
      }),
    );
  return [
    mailUser(sendVerificationEmailJob, async (user) =>
      user.emailVerifiedAt ? null : verificationEmail(link(LINKED_CLIENT_PATHS.verifyEmail, await oneTimeTokens.issue(user.id, 'verify_email', VERIFY_TOKEN_TTL_SECONDS))),
    ),
    mailUser(sendPasswordResetEmailJob, async (user) =>
      passwordResetEmail(link(LINKED_CLIENT_PATHS.resetPassword, await oneTimeTokens.issue(user.id, 'reset_password', RESET_TOKEN_TTL_SECONDS))),
    ),
    mailUser(sendSignupAttemptEmailJob, async (user) =>
      signupAttemptEmail(link(LINKED_CLIENT_PATHS.resetPassword, await oneTimeTokens.issue(user.id, 'reset_password', RESET_TOKEN_TTL_SECONDS))),
    ),
    mailUser(sendPasswordChangedEmailJob, async () => passwordChangedEmail(`${config.publicUrl}${LINKED_CLIENT_PATHS.resetPassword}`)),
  ];
}
