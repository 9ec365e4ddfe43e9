import type { SignInAccountView } from '@management-center/contract';
import type { UserRecord } from 'firebase-admin/auth';
import { authentication } from '../platform/firebase.ts';
import { teamCallable, type UseCase } from '../platform/team-callable.ts';
import { isUserNotFound } from './account-lookup.ts';

// Auth's metadata times are date strings, absent where nothing happened yet.
function timeOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : time;
}

// A support desk tells which phone it is by its last digits; the whole number is not theirs to read.
export function maskedPhoneNumber(phoneNumber: string): string {
  const shown = phoneNumber.slice(-4);
  return `${'•'.repeat(Math.max(phoneNumber.length - shown.length, 0))}${shown}`;
}

/** The account as the user's page shows it. */
export function signInAccountView(account: UserRecord): SignInAccountView {
  return {
    createdAt: timeOf(account.metadata.creationTime),
    lastSignInAt: timeOf(account.metadata.lastSignInTime),
    lastActiveAt: timeOf(account.metadata.lastRefreshTime),
    providers: account.providerData.map((provider) => provider.providerId),
    email: account.email ?? null,
    emailVerified: account.emailVerified,
    disabled: account.disabled,
    secondFactors: (account.multiFactor?.enrolledFactors ?? []).map((factor) => ({
      phoneNumber: maskedPhoneNumber(
        'phoneNumber' in factor && typeof factor.phoneNumber === 'string' ? factor.phoneNumber : '',
      ),
      displayName: factor.displayName ?? null,
      enrolledAt: timeOf(factor.enrollmentTime),
    })),
  };
}

/** One user's sign-in account, read with the Admin SDK: null when the user has none. */
export const readAccount: UseCase<'readSignInAccount'> = async ({ userId }) => {
  try {
    const account = await (await authentication()).getUser(userId);
    return { output: { account: signInAccountView(account) }, targets: [] };
  } catch (error) {
    if (isUserNotFound(error)) return { output: { account: null }, targets: [] };
    throw error;
  }
};

export const readSignInAccount = teamCallable('readSignInAccount', readAccount);
