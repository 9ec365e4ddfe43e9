import { contentHistoryMessages, type SiteItemTargetName } from '@management-center/contract';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useItemDeletions } from '../api/use-content-versions.ts';
import { recentlyDeleted } from '../kept-versions.ts';
import { useReleaseWork } from '../release-work/release-work.ts';
import { VersionEntry } from './VersionEntry.tsx';

interface RecentlyDeletedProps {
  target: SiteItemTargetName;
  // "member", "contact row": what an item is called on the screen.
  noun: string;
  // The ids of the items on the screen now: a restored item is no longer deleted.
  presentIds: ReadonlySet<string>;
}

// The items of a list deleted within the history's retention, each restorable under its own id.
function LiveRecentlyDeleted({ target, noun, presentIds }: RecentlyDeletedProps) {
  const deletions = useItemDeletions(target);
  const deleted = deletions.data ? recentlyDeleted(deletions.data, presentIds) : [];
  return (
    <Stack gap="sm" component="section" aria-label="Recently deleted">
      <Title order={2}>Recently deleted</Title>
      {deletions.error ? (
        <Alert color="red" title="The deleted items could not be read">
          {deletions.error.message}
        </Alert>
      ) : deleted.length === 0 ? (
        <Text c="dimmed" size="sm">
          {deletions.data ? `No deleted ${noun} is kept.` : 'Reading the deleted items…'}
        </Text>
      ) : (
        deleted.map((kept) => (
          <VersionEntry
            key={kept.versionId}
            kept={kept}
            live={undefined}
            label={`Deleted ${noun}`}
            successMessage={contentHistoryMessages.itemRestored(noun)}
          />
        ))
      )}
    </Stack>
  );
}

// Bringing an item back changes the live website at once: a screen working in a release offers none.
export function RecentlyDeleted(props: RecentlyDeletedProps) {
  return useReleaseWork() ? null : <LiveRecentlyDeleted {...props} />;
}
