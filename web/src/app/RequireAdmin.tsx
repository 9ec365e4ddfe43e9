import { Center, Loader } from '@mantine/core';
import { signOut } from 'firebase/auth';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminSession } from '../features/auth/admin-session.ts';
import { auth } from '../lib/firebase.ts';

// Every route but the login page: a visitor goes to "/" and comes back to the page asked for after login.
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  useEffect(() => {
    if (session.status === 'not-admin') void signOut(auth);
  }, [session.status]);

  if (session.status === 'loading') {
    return (
      <Center h="100vh">
        <Loader aria-label="Checking the session" />
      </Center>
    );
  }
  if (session.status !== 'admin') {
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
