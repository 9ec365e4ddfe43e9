import { Button, Group } from '@mantine/core';

interface ConfirmButtonsProps {
  // The confirmed action is running: Confirm shows it, Cancel can no longer stop it.
  running: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

// The footer of every destructive confirmation (spec section 2: Confirm and Cancel).
export function ConfirmButtons({ running, onCancel, onConfirm }: ConfirmButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={running}>
        Cancel
      </Button>
      <Button color="red" onClick={onConfirm} loading={running}>
        Confirm
      </Button>
    </Group>
  );
}
