import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface UserRowActionsProps {
  // The action that keeps the user, a compact light button.
  action: ReactNode;
  // The action that removes the user, always last and in red: its text and what it tells a screen reader. None
  // where the signed-in role removes no user.
  removal: { text: string; ariaLabel: string } | undefined;
  removalDisabled: boolean;
  onRemove: () => void;
}

// The actions cell of the users list and of the trash, laid out alike so that removing a user is never mistaken
// for the action beside it.
export function UserRowActions({ action, removal, removalDisabled, onRemove }: UserRowActionsProps) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {action}
        {removal && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={removal.ariaLabel}
            disabled={removalDisabled}
            onClick={onRemove}
          >
            {removal.text}
          </Button>
        )}
      </Group>
    </Table.Td>
  );
}
