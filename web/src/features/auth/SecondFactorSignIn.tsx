import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { MultiFactorResolver } from 'firebase/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SmsCodeField } from '../../components/SmsCodeField.tsx';
import {
  confirmSignIn,
  secondFactorErrorMessage,
  sendSignInCode,
  signInPhone,
} from '../../lib/second-factor.ts';
import { keepTeamMemberOnly, LoginRefused } from '../../lib/team-sign-in.ts';

interface SecondFactorSignInProps {
  resolver: MultiFactorResolver;
  onSignedIn: () => void;
  onCancel: () => void;
}

// The second step of a sign-in with a second factor: the code goes to the enrolled phone as the step opens.
export function SecondFactorSignIn({ resolver, onSignedIn, onCancel }: SecondFactorSignInProps) {
  const verifierElement = useRef<HTMLDivElement>(null);
  const [verificationId, setVerificationId] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sentOnOpen = useRef(false);

  async function sendCode() {
    if (!verifierElement.current) return;
    setError(undefined);
    setBusy(true);
    try {
      setVerificationId(await sendSignInCode(resolver, verifierElement.current));
    } catch (failure) {
      setError(secondFactorErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  // Once, though React runs a new component's effects twice in development: one SMS per sign-in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends on opening only.
  useEffect(() => {
    if (sentOnOpen.current) return;
    sentOnOpen.current = true;
    void sendCode();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (verificationId === undefined) return;
    setError(undefined);
    setBusy(true);
    try {
      await keepTeamMemberOnly(await confirmSignIn(resolver, verificationId, code));
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof LoginRefused ? failure.message : secondFactorErrorMessage(failure));
      setBusy(false);
    }
  }

  const phone = signInPhone(resolver)?.phoneNumber;
  return (
    <form onSubmit={submit} noValidate aria-label="Second factor">
      <Stack>
        <Text size="sm">
          {verificationId === undefined
            ? `Sending a code to ${phone ?? 'your phone'}…`
            : `Enter the code we sent by SMS to ${phone ?? 'your phone'}.`}
        </Text>
        <SmsCodeField value={code} onChange={setCode} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <div ref={verifierElement} />
        <Button type="submit" loading={busy} disabled={verificationId === undefined}>
          Verify
        </Button>
        <Group justify="space-between">
          <Button variant="subtle" size="xs" onClick={() => void sendCode()} disabled={busy}>
            Send a new code
          </Button>
          <Button variant="subtle" size="xs" color="gray" onClick={onCancel}>
            Back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
