import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveModal } from '../../../components/ResponsiveModal.tsx';
import { NewReleaseForm } from '../../../components/releases/NewReleaseForm.tsx';
import { filledRoute, routePaths } from '../../../lib/navigation/paths.ts';
import { useOpenReleases } from '../../../lib/releases/live-releases.ts';
import { changeCountText, releaseStatusText } from '../../../lib/releases/release-status.ts';
import { workInRelease } from './chosen-release.ts';
import type { ReleaseWorkState } from './release-work.ts';

function NewReleaseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="New release" size={440} centered>
      <NewReleaseForm
        submitLabel="Create and work in it"
        onCreated={(releaseId) => {
          workInRelease(releaseId);
          onClose();
        }}
      >
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </NewReleaseForm>
    </ResponsiveModal>
  );
}

function ChooseRelease() {
  const releases = useOpenReleases();
  const [creating, setCreating] = useState(false);
  const open = releases.data ?? [];
  return (
    <Group align="flex-end" gap="xs">
      <NativeSelect
        label="Work in release"
        data={[
          { value: '', label: 'None: edit the live websites' },
          ...open.map((release) => ({ value: release.releaseId, label: release.name })),
        ]}
        value=""
        onChange={(event) => workInRelease(event.currentTarget.value || undefined)}
        w={280}
        maw="100%"
      />
      <Button variant="default" onClick={() => setCreating(true)}>
        New release
      </Button>
      <NewReleaseDialog opened={creating} onClose={() => setCreating(false)} />
    </Group>
  );
}

// docs/product.md, Releases: the header of every content screen, where its edits go.
export function ReleaseWorkBar({ state }: { state: ReleaseWorkState }) {
  if (state.kind !== 'release') return <ChooseRelease />;
  const { releaseId, release } = state.work;
  return (
    <Alert color="blue" title={`Work in release: ${release.name}`}>
      <Stack gap="xs">
        <Text size="sm">
          Done, Add, Delete and images go into this release: the websites do not change until it is published.{' '}
          {releaseStatusText(release)} · {changeCountText(release)}.
        </Text>
        <Group gap="xs">
          <Anchor component={Link} to={filledRoute(routePaths.release, releaseId)} size="sm">
            Open the release
          </Anchor>
          <Button size="xs" variant="default" onClick={() => workInRelease(undefined)}>
            Leave release
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
