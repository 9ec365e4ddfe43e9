import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

// How long the notification of a change offers its Undo.
export const undoWindowMs = 10_000;

/**
 * A success notification with Undo for `undoWindowMs`: the server's own undo of the change (the call the Activity
 * page makes), so it survives a closed tab no more and no less than the change. `undo` says how it went itself.
 */
export function notifyWithUndo(message: string, undo: () => Promise<void>): void {
  const id = notifications.show({
    color: 'green',
    autoClose: undoWindowMs,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" flex={1}>
          {message}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          flex="none"
          onClick={() => {
            notifications.hide(id);
            void undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
