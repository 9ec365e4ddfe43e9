import { type Role, roleLabels, type TeamMemberView } from '@management-center/contract';
import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useChangeTeamRole } from '../api/team-mutations.ts';
import { roleChangeText } from '../team-rows.ts';

interface ConfirmRoleChangeProps {
  member: TeamMemberView;
  role: Role;
  onClose: () => void;
}

/** Asks before giving a member another role, saying when it takes effect. */
export function ConfirmRoleChange({ member, role, onClose }: ConfirmRoleChangeProps) {
  const changeRole = useChangeTeamRole();
  return (
    <ConfirmActionModal
      title={`Make ${member.email} ${roleLabels[role]}?`}
      running={changeRole.isPending}
      destructive={false}
      onCancel={onClose}
      onConfirm={() =>
        changeRole.mutate({ uid: member.uid, role, email: member.email }, { onSettled: onClose })
      }
    >
      <Text size="sm">{roleChangeText(member, role)}</Text>
    </ConfirmActionModal>
  );
}
