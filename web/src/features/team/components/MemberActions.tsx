import { Button, Group } from '@mantine/core';
import { memberActionsShown } from '../member-actions.ts';
import type { ListInvitation, MemberRowProps } from './member-row-props.ts';

/** A member's actions: invite again at once; reset their second factor or remove them once confirmed. */
export function MemberActions({
  member,
  own,
  onChange,
  invite,
}: MemberRowProps & { invite: ListInvitation }) {
  const shown = memberActionsShown(member, own);
  return (
    <Group gap="xs" wrap="nowrap">
      {shown.inviteAgain && (
        <Button
          size="compact-sm"
          variant="light"
          loading={invite.isPending && invite.variables?.email === member.email}
          onClick={() => invite.mutate({ email: member.email, role: member.role })}
        >
          Invite again
        </Button>
      )}
      {shown.resetSecondFactor && (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Reset the second factor of ${member.email}`}
          onClick={() => onChange({ kind: 'reset-second-factor', member })}
        >
          Reset second factor
        </Button>
      )}
      {shown.remove && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          aria-label={`Remove ${member.email}`}
          onClick={() => onChange({ kind: 'remove', member })}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}
