import {
  lacksRequiredSecondFactor,
  type Role,
  roleOfClaims,
  signedInWithSecondFactor,
} from '@management-center/contract/sign-in';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth } from '../firebase/firebase.ts';

type TeamSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'outside-team'; user: User }
  // `signedInAt`: the token's auth_time, seconds since the epoch. `secondFactor`: signed in with one;
  // `secondFactorMissing`: the team requires one, and this session was signed in without.
  | {
      status: 'member';
      user: User;
      role: Role;
      signedInAt: number;
      secondFactor: boolean;
      secondFactorMissing: boolean;
    };

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
        const { claims } = await user.getIdTokenResult();
        const role = roleOfClaims(claims);
        const signedInAt = Number(claims.auth_time);
        setSession(
          role === null
            ? { status: 'outside-team', user }
            : {
                status: 'member',
                user,
                role,
                signedInAt,
                secondFactor: signedInWithSecondFactor(claims),
                secondFactorMissing: lacksRequiredSecondFactor(claims),
              },
        );
      }),
    [],
  );
  return session;
}
