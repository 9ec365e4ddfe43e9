import { successMessages } from '@management-center/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface UploadedModalProps {
  /** What happened to the rows sent; no summary, no popup. */
  summary: readonly string[] | undefined;
  onClose: () => void;
}

// The popup after feedback approval (docs/product.md, Feedback), 400px wide as every dialog (Layout).
export function UploadedModal({ summary, onClose }: UploadedModalProps) {
  return (
    <Modal
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
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
