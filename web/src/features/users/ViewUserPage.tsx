import {
  approvalOutboxEntryId,
  businessUserPath,
  normalUserPath,
  recordIdSchema,
} from '@management-center/contract';
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackToUsersButton } from '../../components/BackToUsersButton.tsx';
import { useUserRecords } from './api/use-user-records.ts';
import { EmailDeliveryState } from './components/EmailDeliveryState.tsx';
import { RawRecordPanel } from './components/RawRecordPanel.tsx';
import { SignInAccountCard } from './components/SignInAccountCard.tsx';
import { UserRecordCard } from './components/UserRecordCard.tsx';
import { UserTimeline } from './components/UserTimeline.tsx';
import { approvalEmailWording } from './email-delivery-state.ts';

function NoSuchUser({ userId }: { userId: string }) {
  return (
    <Alert color="gray" title="User not found" maw={640}>
      There is no user with the id “{userId}”. They may have been deleted.
    </Alert>
  );
}

// A deleted user is still in the trash for a while: the page says so and offers the way back. The trash is a
// feature of its own, so the app gives this page the trash's notice (features do not import each other).
export type TrashedUserNoticeView = ComponentType<{ userId: string; otherwise: ReactNode }>;

interface UserRecordsProps {
  userId: string;
  TrashedUserNotice: TrashedUserNoticeView;
}

function UserRecords({ userId, TrashedUserNotice }: UserRecordsProps) {
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
  if (normal === null && business === null) {
    return <TrashedUserNotice userId={userId} otherwise={<NoSuchUser userId={userId} />} />;
  }
  // An id is normally in one collection; should it be in both, both records are shown.
  return (
    <Stack>
      {normal && <UserRecordCard record={normal} kind="normal" />}
      {business && (
        <UserRecordCard
          record={business}
          kind="business"
          approvalEmail={
            <EmailDeliveryState entryId={approvalOutboxEntryId(userId)} wording={approvalEmailWording} />
          }
        />
      )}
      <SignInAccountCard userId={userId} />
      <UserTimeline userId={userId} />
      {normal && <RawRecordPanel path={normalUserPath(userId)} />}
      {business && <RawRecordPanel path={businessUserPath(userId)} />}
    </Stack>
  );
}

export function ViewUserPage({ TrashedUserNotice }: { TrashedUserNotice: TrashedUserNoticeView }) {
  const { id = '' } = useParams();
  // An id the database could not hold (a "." or "/" in it) names no user; reading it would only fail.
  const readable = recordIdSchema.safeParse(id).success;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <BackToUsersButton />
        <Title order={1}>User information</Title>
      </Group>
      {readable ? (
        <UserRecords key={id} userId={id} TrashedUserNotice={TrashedUserNotice} />
      ) : (
        <NoSuchUser userId={id} />
      )}
    </Stack>
  );
}
