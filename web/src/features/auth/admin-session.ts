import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth } from '../../lib/firebase.ts';

type AdminSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'not-admin'; user: User }
  | { status: 'admin'; user: User };

// The admin claim lives in the ID token, so the session follows token changes (sign-in, refresh, sign-out).
export function useAdminSession(): AdminSession {
  const [session, setSession] = useState<AdminSession>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth, async (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        const { claims } = await user.getIdTokenResult();
        setSession(claims.admin === true ? { status: 'admin', user } : { status: 'not-admin', user });
      }),
    [],
  );
  return session;
}
