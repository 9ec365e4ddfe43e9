import {
  type ApprovalEmailFailureEntry,
  alertMessages,
  type BulkProgress,
} from '@management-center/contract';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { BatchProgressBar } from '../../../components/BatchProgressBar.tsx';
import { useAllows } from '../../../lib/session/team-role.ts';
import { countOf, countUsers, userNameWithEmail } from '../../../lib/users/user-names.ts';

interface ApprovalEmailFailuresProps {
  failures: ApprovalEmailFailureEntry[];
  retrying: boolean;
  disabled: boolean;
  progress: BulkProgress | undefined;
  onRetry: () => void;
}

const listedFailures = 10;

// Read from the outcome stored on each user, so a failure stays visible (and retryable) after a reload.
export function ApprovalEmailFailures({
  failures,
  retrying,
  disabled,
  progress,
  onRetry,
}: ApprovalEmailFailuresProps) {
  const mayRetry = useAllows('approveBusinessUsers');
  const listed = failures.slice(0, listedFailures);
  const more = failures.length - listed.length;
  return (
    <Alert color="red" title={alertMessages.emailFailed} role="region">
      <Stack gap="xs">
        <Text size="sm">
          {failures.length === 1
            ? 'This business user is approved, but the approval e-mail did not reach them:'
            : `These ${countOf(failures.length, 'business user')} are approved, but the approval e-mail did not reach them:`}
        </Text>
        <List size="sm" spacing={2}>
          {listed.map((failure) => (
            <List.Item key={failure.id}>
              {userNameWithEmail(failure)}: {failure.message}
            </List.Item>
          ))}
        </List>
        {more > 0 && (
          <Text size="sm" c="dimmed">
            and {countOf(more, 'more user')}
          </Text>
        )}
        <BatchProgressBar progress={progress} action="Retried" countText={countUsers} />
        {mayRetry && (
          <Button
            variant="light"
            color="red"
            w="fit-content"
            onClick={onRetry}
            loading={retrying}
            disabled={disabled}
          >
            Retry sending
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
