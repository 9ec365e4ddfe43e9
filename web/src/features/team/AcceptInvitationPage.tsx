import { callableNames, minTeamPasswordLength } from '@management-center/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { MultiFactorResolver } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PhoneEnrolmentForm } from '../../components/PhoneEnrolmentForm.tsx';
import { PublicFormCard } from '../../components/PublicFormCard.tsx';
import { SecondFactorCodeStep } from '../../components/SecondFactorCodeStep.tsx';
import { SignInPasswordField } from '../../components/SignInPasswordField.tsx';
import { callableErrorMessage } from '../../lib/callables/callable-failures.ts';
import { invokeCallable } from '../../lib/callables/callables.ts';
import { keepTeamMemberOnly, signInInvitee, signInTeamMember } from '../../lib/session/team-sign-in.ts';
import { passwordProblem } from './new-password.ts';

// Where the invitee is: choosing the password; enrolling the phone the team requires (signed in with the new
// password, no role yet); giving the code of a sign-in with that phone; then the console opens.
type Step =
  | { kind: 'password' }
  | { kind: 'phone'; email: string }
  | { kind: 'code'; resolver: MultiFactorResolver };

// Where an invitation's link leads: the invitee sets a password, which accepts the invitation, and is signed in.
// Where the team requires a second factor, enrolling a phone is part of accepting: the role is given only once
// the account has one, and the console opens with a sign-in completed with it.
export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const uid = search.get('member') ?? '';
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [failure, setFailure] = useState<string>();
  const [accepting, setAccepting] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const openConsole = () => navigate('/dashboard', { replace: true });

  // Accepts with the link and the password; signs in once the role is given.
  async function accept(): Promise<void> {
    const accepted = await invokeCallable(callableNames.acceptTeamInvitation, { uid, token, password });
    if (accepted.secondFactorNeeded) {
      await signInInvitee(accepted.email, password);
      setStep({ kind: 'phone', email: accepted.email });
      return;
    }
    const resolver = await signInTeamMember(accepted.email, password);
    if (resolver) setStep({ kind: 'code', resolver });
    else openConsole();
  }

  async function run(work: () => Promise<void>) {
    setAccepting(true);
    try {
      await work();
    } catch (error) {
      setFailure(callableErrorMessage(error));
    } finally {
      setAccepting(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password, repeated);
    setFailure(problem);
    if (!problem) void run(accept);
  }

  return (
    <PublicFormCard title="Join the team" width={420}>
      {uid === '' || token === '' ? (
        <Alert color="red" role="alert">
          This page opens from the link of an invitation e-mail: the link is incomplete.
        </Alert>
      ) : step.kind === 'phone' ? (
        <>
          <Text size="sm">
            Your password is set. Your team requires a second factor: add your mobile phone to finish joining.
            Signing in then asks for your password and for a code sent to it by SMS.
          </Text>
          <PhoneEnrolmentForm onEnrolled={() => void run(accept)} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </>
      ) : step.kind === 'code' ? (
        <SecondFactorCodeStep
          resolver={step.resolver}
          onVerified={async (user) => {
            await keepTeamMemberOnly(user);
            openConsole();
          }}
          onCancel={() => setStep({ kind: 'password' })}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text c="dimmed" size="sm">
              Choose the password you will sign in with, at least {minTeamPasswordLength} characters. The role
              the owner gave you applies as soon as you are signed in.
            </Text>
            <SignInPasswordField
              label="New password"
              autoComplete="new-password"
              required
              value={password}
              onChange={setPassword}
              failure={undefined}
            />
            <SignInPasswordField
              label="Repeat the password"
              autoComplete="new-password"
              required
              value={repeated}
              onChange={setRepeated}
              failure={failure}
            />
            <Button type="submit" loading={accepting}>
              Set password and sign in
            </Button>
          </Stack>
        </form>
      )}
    </PublicFormCard>
  );
}
