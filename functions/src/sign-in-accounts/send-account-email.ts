import {
  type AccountEmailKind,
  accountEmailOutboxEntryId,
  accountTarget,
  type OutboxEntry,
  outboxEntryPath,
  outboxEntrySchema,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { authentication, database } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { transactionAcrossReconnects } from '../platform/transaction.ts';
import { existingAccount } from './account-lookup.ts';

export const noAccountEmailMessage = "This user's sign-in account has no e-mail address to send a link to.";
export const alreadyVerifiedMessage = "This user's e-mail address is already verified.";
export const stillSendingMessage =
  'The last e-mail of this kind to this user is being handed to the e-mail service right now: try again in a minute.';

function beingSent(stored: unknown): boolean {
  const parsed = outboxEntrySchema.safeParse(stored);
  return parsed.success && parsed.data.delivery?.state === 'sending';
}

/**
 * Owes the user a password reset or verification e-mail through the outbox, which makes the link (Auth's, with its
 * one-time code) when it sends it. Each send rewrites the user's entry of that kind whole, with a fresh delivery;
 * one still being handed to the service is left to finish (its outcome would otherwise be written over the new
 * one), in a transaction, so that a sender claiming it meanwhile is seen.
 */
function accountEmail(kind: AccountEmailKind): UseCase<'sendPasswordResetEmail' | 'sendVerificationEmail'> {
  return async ({ userId }, actor) => {
    const account = await existingAccount(await authentication(), userId);
    if (!account.email) throw new HttpsError('failed-precondition', noAccountEmailMessage);
    if (kind === 'emailVerification' && account.emailVerified) {
      throw new HttpsError('failed-precondition', alreadyVerifiedMessage);
    }
    const entryId = accountEmailOutboxEntryId(kind, userId);
    const now = Date.now();
    const entry: OutboxEntry = {
      request: { kind, userId, requestedBy: actor.email ?? actor.uid, owedAt: now },
      dueAt: now,
    };
    let busy = false;
    const { committed } = await transactionAcrossReconnects(
      (await database()).ref(outboxEntryPath(entryId)),
      (stored) => {
        busy = beingSent(stored);
        return busy ? undefined : entry;
      },
    );
    if (!committed || busy) throw new HttpsError('failed-precondition', stillSendingMessage);
    return { output: { entryId }, targets: [accountTarget(userId)] };
  };
}

export const sendPasswordResetEmail = teamCallable('sendPasswordResetEmail', accountEmail('passwordReset'));
export const sendVerificationEmail = teamCallable('sendVerificationEmail', accountEmail('emailVerification'));
