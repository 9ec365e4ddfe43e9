import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface UserActionsProps {
  // The action that keeps the user, a compact light button.
  action: ReactNode;
  // The action that removes the user, always last and in red: its text and what it tells a screen reader. None
  // where the signed-in role removes no user.
  removal: { text: string; ariaLabel: string } | undefined;
  removalDisabled: boolean;
  onRemove: () => void;
}

// The actions of a user in the users list and in the trash, laid out alike so that removing a user is never
// mistaken for the action beside it: in a row of a table, or on the user's card on a phone.
export function UserActions({ action, removal, removalDisabled, onRemove }: UserActionsProps) {
  return (
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
  );
}
