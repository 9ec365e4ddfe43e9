import { Text } from '@mantine/core';
import { useApprovalEmailDelivery } from '../api/use-approval-email-delivery.ts';
import { approvalEmailState } from '../approval-email-state.ts';

const toneColors = { done: undefined, waiting: 'yellow.8', problem: 'red', quiet: 'dimmed' } as const;

export function ApprovalEmailState({ userId }: { userId: string }) {
  const { data, error } = useApprovalEmailDelivery(userId);
  if (error)
    return (
      <Text span size="sm" c="red">
        The e-mail's state could not be read: {error.message}
      </Text>
    );
  if (data === undefined)
    return (
      <Text span size="sm" c="dimmed">
        Reading…
      </Text>
    );
  const { text, tone } = approvalEmailState(data ?? undefined);
  return (
    <Text span size="sm" c={toneColors[tone]}>
      {text}
    </Text>
  );
}
