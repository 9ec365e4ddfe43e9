import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { MultiFactorResolver } from 'firebase/auth';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PublicFormCard } from '../../components/PublicFormCard.tsx';
import { SignInPasswordField } from '../../components/SignInPasswordField.tsx';
import { routePaths } from '../../lib/navigation/paths.ts';
import { takeSessionEndNotice } from '../../lib/session/session-end.ts';
import { useTeamSession } from '../../lib/session/team-session.ts';
import { keepTeamMemberOnly, LoginRefused, signInTeamMember } from '../../lib/session/team-sign-in.ts';

// Only accounts with a second factor reach this step: its phone and reCAPTCHA code loads when they do.
const SecondFactorCodeStep = lazy(async () => ({
  default: (await import('../../components/SecondFactorCodeStep.tsx')).SecondFactorCodeStep,
}));

function requestedPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return routePaths.home;
}

export function LoginPage() {
  const session = useTeamSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Why the console came back here, when the server ended the session (the role was changed or removed).
  const [error, setError] = useState<string | undefined>(takeSessionEndNotice);
  const [signingIn, setSigningIn] = useState(false);
  // The second step, for an account with a second factor: the password was right.
  const [secondFactor, setSecondFactor] = useState<MultiFactorResolver>();

  if (session.status === 'member' && !signingIn)
    return <Navigate to={requestedPath(location.state)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setSigningIn(true);
    try {
      const resolver = await signInTeamMember(email, password);
      if (resolver) setSecondFactor(resolver);
      else navigate(requestedPath(location.state), { replace: true });
    } catch (failure) {
      setError(failure instanceof LoginRefused ? failure.message : String(failure));
    } finally {
      setSigningIn(false);
    }
  }

  return (
    <PublicFormCard title="Login" width={400}>
      <Text c="dimmed" size="sm">
        Welcome to the management platform. Sign in as the administrator to carry out administrative tasks.
      </Text>
      {secondFactor ? (
        <Suspense fallback={<Loader role="status" aria-label="Loading the second step" />}>
          <SecondFactorCodeStep
            resolver={secondFactor}
            onVerified={async (user) => {
              await keepTeamMemberOnly(user);
              navigate(requestedPath(location.state), { replace: true });
            }}
            onCancel={() => setSecondFactor(undefined)}
          />
        </Suspense>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Email"
              required
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <SignInPasswordField required value={password} onChange={setPassword} failure={error} />
            <Button type="submit" loading={signingIn}>
              Login
            </Button>
          </Stack>
        </form>
      )}
    </PublicFormCard>
  );
}
