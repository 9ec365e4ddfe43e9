import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PhoneMultiFactorInfo } from 'firebase/auth';
import { useState } from 'react';
import { ConfirmActionModal } from '../../components/ConfirmActionModal.tsx';
import { PhoneEnrolmentForm } from '../../components/PhoneEnrolmentForm.tsx';
import { auth } from '../../lib/firebase/firebase.ts';
import { notifyFailure, notifySuccess } from '../../lib/notices/notify.ts';
import { enrolledPhones, removePhone, secondFactorErrorMessage } from '../../lib/session/second-factor.ts';
import { useTeamSettings } from '../../lib/session/team-settings.ts';

function enrolledOn(factor: PhoneMultiFactorInfo): string {
  return new Date(factor.enrollmentTime).toLocaleDateString();
}

// The member's own second factors: a phone each, added with a code sent to it, removed with a confirmation.
export function SecondFactorCard() {
  const required = useTeamSettings()?.requireSecondFactor === true;
  // Auth's list of factors is read from the user object, which enrolling and removing update in place.
  const [, setVersion] = useState(0);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PhoneMultiFactorInfo>();
  const [running, setRunning] = useState(false);
  const user = auth.currentUser;
  const phones = user ? enrolledPhones(user) : [];
  const refresh = () => setVersion((version) => version + 1);

  async function remove(factor: PhoneMultiFactorInfo) {
    if (!user) return;
    setRunning(true);
    try {
      await removePhone(user, factor);
      notifySuccess(`${factor.phoneNumber} is no longer a second factor of your account.`);
    } catch (failure) {
      notifyFailure(secondFactorErrorMessage(failure));
    } finally {
      setRunning(false);
      setRemoving(undefined);
      refresh();
    }
  }

  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3}>Second factor</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {required
          ? 'Your team requires one: signing in asks for your password and a code sent by SMS to your phone.'
          : 'Signing in then asks for your password and a code sent by SMS to your phone: a stolen password alone no longer opens the console.'}
      </Text>
      <Stack gap="xs" mb="sm">
        {phones.length === 0 && <Text size="sm">No second factor yet.</Text>}
        {phones.map((factor) => (
          <Group key={factor.uid} justify="space-between" maw={480}>
            <Text size="sm">
              {factor.phoneNumber}{' '}
              <Text span c="dimmed" size="sm">
                (added {enrolledOn(factor)})
              </Text>
            </Text>
            {(!required || phones.length > 1) && (
              <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(factor)}>
                Remove
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      {adding ? (
        <PhoneEnrolmentForm
          onEnrolled={() => {
            setAdding(false);
            notifySuccess('Your phone is now a second factor: signing in asks for a code sent to it.');
            refresh();
          }}
        />
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setAdding(true)}>
          Add a phone
        </Button>
      )}
      {removing && (
        <ConfirmActionModal
          title="Remove this second factor?"
          running={running}
          destructive
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove(removing)}
        >
          <Text size="sm">Signing in no longer sends a code to {removing.phoneNumber}.</Text>
        </ConfirmActionModal>
      )}
    </Card>
  );
}
