import { feedbackCategoryLabel } from '@management-center/contract';
import { Alert, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useUserFeedback } from '../api/use-user-feedback.ts';
import { feedbackDateText } from '../feedback-dates.ts';
import { FeedbackNotFound } from './FeedbackNotFound.tsx';
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
          <Title order={2}>{username}</Title>
          <Text c="dimmed" size="sm">
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
            <Detail label="Status">{approval}</Detail>
            <Detail label="Review">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{feedback.review}</Text>
            </Detail>
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
