import { type FeedbackFilter, feedbackFilterKey } from '@management-center/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AllMatchingBannerBar } from '../../components/AllMatchingBannerBar.tsx';
import { usePhoneLayout } from '../../components/phone-layout.ts';
import { allMatchingBanner } from '../../lib/all-matching.ts';
import { feedbackEntries } from '../../lib/feedback-entries.ts';
import { usePaletteActions } from '../../lib/palette-actions.ts';
import { leavingAllMatching, type RowSelection, withRowsSelected } from '../../lib/row-selection.ts';
import { useAllMatching } from '../../lib/use-all-matching.ts';
import { type FeedbackTargets, useApproveFeedback } from './api/use-approve-feedback.ts';
import { useFeedbackPage } from './api/use-feedback-page.ts';
import { useWithdrawFeedbackApproval } from './api/use-withdraw-feedback-approval.ts';
import { ApproveMatchingFeedbackModal } from './components/ApproveMatchingFeedbackModal.tsx';
import { FeedbackApprovedModal } from './components/FeedbackApprovedModal.tsx';
import { FeedbackCards } from './components/FeedbackCards.tsx';
import { FeedbackFilters } from './components/FeedbackFilters.tsx';
import { FeedbackPager } from './components/FeedbackPager.tsx';
import { FeedbackTable } from './components/FeedbackTable.tsx';
import { SchedulePanel } from './components/SchedulePanel.tsx';
import {
  approvalSummary,
  type FeedbackApprovalRun,
  type SeenFeedbackRows,
  seenVersionsOf,
  withRowsSeen,
} from './feedback-approval.ts';
import {
  type FeedbackPageMove,
  type FeedbackPageView,
  feedbackPageParams,
  feedbackPageSummary,
  movedFeedbackPage,
  newestFeedbackPage,
  readFeedbackPageView,
  shownPageNumber,
  withoutFeedbackPage,
} from './feedback-pages.ts';
import { feedbackFilterParams, readFeedbackFilter } from './filter-options.ts';

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
  // The filters live in the address too: a view can be bookmarked, survives a reload, and Back returns to the last
  // one. The screen's own state leads, as the address follows a choice a moment later: choices made in quick
  // succession each build on the one before.
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilter = useMemo(() => readFeedbackFilter(searchParams), [searchParams]);
  const [filter, setFilter] = useState(addressFilter);
  const addressKey = feedbackFilterKey(addressFilter);
  const [followedAddressKey, setFollowedAddressKey] = useState(addressKey);
  if (followedAddressKey !== addressKey) {
    setFollowedAddressKey(addressKey);
    setFilter(addressFilter);
  }
  // The page is in the address as well, under the filter shown: a moved page is an entry of the history. Until
  // the address has followed a new filter, its page is another filter's: the new filter starts at its newest.
  const addressShowsFilter = addressKey === feedbackFilterKey(filter);
  const view = useMemo(
    () => (addressShowsFilter ? readFeedbackPageView(searchParams, filter) : newestFeedbackPage),
    [addressShowsFilter, searchParams, filter],
  );
  function showPage(next: FeedbackPageView) {
    setSearchParams({ ...Object.fromEntries(feedbackFilterParams(filter)), ...feedbackPageParams(next) });
  }
  // The address as it is then, the page left out: an Upload that ends after a new filter was chosen keeps it.
  const showNewestPage = useCallback(
    () => setSearchParams((current) => withoutFeedbackPage(current), { replace: true }),
    [setSearchParams],
  );
  // Ids of rows selected on the pages seen under this filter; Upload sends them all (the backend says which were
  // approved meanwhile).
  const [selected, setSelected] = useState<RowSelection>(new Set());
  // The selected rows as they were shown when selected: an approval approves those versions only.
  const [seen, setSeen] = useState<SeenFeedbackRows>(new Map());
  const { allMatching, selectAllMatching, leaveAllMatching } = useAllMatching(filter);
  // Upload of all that match asks first, with the count as it was when asked: the live total drops as it runs.
  const [allMatchingToConfirm, setAllMatchingToConfirm] = useState<number>();
  // The Upload the popup reports, with what undoes it.
  const [uploaded, setUploaded] = useState<{ summary: string[]; run: FeedbackApprovalRun }>();
  const { rows, matching, waiting, error } = useFeedbackPage(filter, view);
  const { mutation: approveFeedback, progress } = useApproveFeedback();
  const withdrawApproval = useWithdrawFeedbackApproval();
  const FeedbackRows = usePhoneLayout() ? FeedbackCards : FeedbackTable;
  const loaded = rows !== undefined && matching !== undefined && waiting !== undefined;
  const page = shownPageNumber(view, matching ?? 0);

  // A page emptied meanwhile (its feedback approved elsewhere) leaves nothing to page on from: start over.
  const emptiedPage = rows !== undefined && rows.length === 0 && view !== newestFeedbackPage;
  useEffect(() => {
    if (emptiedPage) showNewestPage();
  }, [emptiedPage, showNewestPage]);

  const pageIds = rows?.map((row) => row.userId) ?? [];
  const banner = allMatchingBanner({
    allMatching: allMatching !== undefined,
    pageRows: pageIds.length,
    selectedOnPage: pageIds.filter((userId) => selected.has(userId)).length,
    moreMatchThanShown: matching !== undefined && matching > pageIds.length,
    matchingCount: matching,
    noun: feedbackEntries,
  });

  function clearSelection() {
    leaveAllMatching();
    setSelected(new Set());
    setSeen(new Map());
  }

  // A changed filter (chosen, or come back to with Back) starts over: rows selected under another filter are out
  // of sight and are not sent. Reset while rendering (React's documented pattern), so no render shows stale rows.
  const filterKey = feedbackFilterKey(filter);
  const [shownFilterKey, setShownFilterKey] = useState(filterKey);
  if (shownFilterKey !== filterKey) {
    setShownFilterKey(filterKey);
    setSelected(new Set());
    setSeen(new Map());
  }

  function changeFilter(next: FeedbackFilter) {
    setFilter(next);
    setSearchParams(feedbackFilterParams(next));
  }

  function chooseAllMatching() {
    setSelected(new Set());
    selectAllMatching(filter);
  }

  function select(userIds: readonly string[], checked: boolean) {
    setSeen((current) => withRowsSeen(current, rows ?? [], allMatching ? pageIds : userIds));
    if (allMatching) {
      leaveAllMatching();
      setSelected(leavingAllMatching(pageIds, userIds, checked));
    } else {
      setSelected((current) => withRowsSelected(current, userIds, checked));
    }
  }

  function move(to: FeedbackPageMove) {
    if (rows !== undefined && matching !== undefined) {
      showPage(movedFeedbackPage(filter, view, rows, to, matching));
    }
  }

  function approve(targets: FeedbackTargets) {
    approveFeedback.mutate(targets, {
      // The approved rows may have been on any page seen: the list starts over from the newest entries, so that
      // the positions shown count the queue as it is now.
      onSuccess: (run) => {
        clearSelection();
        showNewestPage();
        setUploaded({ summary: approvalSummary(run, seen), run });
      },
      onSettled: () => setAllMatchingToConfirm(undefined),
    });
  }

  function upload() {
    if (allMatching) setAllMatchingToConfirm(matching ?? 0);
    else approve({ userIds: [...selected], seen: seenVersionsOf([...selected], seen) });
  }

  usePaletteActions(
    (allMatching || selected.size > 0) && !approveFeedback.isPending
      ? [{ id: 'upload-feedback', label: 'Upload the selected feedback', run: upload }]
      : [],
  );

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
        {banner && (
          <AllMatchingBannerBar
            banner={banner}
            onSelectAllMatching={chooseAllMatching}
            onClear={clearSelection}
          />
        )}
        <FeedbackRows
          entries={rows}
          selected={selected}
          allMatching={allMatching !== undefined}
          onSelect={select}
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
                  : `${allMatching ? matching : selected.size} selected of ${matching} waiting for approval`}
              </Text>
              {!allMatching && selected.size > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={clearSelection}>
                  Clear selection
                </Button>
              )}
              <Button
                onClick={upload}
                disabled={!allMatching && selected.size === 0}
                loading={approveFeedback.isPending}
              >
                Upload
              </Button>
            </Group>
          </Group>
          {feedbackList()}
        </Stack>
      </Paper>
      {allMatchingToConfirm !== undefined && allMatching && (
        <ApproveMatchingFeedbackModal
          filter={allMatching}
          count={allMatchingToConfirm}
          approving={approveFeedback.isPending}
          progress={progress}
          onCancel={() => setAllMatchingToConfirm(undefined)}
          onConfirm={() => approve({ matching: allMatching, count: allMatchingToConfirm })}
        />
      )}
      <FeedbackApprovedModal
        summary={uploaded?.summary}
        onUndo={
          uploaded && uploaded.run.withdrawals.length > 0
            ? () => withdrawApproval.mutate(uploaded.run.withdrawals)
            : undefined
        }
        onClose={() => setUploaded(undefined)}
      />
    </Stack>
  );
}
