import { loginMessages, roleOfClaims } from '@management-center/contract';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from './firebase.ts';
import { loginErrorMessage } from './login-messages.ts';

export class LoginRefused extends Error {}

// Only a member of the team (an account with a role) may stay signed in; any other is signed straight out again.
export async function signInTeamMember(email: string, password: string): Promise<void> {
  if (!email.trim() || !password) throw new LoginRefused(loginMessages.missingFields);
  let credential: Awaited<ReturnType<typeof signInWithEmailAndPassword>>;
  try {
    credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    throw new LoginRefused(loginErrorMessage(error));
  }
  const { claims } = await credential.user.getIdTokenResult();
  if (roleOfClaims(claims) === null) {
    await signOut(auth);
    throw new LoginRefused(loginMessages.notAuthorized);
  }
}

// The console this one replaces kept the ID token under userToken: remove it wherever it is still there.
export async function signOutTeamMember(): Promise<void> {
  await signOut(auth);
  localStorage.removeItem('userToken');
}
