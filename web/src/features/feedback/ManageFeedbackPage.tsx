import { type FeedbackFilter, unfilteredFeedback } from '@management-center/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApproveFeedback } from './api/use-approve-feedback.ts';
import { useFeedbackPage } from './api/use-feedback-page.ts';
import { FeedbackFilters } from './components/FeedbackFilters.tsx';
import { FeedbackPager } from './components/FeedbackPager.tsx';
import { FeedbackTable } from './components/FeedbackTable.tsx';
import { SchedulePanel } from './components/SchedulePanel.tsx';
import { UploadedModal } from './components/UploadedModal.tsx';
import { approvalSummary } from './feedback-approval.ts';
import {
  type FeedbackPageMove,
  type FeedbackPageView,
  feedbackPageSummary,
  movedFeedbackPage,
  newestFeedbackPage,
  shownPageNumber,
} from './feedback-pages.ts';
import { withRowsSelected } from './row-selection.ts';

function TableSkeleton() {
  return (
    <Stack gap="xs" aria-label="Loading feedback">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <Skeleton key={index} h={36} />
      ))}
    </Stack>
  );
}

export function ManageFeedbackPage() {
  const [filter, setFilter] = useState<FeedbackFilter>(unfilteredFeedback);
  const [view, setView] = useState<FeedbackPageView>(newestFeedbackPage);
  // Ids of rows selected on the pages seen under this filter; Upload sends them all (the backend says which were
  // approved meanwhile).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploadSummary, setUploadSummary] = useState<string[]>();
  const { rows, matching, waiting, error } = useFeedbackPage(filter, view);
  const approveFeedback = useApproveFeedback();
  const loaded = rows !== undefined && matching !== undefined && waiting !== undefined;
  const page = shownPageNumber(view, matching ?? 0);

  // A page emptied meanwhile (its feedback approved elsewhere) leaves nothing to page on from: start over.
  const emptiedPage = rows !== undefined && rows.length === 0 && view !== newestFeedbackPage;
  useEffect(() => {
    if (emptiedPage) setView(newestFeedbackPage);
  }, [emptiedPage]);

  // A changed filter starts over: rows selected under another filter are out of sight and are not sent.
  function changeFilter(next: FeedbackFilter) {
    setFilter(next);
    setView(newestFeedbackPage);
    setSelected(new Set());
  }

  function move(to: FeedbackPageMove) {
    if (rows !== undefined && matching !== undefined) {
      setView(movedFeedbackPage(filter, view, rows, to, matching));
    }
  }

  function upload() {
    approveFeedback.mutate([...selected], {
      // The approved rows may have been on any page seen: the list starts over from the newest entries, so that
      // the positions shown count the queue as it is now.
      onSuccess: (output) => {
        setSelected(new Set());
        setView(newestFeedbackPage);
        setUploadSummary(approvalSummary(output));
      },
    });
  }

  function feedbackList() {
    if (error) return <Alert color="red">The feedback could not be read: {error.message}</Alert>;
    if (!loaded) return <TableSkeleton />;
    if (rows.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {waiting === 0
            ? 'No feedback is waiting for approval.'
            : 'No feedback waiting for approval matches these filters.'}
        </Text>
      );
    }
    return (
      <>
        <FeedbackTable
          entries={rows}
          selected={selected}
          onSelect={(userIds, checked) =>
            setSelected((current) => withRowsSelected(current, userIds, checked))
          }
        />
        <FeedbackPager
          summary={feedbackPageSummary(page, rows.length, matching)}
          view={view}
          total={matching}
          onMove={move}
        />
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Feedback</Title>
      <SchedulePanel />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <FeedbackFilters filter={filter} onChange={changeFilter} />
            <Group gap="sm" ml="auto">
              <Text size="sm" c="dimmed" aria-live="polite">
                {matching === undefined
                  ? ''
                  : `${selected.size} selected of ${matching} waiting for approval`}
              </Text>
              {selected.size > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              )}
              <Button onClick={upload} disabled={selected.size === 0} loading={approveFeedback.isPending}>
                Upload
              </Button>
            </Group>
          </Group>
          {feedbackList()}
        </Stack>
      </Paper>
      <UploadedModal summary={uploadSummary} onClose={() => setUploadSummary(undefined)} />
    </Stack>
  );
}
