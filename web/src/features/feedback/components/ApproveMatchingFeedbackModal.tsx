import type { BulkProgress, FeedbackFilter } from '@management-center/contract';
import { Text } from '@mantine/core';
import { BatchProgressBar } from '../../../components/BatchProgressBar.tsx';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { countFeedbackEntries } from '../../../lib/wording/feedback-entries.ts';
import { matchingApprovalText } from '../feedback-approval.ts';

interface ApproveMatchingFeedbackModalProps {
  filter: FeedbackFilter;
  // The screen's exact total for the filter (from the counted figures) when Upload was pressed.
  count: number;
  approving: boolean;
  progress: BulkProgress | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

// Upload of rows picked on screen needs no question; of every match, mostly unseen, it says how many first.
export function ApproveMatchingFeedbackModal({
  filter,
  count,
  approving,
  progress,
  onCancel,
  onConfirm,
}: ApproveMatchingFeedbackModalProps) {
  return (
    <ConfirmActionModal
      title="Approve all feedback that matches?"
      running={approving}
      confirmDisabled={count === 0}
      destructive={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text size="sm">
        {count === 0
          ? 'No feedback waiting for approval matches these filters any more.'
          : matchingApprovalText(count, filter)}
      </Text>
      <BatchProgressBar progress={progress} action="Approved" countText={countFeedbackEntries} />
    </ConfirmActionModal>
  );
}
