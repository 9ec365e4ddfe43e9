import { type Role, roleOfClaims } from '@management-center/contract';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth } from '../../lib/firebase.ts';

type TeamSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'outside-team'; user: User }
  | { status: 'member'; user: User; role: Role };

// The role lives in the ID token, so the session follows token changes (sign-in, refresh, sign-out).
export function useTeamSession(): TeamSession {
  const [session, setSession] = useState<TeamSession>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        const role = roleOfClaims((await user.getIdTokenResult()).claims);
        setSession(role === null ? { status: 'outside-team', user } : { status: 'member', user, role });
      }),
    [],
  );
  return session;
}
