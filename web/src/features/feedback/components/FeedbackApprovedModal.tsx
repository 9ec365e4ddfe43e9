import { successMessages } from '@management-center/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ResponsiveModal } from '../../../components/ResponsiveModal.tsx';
import { undoWindowMs } from '../../../lib/notices/notify-with-undo.tsx';

interface FeedbackApprovedModalProps {
  /** What happened to the rows sent; no summary, no popup. */
  summary: readonly string[] | undefined;
  // Withdraws the approval (the server's undo, as the Activity page's): offered for undoWindowMs once shown.
  onUndo?: () => void;
  onClose: () => void;
}

// The popup after feedback approval (docs/product.md, Feedback), 400px wide as every dialog (Layout).
export function FeedbackApprovedModal({ summary, onUndo, onClose }: FeedbackApprovedModalProps) {
  const [undoOffered, setUndoOffered] = useState(false);
  useEffect(() => {
    if (summary === undefined || onUndo === undefined) return;
    setUndoOffered(true);
    const timer = setTimeout(() => setUndoOffered(false), undoWindowMs);
    return () => clearTimeout(timer);
  }, [summary, onUndo]);
  return (
    <ResponsiveModal
      opened={summary !== undefined}
      onClose={onClose}
      title={successMessages.feedbackUploaded}
      size={400}
      centered
    >
      <Stack>
        {summary?.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Group justify="flex-end">
          {undoOffered && onUndo && (
            <Button
              variant="default"
              onClick={() => {
                onUndo();
                onClose();
              }}
            >
              Undo
            </Button>
          )}
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
