import type { RunCleanupOutput } from '@management-center/contract';
import { Alert, Code, List, ScrollArea, Text } from '@mantine/core';
import { formatActivityTime } from './audit-log.ts';
import { cleanupSummary, readModelSummary, trashAccountsSummary } from './cleanup-report.ts';

export function CleanupImageList({ images }: { images: RunCleanupOutput['images'] }) {
  return (
    <ScrollArea.Autosize mah={220}>
      <List size="sm" spacing={4}>
        {images.map((image) => (
          <List.Item key={image.path}>
            <Code>{image.path}</Code> uploaded {formatActivityTime(image.createdAt)}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

export function CleanupReport({ report }: { report: RunCleanupOutput }) {
  const readModels = readModelSummary(report);
  const trashAccounts = trashAccountsSummary(report);
  return (
    <Alert
      color={report.dryRun ? 'blue' : 'green'}
      title={report.dryRun ? 'Preview: nothing has been deleted' : 'Cleanup done'}
      role="status"
    >
      <Text size="sm" mb={report.images.length > 0 ? 'xs' : 0}>
        {cleanupSummary(report)}
      </Text>
      {report.images.length > 0 && <CleanupImageList images={report.images} />}
      {trashAccounts && (
        <Text size="sm" mt="xs">
          {trashAccounts}
        </Text>
      )}
      {readModels && (
        <Text size="sm" mt="xs">
          {readModels}
        </Text>
      )}
    </Alert>
  );
}
