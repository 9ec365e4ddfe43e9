import { recordIdSchema } from '@management-center/contract';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useTrashedUser } from './api/use-trashed-user.ts';
import { useUserRecords } from './api/use-user-records.ts';
import { ApprovalEmailState } from './components/ApprovalEmailState.tsx';
import { BackToUsersButton } from './components/BackToUsersButton.tsx';
import { TrashedUserNotice } from './components/TrashedUserNotice.tsx';
import { UserRecordCard } from './components/UserRecordCard.tsx';

function NoSuchUser({ userId }: { userId: string }) {
  return (
    <Alert color="gray" title="User not found" maw={640}>
      There is no user with the id “{userId}”. They may have been deleted.
    </Alert>
  );
}

// A deleted user is still in the trash for a while: the page says so and offers the way back.
function UserNotFound({ userId }: { userId: string }) {
  const trashed = useTrashedUser(userId);
  if (trashed.row) return <TrashedUserNotice row={trashed.row} />;
  return <NoSuchUser userId={userId} />;
}

function UserRecords({ userId }: { userId: string }) {
  const { normal, business, error } = useUserRecords(userId);
  if (error) {
    return (
      <Alert color="red" title="The user could not be read" maw={640}>
        {error.message}
      </Alert>
    );
  }
  if (normal === undefined || business === undefined) {
    return (
      <Center py="xl" maw={640}>
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading the user…</Text>
        </Group>
      </Center>
    );
  }
  if (normal === null && business === null) return <UserNotFound userId={userId} />;
  // An id is normally in one collection; should it be in both, both records are shown.
  return (
    <Stack>
      {normal && <UserRecordCard record={normal} kind="normal" />}
      {business && (
        <UserRecordCard
          record={business}
          kind="business"
          approvalEmail={<ApprovalEmailState userId={userId} />}
        />
      )}
    </Stack>
  );
}

export function ViewUserPage() {
  const { id = '' } = useParams();
  // An id the database could not hold (a "." or "/" in it) names no user; reading it would only fail.
  const readable = recordIdSchema.safeParse(id).success;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <BackToUsersButton />
        <Title order={1}>User information</Title>
      </Group>
      {readable ? <UserRecords key={id} userId={id} /> : <NoSuchUser userId={id} />}
    </Stack>
  );
}
