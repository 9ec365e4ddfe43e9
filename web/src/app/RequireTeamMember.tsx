import { Center, Loader } from '@mantine/core';
import { signOut } from 'firebase/auth';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { auth } from '../lib/firebase/firebase.ts';
import { routePaths } from '../lib/navigation/paths.ts';
import { TeamRoleContext } from '../lib/session/team-role.ts';
import { useTeamSession } from '../lib/session/team-session.ts';

// Loaded apart from the entry: it brings the Realtime Database SDK, which the login page does not need.
const SessionWatches = lazy(async () => ({ default: (await import('./SessionWatches.tsx')).SessionWatches }));

// Only for a member the team requires a second factor of, signed in without one.
const SecondFactorEnrolmentPage = lazy(async () => ({
  default: (await import('../features/account/SecondFactorEnrolmentPage.tsx')).SecondFactorEnrolmentPage,
}));

// Every route but the login page: a visitor goes to "/" and comes back to the page asked for after login; an
// account outside the team is signed out; a member the team requires a second factor of, signed in without one,
// sets one up first.
export function RequireTeamMember({ children }: { children: ReactNode }) {
  const session = useTeamSession();
  const location = useLocation();
  useEffect(() => {
    if (session.status === 'outside-team') void signOut(auth);
  }, [session.status]);

  if (session.status === 'loading') {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label="Checking the session" />
      </Center>
    );
  }
  if (session.status !== 'member') {
    return (
      <Navigate to={routePaths.login} replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return (
    <TeamRoleContext.Provider value={session.role}>
      <Suspense fallback={null}>
        <SessionWatches uid={session.user.uid} signedInAt={session.signedInAt} />
      </Suspense>
      {session.secondFactorMissing ? (
        <Suspense fallback={null}>
          <SecondFactorEnrolmentPage />
        </Suspense>
      ) : (
        children
      )}
    </TeamRoleContext.Provider>
  );
}
