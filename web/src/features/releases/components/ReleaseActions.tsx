import type { Release } from '@management-center/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { changeCountText } from '../../../lib/releases/release-status.ts';
import { usePublishRelease, useScheduleRelease, useUndoRelease } from '../api/release-mutations.ts';

interface ReleaseActionsProps {
  releaseId: string;
  release: Release;
  // A change was made live since it was prepared: it is reviewed before anything is published.
  needsReview: boolean;
}

// The picker's value is the browser's local time ("YYYY-MM-DD HH:mm:ss"); the server keeps UTC ms.
function localTimeOf(value: string): number {
  return new Date(value.replace(' ', 'T')).getTime();
}

type Confirming = 'publish' | 'undo' | undefined;

/** Publish now, Publish at (or Unschedule), and Undo release once published. */
export function ReleaseActions({ releaseId, release, needsReview }: ReleaseActionsProps) {
  const [confirming, setConfirming] = useState<Confirming>();
  const [publishAt, setPublishAt] = useState<string | null>(null);
  const publish = usePublishRelease();
  const schedule = useScheduleRelease(release.name);
  const undo = useUndoRelease();
  const editable = release.status === 'draft' || release.status === 'scheduled';
  const empty = Object.keys(release.changes ?? {}).length === 0;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  if (release.status === 'published') {
    if (release.undoneAt !== undefined) return null;
    return (
      <>
        <Group>
          <Button variant="default" color="red" onClick={() => setConfirming('undo')}>
            Undo release
          </Button>
        </Group>
        {confirming === 'undo' && (
          <ConfirmActionModal
            title="Undo this release?"
            running={undo.isPending}
            destructive
            onCancel={() => setConfirming(undefined)}
            onConfirm={() => undo.mutate(releaseId, { onSettled: () => setConfirming(undefined) })}
          >
            <Text size="sm">Every row it changed goes back to what it was just before it was published.</Text>
          </ConfirmActionModal>
        )}
      </>
    );
  }
  if (!editable) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Button onClick={() => setConfirming('publish')} disabled={empty || needsReview}>
            Publish now
          </Button>
          <DateTimePicker
            label={`Publish at (${timeZone})`}
            placeholder="Pick a date and time"
            value={publishAt}
            onChange={setPublishAt}
            minDate={new Date()}
            miw={220}
            clearable
          />
          <Button
            variant="light"
            disabled={empty || publishAt === null}
            loading={schedule.isPending && schedule.variables?.publishAt !== null}
            onClick={() => publishAt && schedule.mutate({ releaseId, publishAt: localTimeOf(publishAt) })}
          >
            Schedule
          </Button>
          {release.status === 'scheduled' && (
            <Button
              variant="subtle"
              loading={schedule.isPending && schedule.variables?.publishAt === null}
              onClick={() => schedule.mutate({ releaseId, publishAt: null })}
            >
              Unschedule
            </Button>
          )}
        </Group>
        {needsReview && (
          <Text size="sm" c="orange">
            A row marked “Changed live since: review” changed on the website after it was prepared: take that
            change out and prepare it again from what is live before publishing.
          </Text>
        )}
      </Stack>
      {confirming === 'publish' && (
        <ConfirmActionModal
          title="Publish this release?"
          running={publish.isPending}
          destructive={false}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => publish.mutate(releaseId, { onSettled: () => setConfirming(undefined) })}
        >
          <Text size="sm">
            Its {changeCountText(release)} go live on the websites at once. Undo release puts them back.
          </Text>
        </ConfirmActionModal>
      )}
    </Paper>
  );
}
