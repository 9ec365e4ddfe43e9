import type { FeedbackEntry, FeedbackFilter } from '@management-center/contract';
import { useCallback, useEffect, useState } from 'react';
import { allMatchingBanner } from '../../lib/list-screen/all-matching.ts';
import { useListAddress } from '../../lib/list-screen/use-list-address.ts';
import { useListSelection } from '../../lib/list-screen/use-list-selection.ts';
import { usePaletteActions } from '../../lib/navigation/palette-actions.ts';
import { feedbackEntries } from '../../lib/wording/feedback-entries.ts';
import { type FeedbackTargets, useApproveFeedback } from './api/use-approve-feedback.ts';
import { useFeedbackPage } from './api/use-feedback-page.ts';
import { useWithdrawFeedbackApproval } from './api/use-withdraw-feedback-approval.ts';
import {
  approvalSummary,
  type FeedbackApprovalRun,
  type SeenFeedbackRows,
  seenFeedbackOf,
  seenVersionsOf,
} from './feedback-approval.ts';
import {
  type FeedbackPageMove,
  feedbackListAddress,
  feedbackPageSummary,
  movedFeedbackPage,
  newestFeedbackPage,
  shownPageNumber,
} from './feedback-pages.ts';

const feedbackEntryKey = (entry: FeedbackEntry) => entry.userId;

/**
 * The feedback screen: the filters and page kept in the address, the page of the queue they show, the selection,
 * and what Upload does. The page component lays it out.
 */
export function useFeedbackScreen() {
  // A filter chosen and a page moved to are entries of the history, shown at once: a choice made just after
  // another builds on it.
  const { view, show, update } = useListAddress(feedbackListAddress, { history: 'push', flushSync: true });
  const { filter } = view;
  const { rows, matching, waiting, error } = useFeedbackPage(filter, view.page);
  // Ids of rows selected on the pages seen under this filter, as they were shown (an approval approves those
  // versions only); Upload sends them all, and the backend says which were approved meanwhile. A changed filter
  // starts over: rows selected under another are out of sight and are not sent.
  const selection = useListSelection<FeedbackEntry, FeedbackFilter>({
    shown: filter,
    pageRows: rows,
    keyOf: feedbackEntryKey,
    onNewFilter: 'clear',
  });
  // Upload of all that match asks first, with the count as it was when asked: the live total drops as it runs.
  const [allMatchingToConfirm, setAllMatchingToConfirm] = useState<number>();
  // The Upload the popup reports, with what undoes it.
  const [uploaded, setUploaded] = useState<{ summary: string[]; run: FeedbackApprovalRun }>();
  const { mutation: approveFeedback, progress } = useApproveFeedback();
  const withdrawApproval = useWithdrawFeedbackApproval();
  const { allMatching } = selection;

  // The newest page of the filters shown by then, in place of the page in the history: an Upload that ends after
  // another filter was chosen keeps it. Not synchronous, as an effect asks for it too.
  const showNewestPage = useCallback(
    () =>
      update((current) => ({ ...current, page: newestFeedbackPage }), {
        history: 'replace',
        flushSync: false,
      }),
    [update],
  );

  // A page emptied meanwhile (its feedback approved elsewhere) leaves nothing to page on from: start over.
  const emptiedPage = rows !== undefined && rows.length === 0 && view.page !== newestFeedbackPage;
  useEffect(() => {
    if (emptiedPage) showNewestPage();
  }, [emptiedPage, showNewestPage]);

  // `seen` names the rows the popup reports as changed since they were seen.
  function approve(targets: FeedbackTargets, seen: SeenFeedbackRows) {
    approveFeedback.mutate(targets, {
      // The approved rows may have been on any page seen: the list starts over from the newest entries, so that
      // the positions shown count the queue as it is now.
      onSuccess: (run) => {
        selection.clear();
        showNewestPage();
        setUploaded({ summary: approvalSummary(run, seen), run });
      },
      onSettled: () => setAllMatchingToConfirm(undefined),
    });
  }

  function upload() {
    if (allMatching) {
      setAllMatchingToConfirm(matching ?? 0);
      return;
    }
    const userIds = [...selection.keys];
    const seen = seenFeedbackOf(selection.selectedRows);
    approve({ userIds, seen: seenVersionsOf(userIds, seen) }, seen);
  }

  const canUpload = allMatching !== undefined || selection.keys.size > 0;
  usePaletteActions(
    canUpload && !approveFeedback.isPending
      ? [{ id: 'upload-feedback', label: 'Upload the selected feedback', run: upload }]
      : [],
  );

  const page = shownPageNumber(view.page, matching ?? 0);
  const list =
    rows !== undefined && matching !== undefined && waiting !== undefined
      ? {
          rows,
          waiting,
          matching,
          pageView: view.page,
          summary: feedbackPageSummary(page, rows.length, matching),
        }
      : undefined;

  return {
    filter,
    list,
    error,
    showFilter: (next: FeedbackFilter) => show({ filter: next, page: newestFeedbackPage }),
    showPage: (move: FeedbackPageMove) => {
      if (list) show({ filter, page: movedFeedbackPage(filter, view.page, list.rows, move, list.matching) });
    },
    selection: {
      ...selection,
      text:
        matching === undefined
          ? ''
          : `${allMatching ? matching : selection.keys.size} selected of ${matching} waiting for approval`,
      clearable: !allMatching && selection.keys.size > 0,
      banner: allMatchingBanner({
        allMatching: allMatching !== undefined,
        pageRows: rows?.length ?? 0,
        selectedOnPage: selection.selectedOnPage,
        moreMatchThanShown: matching !== undefined && matching > (rows?.length ?? 0),
        matchingCount: matching,
        noun: feedbackEntries,
      }),
    },
    upload: {
      possible: canUpload,
      running: approveFeedback.isPending,
      progress,
      start: upload,
      // Upload of all that match, asked about with the count it had then.
      confirming:
        allMatching && allMatchingToConfirm !== undefined
          ? { filter: allMatching, count: allMatchingToConfirm }
          : undefined,
      confirm: () => {
        if (allMatching && allMatchingToConfirm !== undefined) {
          approve({ matching: allMatching, count: allMatchingToConfirm }, new Map());
        }
      },
      cancel: () => setAllMatchingToConfirm(undefined),
    },
    uploaded: {
      summary: uploaded?.summary,
      undo:
        uploaded && uploaded.run.withdrawals.length > 0
          ? () => withdrawApproval.mutate(uploaded.run.withdrawals)
          : undefined,
      close: () => setUploaded(undefined),
    },
  };
}

export type FeedbackScreen = ReturnType<typeof useFeedbackScreen>;
