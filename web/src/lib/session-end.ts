import { signInAgainReason } from '@management-center/contract';
import { signOut } from 'firebase/auth';
import { isCallableRefusal } from './callable-refusal.ts';
import { auth } from './firebase.ts';

/** A callable's answer to a token signed in before the account's admin claim was removed. */
export function isSignInAgainAnswer(error: unknown): boolean {
  return isCallableRefusal(error, 'unauthenticated', signInAgainReason);
}

let notice: string | undefined;

/** Signs out and leaves `message` for the login page, which the signed-out console is sent to. */
export async function endSession(message: string): Promise<void> {
  notice = message;
  await signOut(auth);
}

/** The message of the session that ended last, once. */
export function takeSessionEndNotice(): string | undefined {
  const taken = notice;
  notice = undefined;
  return taken;
}
