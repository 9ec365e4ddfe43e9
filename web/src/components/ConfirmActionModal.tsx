import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmButtons } from './ConfirmButtons.tsx';
import { ResponsiveModal } from './ResponsiveModal.tsx';

interface ConfirmActionModalProps {
  title: string;
  // The action is running: the dialog stays until it settles, showing its progress.
  running: boolean;
  // Not yet known what Confirm would do (the rows are being counted): Confirm waits.
  confirmDisabled?: boolean;
  // Deleting confirms in red; approving in the primary colour.
  destructive: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

// Dialogs are 400px wide (docs/product.md, Layout).
export function ConfirmActionModal({
  title,
  running,
  confirmDisabled = false,
  destructive,
  onCancel,
  onConfirm,
  children,
}: ConfirmActionModalProps) {
  return (
    <ResponsiveModal
      opened
      onClose={onCancel}
      title={title}
      size={400}
      centered
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      <Stack>
        {children}
        <ConfirmButtons
          running={running}
          disabled={confirmDisabled}
          destructive={destructive}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      </Stack>
    </ResponsiveModal>
  );
}
