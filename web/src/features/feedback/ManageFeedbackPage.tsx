import { type FeedbackFilter, matchesFeedbackFilter, unfilteredFeedback } from '@management-center/contract';
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useApproveFeedback } from './api/use-approve-feedback.ts';
import { useFeedbackAwaitingApproval } from './api/use-feedback-awaiting-approval.ts';
import { FeedbackFilters } from './components/FeedbackFilters.tsx';
import { FeedbackTable } from './components/FeedbackTable.tsx';
import { SchedulePanel } from './components/SchedulePanel.tsx';
import { UploadedModal } from './components/UploadedModal.tsx';
import { approvalSummary } from './feedback-approval.ts';
import { pageCount, pageOf, selectedAmong, withRowsSelected } from './row-selection.ts';

const rowsPerPage = 50;

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
  const { entries, error } = useFeedbackAwaitingApproval();
  const [filter, setFilter] = useState<FeedbackFilter>(unfilteredFeedback);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploadSummary, setUploadSummary] = useState<string[]>();
  const approveFeedback = useApproveFeedback();

  const listed = useMemo(
    () => entries?.filter((entry) => matchesFeedbackFilter(entry, filter)) ?? [],
    [entries, filter],
  );
  const listedIds = useMemo(() => listed.map((entry) => entry.userId), [listed]);
  const selectedIds = selectedAmong(selected, listedIds);
  const pages = pageCount(listed.length, rowsPerPage);
  const shownPage = Math.min(page, pages);

  // A changed filter starts over: rows selected under another filter are out of sight and are not sent.
  function changeFilter(next: FeedbackFilter) {
    setFilter(next);
    setPage(1);
    setSelected(new Set());
  }

  function upload() {
    approveFeedback.mutate(selectedIds, {
      onSuccess: (output) => {
        setSelected(new Set());
        setUploadSummary(approvalSummary(output));
      },
    });
  }

  function feedbackList() {
    if (error) return <Alert color="red">The feedback could not be read: {error.message}</Alert>;
    if (entries === undefined) return <TableSkeleton />;
    if (listed.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {entries.length === 0
            ? 'No feedback is waiting for approval.'
            : 'No feedback waiting for approval matches these filters.'}
        </Text>
      );
    }
    return (
      <>
        <FeedbackTable
          entries={pageOf(listed, shownPage, rowsPerPage)}
          selected={selected}
          onSelect={(userIds, checked) =>
            setSelected((current) => withRowsSelected(current, userIds, checked))
          }
        />
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={shownPage} onChange={setPage} aria-label="Feedback pages" />
          </Group>
        )}
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
            <Group gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {entries === undefined
                  ? ''
                  : `${selectedIds.length} selected of ${listed.length} waiting for approval`}
              </Text>
              <Button
                onClick={upload}
                disabled={selectedIds.length === 0}
                loading={approveFeedback.isPending}
              >
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
