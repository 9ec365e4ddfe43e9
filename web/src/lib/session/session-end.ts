import { signInAgainReason } from '@management-center/contract/sign-in';
import { signOut } from 'firebase/auth';
import { isCallableRefusal } from '../callables/callable-refusal.ts';
import { auth } from '../firebase/firebase.ts';

/** A callable's answer to a token signed in before the account's role was changed or removed. */
export function isSignInAgainAnswer(error: unknown): boolean {
  return isCallableRefusal(error, 'unauthenticated', signInAgainReason);
}

let notice: string | undefined;
let expectedEnd: string | undefined;

/**
 * Names why the session is about to end, when the member ends it on purpose (signing out everywhere): the sign-out
 * that follows says this, whichever of the console's watches notices first. Undefined withdraws it.
 */
export function expectSessionEnd(message: string | undefined): void {
  expectedEnd = message;
}

/** Signs out and leaves `message` for the login page, which the signed-out console is sent to. */
export async function endSession(message: string): Promise<void> {
  notice = expectedEnd ?? message;
  expectedEnd = undefined;
  await signOut(auth);
}

/** The message of the session that ended last, once. */
export function takeSessionEndNotice(): string | undefined {
  const taken = notice;
  notice = undefined;
  return taken;
}
