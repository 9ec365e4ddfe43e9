import type { SignInBlock } from '@management-center/contract';
import { Alert, Text } from '@mantine/core';

function dateText(time: number): string {
  return new Date(time).toLocaleString();
}

// Who disabled the user's sign-in, when, why, and until when.
export function SignInBlockNote({ block }: { block: SignInBlock }) {
  return (
    <Alert color="red" title="Sign-in disabled" mt="md">
      <Text size="sm">
        By {block.disabledBy} on {dateText(block.disabledAt)},{' '}
        {block.until === undefined
          ? 'until someone enables it.'
          : `until ${dateText(block.until)} (enabled within the hour after).`}
      </Text>
      <Text size="sm" mt={4}>
        Reason: {block.reason}
      </Text>
    </Alert>
  );
}
