import { recordIdSchema } from '@management-center/contract';
import { Group, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { BackArrowLink } from '../../components/BackArrowLink.tsx';
import { routePaths } from '../../lib/navigation/paths.ts';
import { FeedbackDetails } from './components/FeedbackDetails.tsx';
import { FeedbackNotFound } from './components/FeedbackNotFound.tsx';

export function ViewFeedbackPage() {
  const { id = '' } = useParams();
  // An id that cannot be a database key names no user; the database SDK would throw on it.
  const userId = recordIdSchema.safeParse(id);
  return (
    <Stack gap="lg" maw={760}>
      <Group gap="sm">
        <BackArrowLink to={routePaths.feedback} label="Back to Manage Feedback" />
        <Title order={1}>Rating and review</Title>
      </Group>
      {userId.success ? <FeedbackDetails userId={userId.data} /> : <FeedbackNotFound userId={id} />}
    </Stack>
  );
}
