import { recentSignInRequiredReason } from '@management-center/contract';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { isCallableRefusal } from './callable-refusal.ts';
import { auth } from './firebase.ts';

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
// cancelled.
interface PasswordRequest {
  prove(password: string): Promise<void>;
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

// Signs in again with the password (a wrong one rejects, and the dialog stays), then takes a fresh ID token, whose
// auth_time the callable reads.
async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No administrator is signed in.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  await user.getIdToken(true);
}

function askForPassword(): Promise<void> {
  return new Promise((resolve, reject) => {
    setOpenRequest({
      async prove(password) {
        await reauthenticate(password);
        setOpenRequest(undefined);
        resolve();
      },
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
