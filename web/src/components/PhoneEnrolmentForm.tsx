import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { auth } from '../lib/firebase/firebase.ts';
import {
  confirmEnrolment,
  secondFactorErrorMessage,
  sendEnrolmentCode,
} from '../lib/session/second-factor.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

// Spaces, dashes and brackets people type in a number; Auth takes it as +countrycode and digits (E.164).
function e164(typed: string): string {
  return typed.replace(/[\s()-]/g, '');
}

/** Enrols a phone as the signed-in member's second factor: its number, then the code sent to it. */
export function PhoneEnrolmentForm({ onEnrolled }: { onEnrolled: () => void }) {
  const verifierElement = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState('');
  const [verificationId, setVerificationId] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function step(event: FormEvent, run: () => Promise<void>) {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      await run();
    } catch (failure) {
      setError(secondFactorErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  function sendCode(event: FormEvent) {
    return step(event, async () => {
      const user = auth.currentUser;
      if (!user || !verifierElement.current) throw new Error('Sign in first.');
      setVerificationId(await sendEnrolmentCode(user, e164(phone), verifierElement.current));
    });
  }

  function confirm(event: FormEvent) {
    return step(event, async () => {
      const user = auth.currentUser;
      if (!user || verificationId === undefined) throw new Error('Send a code first.');
      await confirmEnrolment(user, verificationId, code, `Phone ending ${e164(phone).slice(-4)}`);
      onEnrolled();
    });
  }

  const failure = error && (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
  return (
    <>
      <div ref={verifierElement} />
      {verificationId === undefined ? (
        <form onSubmit={sendCode} noValidate aria-label="Phone number">
          <Stack gap="sm">
            <TextInput
              label="Mobile phone number"
              description="With its country code: we send a code to it by SMS."
              placeholder="+44 7700 900123"
              type="tel"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
              maw={320}
            />
            {failure}
            <Button type="submit" loading={busy} w="fit-content">
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate aria-label="Confirm the phone">
          <Stack gap="sm">
            <Text size="sm">Enter the code we sent by SMS to {phone}.</Text>
            <SmsCodeField value={code} onChange={setCode} />
            {failure}
            <Group>
              <Button type="submit" loading={busy}>
                Confirm
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  setVerificationId(undefined);
                  setCode('');
                }}
              >
                Use another number
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
