import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routePaths } from '../../../lib/navigation/paths.ts';

export function FeedbackNotFound({ userId }: { userId: string }) {
  return (
    <Alert color="gray" title="Feedback not found">
      There is no feedback from a user with the id “{userId}”. It may have been removed with its user.
      <Button
        component={Link}
        to={routePaths.feedback}
        variant="light"
        size="xs"
        mt="sm"
        display="block"
        w="fit-content"
      >
        Back to Manage Feedback
      </Button>
    </Alert>
  );
}
