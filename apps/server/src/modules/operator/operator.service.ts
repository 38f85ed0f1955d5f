import { INVITE_TOKEN_TTL_SECONDS } from '@kindred/core/auth';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import type { RegistrationMode } from '@kindred/core/client-config';
import type { Plan } from '@kindred/core/constants';
import { trialStateOf } from '@kindred/core/trial';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { inviteEmail } from '../../mail/templates';
import type { Clock } from '../../clock';
import type { InvitesRepository } from '../auth';
import type { UsersRepository } from '../users';
import { OperatorError } from './backup.service';

interface Dependencies {
  db: Db;
  users: UsersRepository;
  invites: InvitesRepository;
  /** Ends every session of a user (the sessions repository's revokeAll). */
  endSessions: (userId: number, tx: Db) => Promise<unknown>;
  mailer: Mailer;
  publicUrl: string;
  registration: RegistrationMode;
  clock: Clock;
}

/** One account as the operator sees it: what it is and how it stands, never what it keeps. */
export interface OperatorUserView {
  id: number;
  email: string;
  verified: boolean;
  plan: Plan | null;
  status: string | null;
  trialExpired: boolean;
  disabled: boolean;
  kindreds: number;
  createdAt: string;
}

/** The operator's account controls (`kindred users …`), for self-hosted servers. */
export function createOperatorService({ db, users, invites, endSessions, mailer, publicUrl, registration, clock }: Dependencies) {
  async function accountOf(email: string) {
    const user = await users.findByEmail(email);
    if (!user) throw new OperatorError(`No account with the e-mail address ${email}`);
    return user;
  }

  return {
    async listUsers(): Promise<OperatorUserView[]> {
      const now = clock();
      return (await users.listForOperator()).map((row) => {
        const trial = trialStateOf(row, now);
        return {
          id: row.id,
          email: row.email,
          verified: row.emailVerifiedAt !== null,
          plan: row.subscriptionPlan,
          status: trial.status,
          trialExpired: trial.trialExpired,
          disabled: row.disabledAt !== null,
          kindreds: row.kindreds,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    async setPlan(email: string, plan: Plan) {
      const user = await accountOf(email);
      const updated = await users.setPlan(user.id, plan);
      if (!updated) throw new OperatorError(`No account with the e-mail address ${email}`);
      return updated;
    },

    /** Disables the account and ends every one of its sessions at once. */
    async disable(email: string) {
      const user = await accountOf(email);
      await db.transaction(async (tx) => {
        await users.setDisabled(user.id, true, tx);
        await endSessions(user.id, tx);
      });
    },

    async enable(email: string) {
      const user = await accountOf(email);
      await users.setDisabled(user.id, false);
    },

    /** Mails a one-time link that opens sign-up with the address fixed (REGISTRATION=invite). */
    async invite(email: string) {
      if (registration === 'closed') throw new OperatorError('REGISTRATION is closed, so nobody can sign up, invited or not. Set REGISTRATION=invite to use invitations.');
      if (await users.findByEmail(email)) throw new OperatorError(`${email} already has an account`);
      const token = await invites.issue(email, INVITE_TOKEN_TTL_SECONDS);
      await mailer.send({ to: email, ...inviteEmail(`${publicUrl}${LINKED_CLIENT_PATHS.signup}?invite=${encodeURIComponent(token)}`) });
      return { expiresInDays: Math.round(INVITE_TOKEN_TTL_SECONDS / 86_400) };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
