import type { TeamMemberView } from '@management-center/contract';
import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useRemoveTeamMember } from '../api/team-mutations.ts';

interface ConfirmRemovalProps {
  member: TeamMemberView;
  onClose: () => void;
}

/** Asks before removing a member from the team, saying what ends and what stays. */
export function ConfirmRemoval({ member, onClose }: ConfirmRemovalProps) {
  const remove = useRemoveTeamMember();
  return (
    <ConfirmActionModal
      title={`Remove ${member.email} from the team?`}
      running={remove.isPending}
      destructive
      onCancel={onClose}
      onConfirm={() => remove.mutate({ uid: member.uid, email: member.email }, { onSettled: onClose })}
    >
      <Text size="sm">
        Their access ends at once: an open console of theirs signs out, and every call or read they try is
        refused. Their sign-in account stays; invite them again to give access back.
      </Text>
    </ConfirmActionModal>
  );
}
