import type { BulkProgress, UserMatching } from '@management-center/contract';
import { BatchProgressBar } from '../../../components/BatchProgressBar.tsx';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { approvesAsFoundNote } from '../../../lib/list-screen/matching-approval.ts';
import { countUsers } from '../../../lib/users/user-names.ts';
import { useMatchingUsersCount } from '../api/use-matching-users-count.ts';
import { matchingUsersText } from '../selection-summary.ts';
import { MatchingUsersCountText } from './MatchingUsersCountText.tsx';

interface ApproveMatchingUsersModalProps {
  matching: UserMatching;
  approving: boolean;
  progress: BulkProgress | undefined;
  onCancel: () => void;
  // With how many users the dialog said it approves.
  onConfirm: (count: number) => void;
}

// Approving one user per row selected needs no question; approving every match, unseen, says how many first.
export function ApproveMatchingUsersModal({
  matching,
  approving,
  progress,
  onCancel,
  onConfirm,
}: ApproveMatchingUsersModalProps) {
  const { count, error } = useMatchingUsersCount(matching, { fresh: true });
  return (
    <ConfirmActionModal
      title="Approve all business users that match?"
      running={approving}
      confirmDisabled={count === undefined || count === 0}
      destructive={false}
      onCancel={onCancel}
      onConfirm={() => count !== undefined && onConfirm(count)}
    >
      <MatchingUsersCountText
        count={count}
        error={error}
        describe={(counted) =>
          `This approves ${matchingUsersText(counted, matching)} and e-mails each one not approved before. ${approvesAsFoundNote}`
        }
      />
      <BatchProgressBar progress={progress} action="Approved" countText={countUsers} />
    </ConfirmActionModal>
  );
}
