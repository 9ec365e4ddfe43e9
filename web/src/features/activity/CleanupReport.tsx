import type { RunCleanupOutput } from '@management-center/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import {
  cleanupSummary,
  readModelSummary,
  trashAccountsSummary,
  unusedImagesNote,
} from './cleanup-report.ts';

// The cleanup deletes no image: it says how many the Media Library holds that no content row uses, and links there.
export function UnusedImagesText({ report, mt }: { report: RunCleanupOutput; mt?: 'xs' }) {
  const note = unusedImagesNote(report);
  if (note === undefined) return null;
  return (
    <Text size="sm" mt={mt}>
      {note.images} in the{' '}
      <Anchor component={Link} to={routePaths.media} inherit>
        Media Library
      </Anchor>
      {note.advice}
    </Text>
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
      <Text size="sm">{cleanupSummary(report)}</Text>
      <UnusedImagesText report={report} mt="xs" />
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
