import { Text } from '@mantine/core';
import { useOutboxEntry } from '../api/use-outbox-entry.ts';
import { type DeliveryWording, emailDeliveryState } from '../email-delivery-state.ts';

const toneColors = { done: undefined, waiting: 'yellow.8', problem: 'red', quiet: 'dimmed' } as const;

// Where an e-mail to the user stands, live, from its outbox entry.
export function EmailDeliveryState({ entryId, wording }: { entryId: string; wording: DeliveryWording }) {
  const { data, error } = useOutboxEntry(entryId);
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
  const { text, tone } = emailDeliveryState(data ?? undefined, wording);
  return (
    <Text span size="sm" c={toneColors[tone]}>
      {text}
    </Text>
  );
}
