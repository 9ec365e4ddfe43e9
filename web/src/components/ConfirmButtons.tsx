import { Button, Group } from '@mantine/core';

interface ConfirmButtonsProps {
  // The confirmed action is running: Confirm shows it, Cancel can no longer stop it.
  running: boolean;
  disabled?: boolean;
  destructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

// The footer of every confirmation: Cancel and Confirm (docs/product.md, Layout).
export function ConfirmButtons({
  running,
  disabled = false,
  destructive = true,
  onCancel,
  onConfirm,
}: ConfirmButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={running}>
        Cancel
      </Button>
      <Button
        color={destructive ? 'red' : undefined}
        onClick={onConfirm}
        loading={running}
        disabled={disabled}
      >
        Confirm
      </Button>
    </Group>
  );
}
