import {
  accessMessages,
  callableNames,
  permissionLabels,
  roleLabels,
  rolePermissions,
} from '@management-center/contract';
import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmActionModal } from '../../components/ConfirmActionModal.tsx';
import { invokeCallable } from '../../lib/callables/callables.ts';
import { auth } from '../../lib/firebase/firebase.ts';
import { expectSessionEnd } from '../../lib/session/session-end.ts';
import { useTeamRole } from '../../lib/session/team-role.ts';
import { SecondFactorCard } from './SecondFactorCard.tsx';

function useSignOutEverywhere() {
  return useMutation({
    // The revocation this makes signs this console out too: the sign-out says why.
    onMutate: () => expectSessionEnd(accessMessages.signedOutEverywhere),
    mutationFn: () => invokeCallable(callableNames.signOutEverywhere, {}),
    onError: () => expectSessionEnd(undefined),
  });
}

// The signed-in member's own account: who they are in the team, and their sessions.
export function AccountPage() {
  const role = useTeamRole();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>My account</Title>
      <Card withBorder radius="md" p="lg">
        <Text fw={600}>{auth.currentUser?.email}</Text>
        {role && (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {roleLabels[role]}: what your role may do
            </Text>
            <List size="sm" spacing={2}>
              {rolePermissions[role].map((permission) => (
                <List.Item key={permission}>{permissionLabels[permission]}</List.Item>
              ))}
            </List>
          </>
        )}
      </Card>
      <SecondFactorCard />
      <Card withBorder radius="md" p="lg">
        <Title order={3}>Sessions</Title>
        <Text size="sm" c="dimmed" mb="sm">
          If you signed in on a computer you no longer use, or lost a device: end every session of your
          account, this one included. Your role stays; you sign in again where you need to.
        </Text>
        <Button color="red" variant="light" w="fit-content" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </Card>
      {confirming && (
        <ConfirmActionModal
          title="Sign out everywhere?"
          running={signOutEverywhere.isPending}
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => signOutEverywhere.mutate(undefined, { onSettled: () => setConfirming(false) })}
        >
          <Text size="sm">
            Every session of your account ends at once, on every device, this console included.
          </Text>
        </ConfirmActionModal>
      )}
    </Stack>
  );
}
