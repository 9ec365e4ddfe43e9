import { Text } from '@mantine/core';
import { useApprovalEmailDelivery } from '../api/use-approval-email-delivery.ts';
import { approvalEmailStateText } from '../approval-email-state.ts';

const stateColors = { pending: 'yellow.8', sending: 'dimmed', sent: undefined, failed: 'red' } as const;

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
  const delivery = data?.delivery;
  return (
    <Text span size="sm" c={delivery ? stateColors[delivery.state] : 'dimmed'}>
      {approvalEmailStateText(delivery)}
    </Text>
  );
}
