import type { TeamMemberView } from '@management-center/contract';
import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useResetSecondFactor } from '../api/team-mutations.ts';

interface ConfirmSecondFactorResetProps {
  member: TeamMemberView;
  onClose: () => void;
}

// For a member who lost their phone.
export function ConfirmSecondFactorReset({ member, onClose }: ConfirmSecondFactorResetProps) {
  const reset = useResetSecondFactor();
  return (
    <ConfirmActionModal
      title={`Reset the second factor of ${member.email}?`}
      running={reset.isPending}
      destructive
      onCancel={onClose}
      onConfirm={() => reset.mutate({ uid: member.uid, email: member.email }, { onSettled: onClose })}
    >
      <Text size="sm">
        Every phone of theirs stops being a second factor, and their sessions end at once. They sign in with
        their password and set up a new phone (at once, where the team requires one). Do this only once you
        are sure it is them asking, for example by calling them.
      </Text>
    </ConfirmActionModal>
  );
}
