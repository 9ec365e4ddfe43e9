import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { MultiFactorResolver, User } from 'firebase/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  confirmSignIn,
  secondFactorErrorMessage,
  sendSignInCode,
  signInPhone,
} from '../lib/session/second-factor.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

interface SecondFactorCodeStepProps {
  resolver: MultiFactorResolver;
  // What follows the code: its failure is shown here, as a wrong code is.
  onVerified: (user: User) => Promise<void>;
  onCancel: () => void;
}

// The second step of a sign-in (or of signing in again to confirm it is you) with a second factor: the code goes
// to the enrolled phone as the step opens.
export function SecondFactorCodeStep({ resolver, onVerified, onCancel }: SecondFactorCodeStepProps) {
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
      await onVerified(await confirmSignIn(resolver, verificationId, code));
    } catch (failure) {
      setError(secondFactorErrorMessage(failure));
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
