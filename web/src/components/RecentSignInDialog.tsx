import { accessMessages } from '@management-center/contract';
import { Button, Group, getDefaultZIndex, Stack, Text } from '@mantine/core';
import type { MultiFactorResolver } from 'firebase/auth';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { loginErrorMessage } from '../lib/session/login-messages.ts';
import { currentPasswordRequest, subscribeToPasswordRequests } from '../lib/session/recent-sign-in.ts';
import { ResponsiveModal } from './ResponsiveModal.tsx';
import { SecondFactorCodeStep } from './SecondFactorCodeStep.tsx';
import { SignInPasswordField } from './SignInPasswordField.tsx';

// Mounted once: asks for the password when a call that cannot be undone needs a recent sign-in (withRecentSignIn).
export function RecentSignInDialog() {
  const request = useSyncExternalStore(subscribeToPasswordRequests, currentPasswordRequest);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [proving, setProving] = useState(false);
  const [secondFactor, setSecondFactor] = useState<MultiFactorResolver>();

  function close() {
    setPassword('');
    setError(undefined);
    setSecondFactor(undefined);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    setProving(true);
    setError(undefined);
    try {
      const resolver = await request.prove(password);
      if (resolver) setSecondFactor(resolver);
      else close();
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setProving(false);
    }
  }

  return (
    <ResponsiveModal
      opened={request !== undefined}
      onClose={() => {
        close();
        request?.cancel();
      }}
      title="Confirm it is you"
      size={400}
      centered
      // Above the confirmation dialog whose action asked for the password, which stays open meanwhile.
      zIndex={getDefaultZIndex('modal') + 1}
    >
      {secondFactor && request ? (
        <SecondFactorCodeStep
          resolver={secondFactor}
          onVerified={async () => {
            await request.proved();
            close();
          }}
          onCancel={() => {
            close();
            request.cancel();
          }}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{accessMessages.recentSignInRequired}</Text>
            <SignInPasswordField data-autofocus value={password} onChange={setPassword} failure={error} />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={proving}
                onClick={() => {
                  close();
                  request?.cancel();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={proving}>
                Confirm
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </ResponsiveModal>
  );
}
