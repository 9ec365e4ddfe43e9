import type { SignInAccountFacts } from '@management-center/contract';
import type { UserRecord } from 'firebase-admin/auth';

/** What judging whose account it is reads of `account` (contract team/account-binding.ts). */
export function signInAccountFacts(account: UserRecord): SignInAccountFacts {
  return {
    emailVerified: account.emailVerified,
    providers: account.providerData.map(({ providerId }) => providerId),
    // Auth mints an ID token at every sign-in and refresh; an account made by the server has had none.
    signedInBefore: Boolean(account.metadata.lastRefreshTime),
  };
}
