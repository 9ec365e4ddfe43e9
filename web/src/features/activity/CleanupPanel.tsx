import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePaletteActions } from '../../lib/navigation/palette-actions.ts';
import { useRunCleanup } from './api/run-cleanup.ts';
import { CleanupReport } from './CleanupReport.tsx';
import { ConfirmCleanupModal } from './ConfirmCleanupModal.tsx';
import { hasSomethingToDo } from './cleanup-report.ts';

// The real run only follows a preview, so the confirmation can say what it is about to delete.
export function CleanupPanel() {
  const preview = useRunCleanup();
  const run = useRunCleanup();
  const [confirming, setConfirming] = useState(false);
  const canRun = preview.data !== undefined && hasSomethingToDo(preview.data) && !preview.isPending;

  function startPreview() {
    run.reset();
    preview.mutate(true);
  }

  usePaletteActions(
    preview.isPending || run.isPending
      ? []
      : [
          { id: 'preview-cleanup', label: 'Preview the cleanup', run: startPreview },
          ...(canRun
            ? [{ id: 'run-cleanup', label: 'Run the cleanup…', run: () => setConfirming(true) }]
            : []),
        ],
  );

  function runCleanup() {
    run.mutate(false, {
      onSuccess: () => {
        setConfirming(false);
        preview.reset();
      },
    });
  }

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="cleanup-title">
      <Stack gap="sm">
        <Title order={2} id="cleanup-title">
          Cleanup
        </Title>
        <Text c="dimmed" size="sm">
          Every day the cleanup deletes the audit entries older than the retention period, the users kept in
          the trash past its retention, and the exported files past their hour. It also checks the users lists
          and the home page figures against the users' records and repairs any difference. Preview what it
          would do now, then run it.
        </Text>
        <Group>
          <Button onClick={startPreview} loading={preview.isPending} disabled={run.isPending}>
            Preview cleanup
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => setConfirming(true)}
            disabled={!canRun || run.isPending}
          >
            Run cleanup
          </Button>
        </Group>
        {preview.data && <CleanupReport report={preview.data} />}
        {run.data && <CleanupReport report={run.data} />}
      </Stack>
      <ConfirmCleanupModal
        preview={preview.data}
        opened={confirming}
        running={run.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={runCleanup}
      />
    </Card>
  );
}
