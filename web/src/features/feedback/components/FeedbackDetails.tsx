import { feedbackCategoryLabel, feedbackChangedAfterApproval } from '@management-center/contract';
import { Alert, Card, Group, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChangedAfterApprovalBadge } from '../../../components/ChangedAfterApprovalBadge.tsx';
import { useUserFeedback } from '../api/use-user-feedback.ts';
import { feedbackDateText } from '../feedback-dates.ts';
import { FeedbackNotFound } from './FeedbackNotFound.tsx';

// App-written text wraps within the card, and a long review scrolls within a bounded box: no record widens the
// page or buries the rest of it.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

import { FeedbackRating } from './FeedbackRating.tsx';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

export function FeedbackDetails({ userId }: { userId: string }) {
  const { isPending, error, userFeedback } = useUserFeedback(userId);
  if (isPending) return <Skeleton h={240} radius="md" />;
  if (error) return <Alert color="red">The feedback could not be read: {error.message}</Alert>;
  if (!userFeedback) return <FeedbackNotFound userId={userId} />;

  const { username, email, feedback } = userFeedback;
  const approval =
    feedback.approveFeedback && feedback.feedbackApproveTimestamp !== undefined
      ? `Approved on ${feedbackDateText(feedback.feedbackApproveTimestamp)}`
      : feedback.approveFeedback
        ? 'Approved'
        : 'Waiting for approval';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} style={breakAnywhere} lineClamp={3} title={username}>
            {username}
          </Title>
          <Text c="dimmed" size="sm" style={breakAnywhere} lineClamp={2} title={email}>
            {email}
          </Text>
        </div>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Detail label="Rating">
              <FeedbackRating rating={feedback.rating} size="lg" />
            </Detail>
            <Detail label="Category">{feedbackCategoryLabel(feedback.category)}</Detail>
            <Detail label="Date">{feedbackDateText(feedback.timestamp)}</Detail>
            <Detail label="Status">
              {feedbackChangedAfterApproval(feedback) ? (
                <Group gap="xs">
                  <span>{approval}</span>
                  <ChangedAfterApprovalBadge />
                </Group>
              ) : (
                approval
              )}
            </Detail>
            <Detail label="Review">
              <ScrollArea.Autosize mah={320} type="auto">
                <Text style={{ whiteSpace: 'pre-wrap', ...breakAnywhere }}>{feedback.review}</Text>
              </ScrollArea.Autosize>
            </Detail>
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
