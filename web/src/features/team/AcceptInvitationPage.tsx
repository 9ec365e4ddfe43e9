import { callableNames, minTeamPasswordLength } from '@management-center/contract';
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignInPasswordField } from '../../components/SignInPasswordField.tsx';
import { callableErrorMessage } from '../../lib/callable-failures.ts';
import { invokeCallable } from '../../lib/callables.ts';
import { signInTeamMember } from '../../lib/team-sign-in.ts';
import { passwordProblem } from './new-password.ts';

// Where an invitation's link leads: the invitee sets a password, which accepts the invitation, and is signed in.
export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const uid = search.get('member') ?? '';
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [failure, setFailure] = useState<string>();
  const [accepting, setAccepting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(password, repeated);
    setFailure(problem);
    if (problem) return;
    setAccepting(true);
    try {
      const { email } = await invokeCallable(callableNames.acceptTeamInvitation, { uid, token, password });
      await signInTeamMember(email, password);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(callableErrorMessage(error));
    } finally {
      setAccepting(false);
    }
  }

  return (
    <Center mih="calc(100vh - 40px)" p="md">
      <Paper component="form" onSubmit={submit} noValidate withBorder shadow="sm" p="xl" radius="md" w={420}>
        <Stack>
          <Title order={2}>Join the team</Title>
          {uid === '' || token === '' ? (
            <Alert color="red" role="alert">
              This page opens from the link of an invitation e-mail: the link is incomplete.
            </Alert>
          ) : (
            <>
              <Text c="dimmed" size="sm">
                Choose the password you will sign in with, at least {minTeamPasswordLength} characters. The
                role the owner gave you applies as soon as you are signed in.
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
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
