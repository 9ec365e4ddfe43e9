import type { RunCleanupOutput } from '@management-center/contract';
import { List, Stack, Text } from '@mantine/core';
import { ConfirmButtons } from '../../components/ConfirmButtons.tsx';
import { ResponsiveModal } from '../../components/ResponsiveModal.tsx';
import { UnusedImagesText } from './CleanupReport.tsx';
import { countOf, hasReadModelsToRepair, readModelSummary, trashAccountsSummary } from './cleanup-report.ts';

interface ConfirmCleanupModalProps {
  preview: RunCleanupOutput | undefined;
  opened: boolean;
  running: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmCleanupModal({
  preview,
  opened,
  running,
  onCancel,
  onConfirm,
}: ConfirmCleanupModalProps) {
  return (
    <ResponsiveModal
      opened={opened && preview !== undefined}
      onClose={onCancel}
      title="Run cleanup"
      size={400}
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      {preview && (
        <Stack gap="sm">
          <Text size="sm">This permanently deletes what the preview found:</Text>
          <List size="sm" spacing={4}>
            {/* A preview from before the media library, when the cleanup still deleted images. */}
            {preview.images !== undefined && (
              <List.Item>
                {countOf(preview.images.length, 'image', 'images')} that no website content links to
              </List.Item>
            )}
            <List.Item>
              {countOf(preview.auditEntries, 'audit entry', 'audit entries')} older than the retention period
            </List.Item>
            {(preview.userTrash?.deletedForever ?? 0) > 0 && (
              <List.Item>
                {countOf(preview.userTrash?.deletedForever ?? 0, 'user', 'users')} kept in the trash past its
                retention, with their sign-in accounts
              </List.Item>
            )}
          </List>
          {trashAccountsSummary(preview) && <Text size="sm">{trashAccountsSummary(preview)}</Text>}
          {hasReadModelsToRepair(preview) && <Text size="sm">{readModelSummary(preview)}</Text>}
          <UnusedImagesText report={preview} />
          <Text size="sm" c="dimmed">
            Anything that has become due since the preview goes too; the result lists everything deleted. The
            cleanup deletes no image: images are deleted from the Media Library only.
          </Text>
          <ConfirmButtons running={running} onCancel={onCancel} onConfirm={onConfirm} />
        </Stack>
      )}
    </ResponsiveModal>
  );
}
