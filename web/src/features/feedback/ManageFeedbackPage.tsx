import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AllMatchingBannerBar } from '../../components/AllMatchingBannerBar.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { ApproveMatchingFeedbackModal } from './components/ApproveMatchingFeedbackModal.tsx';
import { FeedbackApprovedModal } from './components/FeedbackApprovedModal.tsx';
import { FeedbackCards } from './components/FeedbackCards.tsx';
import { FeedbackFilters } from './components/FeedbackFilters.tsx';
import { FeedbackPager } from './components/FeedbackPager.tsx';
import { FeedbackTable } from './components/FeedbackTable.tsx';
import { SchedulePanel } from './components/SchedulePanel.tsx';
import { type FeedbackScreen, useFeedbackScreen } from './use-feedback-screen.ts';

interface ScreenProps {
  screen: FeedbackScreen;
}

function TableSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-label="Loading feedback">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <Skeleton key={index} h={36} />
      ))}
    </Stack>
  );
}

function FeedbackList({ screen }: ScreenProps) {
  const { list, selection } = screen;
  const FeedbackRows = usePhoneLayout() ? FeedbackCards : FeedbackTable;
  if (screen.error) return <Alert color="red">The feedback could not be read: {screen.error.message}</Alert>;
  if (!list) return <TableSkeleton />;
  if (list.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {list.waiting === 0
          ? 'No feedback is waiting for approval.'
          : 'No feedback waiting for approval matches these filters.'}
      </Text>
    );
  }
  return (
    <>
      <AllMatchingBannerBar selection={selection} />
      <FeedbackRows
        entries={list.rows}
        selected={selection.keys}
        allMatching={selection.allMatching !== undefined}
        onToggle={selection.toggleRow}
        onToggleAll={selection.togglePage}
      />
      <FeedbackPager
        summary={list.summary}
        view={list.pageView}
        total={list.matching}
        onMove={screen.showPage}
      />
    </>
  );
}

function UploadBar({ screen: { selection, upload } }: ScreenProps) {
  return (
    <Group gap="sm" ml="auto">
      <Text size="sm" c="dimmed" aria-live="polite">
        {selection.text}
      </Text>
      {selection.clearable && (
        <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
          Clear selection
        </Button>
      )}
      <Button onClick={upload.start} disabled={!upload.possible} loading={upload.running}>
        Upload
      </Button>
    </Group>
  );
}

export function ManageFeedbackPage() {
  const screen = useFeedbackScreen();
  const { upload, uploaded } = screen;
  return (
    <Stack gap="lg">
      <Title order={1}>Manage Feedback</Title>
      <SchedulePanel />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <FeedbackFilters filter={screen.filter} onChange={screen.showFilter} />
            <UploadBar screen={screen} />
          </Group>
          <FeedbackList screen={screen} />
        </Stack>
      </Paper>
      {upload.confirming && (
        <ApproveMatchingFeedbackModal
          filter={upload.confirming.filter}
          count={upload.confirming.count}
          approving={upload.running}
          progress={upload.progress}
          onCancel={upload.cancel}
          onConfirm={upload.confirm}
        />
      )}
      <FeedbackApprovedModal summary={uploaded.summary} onUndo={uploaded.undo} onClose={uploaded.close} />
    </Stack>
  );
}
