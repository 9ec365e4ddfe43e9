import {
  contentHistoryMessages,
  contentNodeValueSchema,
  type SiteContentTargetName,
  siteContentPath,
} from '@management-center/contract';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveModal } from '../../../components/ResponsiveModal.tsx';
import { useLiveDatabaseValues } from '../../../lib/database/live-database.ts';
import { useNodeHistory } from '../api/use-content-versions.ts';
import { useReleaseWork } from '../release-work/release-work.ts';
import { VersionEntry } from './VersionEntry.tsx';

interface HistoryButtonProps {
  target: SiteContentTargetName;
  id?: string;
  // The row or item, as its screen names it.
  label: string;
}

const liveNodeSchema = contentNodeValueSchema.nullable();

// History of one row or item: its earlier versions, the latest change first, each restorable.
function LiveHistoryButton({ target, id, label }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const history = useNodeHistory(target, id, open);
  // What a restore would change is shown against the node as it is live.
  const live = useLiveDatabaseValues(open ? [siteContentPath(target, id)] : [], liveNodeSchema);
  const title = `History of ${label}`;
  return (
    <>
      <Button variant="subtle" size="xs" onClick={() => setOpen(true)} aria-label={title}>
        History
      </Button>
      <ResponsiveModal opened={open} onClose={() => setOpen(false)} title={title} size="lg" centered>
        {history.error ? (
          <Alert color="red" title="The history could not be read">
            {history.error.message}
          </Alert>
        ) : history.data === undefined ? (
          <Stack role="status" aria-busy="true" aria-label="Loading the history">
            <Skeleton h={60} />
            <Skeleton h={60} />
          </Stack>
        ) : history.data.length === 0 ? (
          <Text c="dimmed">No earlier version is kept.</Text>
        ) : (
          <Stack gap="sm">
            {history.data.map((kept) => (
              <VersionEntry
                key={kept.versionId}
                kept={kept}
                live={live.data?.[0] ?? undefined}
                label={label}
                successMessage={contentHistoryMessages.versionRestored}
                onRestored={() => setOpen(false)}
              />
            ))}
          </Stack>
        )}
      </ResponsiveModal>
    </>
  );
}

// A restore changes the live website at once: a screen working in a release offers none.
export function HistoryButton(props: HistoryButtonProps) {
  return useReleaseWork() ? null : <LiveHistoryButton {...props} />;
}
