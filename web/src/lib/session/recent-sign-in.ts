import { recentSignInRequiredReason } from '@management-center/contract/sign-in';
import { EmailAuthProvider, type MultiFactorResolver, reauthenticateWithCredential } from 'firebase/auth';
import { isCallableRefusal } from '../callables/callable-refusal.ts';
import { auth } from '../firebase/firebase.ts';
import { secondFactorResolverOf } from './team-sign-in.ts';

// The administrator closed the password dialog: the call was not made, and there is nothing to report.
export class RecentSignInCancelled extends Error {
  constructor() {
    super('The password was not entered again: nothing was done.');
  }
}

/** The answer of a callable that cannot be undone to a sign-in older than the contract allows. */
export function isRecentSignInRequired(error: unknown): boolean {
  return isCallableRefusal(error, 'failed-precondition', recentSignInRequiredReason);
}

// The one password dialog (RecentSignInDialog) answers the one request open at a time: the password proved, or
// cancelled. For an account with a second factor, the password answers the factor's resolver: the dialog then
// asks for the code, and `proved` ends the request once it is given.
interface PasswordRequest {
  prove(password: string): Promise<MultiFactorResolver | undefined>;
  proved(): Promise<void>;
  cancel(): void;
}

let openRequest: PasswordRequest | undefined;
const listeners = new Set<() => void>();

function setOpenRequest(request: PasswordRequest | undefined): void {
  openRequest = request;
  for (const listener of listeners) listener();
}

export function subscribeToPasswordRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentPasswordRequest(): PasswordRequest | undefined {
  return openRequest;
}

// Signs in again with the password (a wrong one rejects, and the dialog stays): the second factor it still needs,
// if the account has one.
async function reauthenticate(password: string): Promise<MultiFactorResolver | undefined> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No administrator is signed in.');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    const resolver = secondFactorResolverOf(error);
    if (resolver) return resolver;
    throw error;
  }
  return undefined;
}

function askForPassword(): Promise<void> {
  return new Promise((resolve, reject) => {
    // A fresh ID token, whose auth_time the callable reads.
    async function proved() {
      await auth.currentUser?.getIdToken(true);
      setOpenRequest(undefined);
      resolve();
    }
    setOpenRequest({
      async prove(password) {
        const resolver = await reauthenticate(password);
        if (resolver === undefined) await proved();
        return resolver;
      },
      proved,
      cancel() {
        setOpenRequest(undefined);
        reject(new RecentSignInCancelled());
      },
    });
  });
}

/**
 * Makes a call that cannot be undone. If the server asks for a recent sign-in, the password dialog asks for the
 * password again and the call is made once more; cancelling rejects with RecentSignInCancelled, nothing done.
 */
export async function withRecentSignIn<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (!isRecentSignInRequired(error)) throw error;
    await askForPassword();
    return call();
  }
}
