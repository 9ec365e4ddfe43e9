import { loginMessages, roleOfClaims } from '@management-center/contract/sign-in';
import {
  getMultiFactorResolver,
  type MultiFactorError,
  type MultiFactorResolver,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '../firebase/firebase.ts';
import { authCodeOf } from './auth-errors.ts';
import { loginErrorMessage } from './login-messages.ts';

export class LoginRefused extends Error {}

/** The sign-in that still needs a second factor, when `error` is Auth's answer that it does; else undefined. */
export function secondFactorResolverOf(error: unknown): MultiFactorResolver | undefined {
  if (authCodeOf(error) !== 'auth/multi-factor-auth-required') return undefined;
  return getMultiFactorResolver(auth, error as MultiFactorError);
}

/**
 * Only a member of the team (an account with a role) may stay signed in; any other is signed straight out again.
 * Call it once the sign-in is complete, second factor included.
 */
export async function keepTeamMemberOnly(user: User): Promise<void> {
  const { claims } = await user.getIdTokenResult();
  if (roleOfClaims(claims) === null) {
    await signOut(auth);
    throw new LoginRefused(loginMessages.notAuthorized);
  }
}

/** Signs in with the password: done, or the second factor the account still has to give (its resolver). */
export async function signInTeamMember(
  email: string,
  password: string,
): Promise<MultiFactorResolver | undefined> {
  if (!email.trim() || !password) throw new LoginRefused(loginMessages.missingFields);
  let user: User;
  try {
    user = (await signInWithEmailAndPassword(auth, email.trim(), password)).user;
  } catch (error) {
    const resolver = secondFactorResolverOf(error);
    if (resolver) return resolver;
    throw new LoginRefused(loginErrorMessage(error));
  }
  await keepTeamMemberOnly(user);
  return undefined;
}

/**
 * Signs an invitee in with the password they just set, before their account has a role: the session in which
 * they enrol the phone the team requires (the invitation page's step). Not a session of the console.
 */
export async function signInInvitee(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

// The console this one replaces kept the ID token under userToken: remove it wherever it is still there.
export async function signOutTeamMember(): Promise<void> {
  await signOut(auth);
  localStorage.removeItem('userToken');
}
