import type { Role } from '@management-center/contract';
import { Text } from '@mantine/core';
import { ConfirmActionModal } from '../../../components/ConfirmActionModal.tsx';
import { useInviteTeamMember } from '../api/team-mutations.ts';

/** An invitation the server refused as the address's account may be someone else's. */
export interface TakeOverOffer {
  email: string;
  role: Role;
  // Why the account may be someone else's, as the server said it.
  reason: string;
}

interface ConfirmTakeOverProps {
  offer: TakeOverOffer;
  onClose: (invited: boolean) => void;
}

// An address whose account someone else may hold (registered first in the app, entered another way): the owner
// invites it only by taking the account over, which the acceptance makes the invitee's alone.
export function ConfirmTakeOver({ offer, onClose }: ConfirmTakeOverProps) {
  const invite = useInviteTeamMember();
  return (
    <ConfirmActionModal
      title={`Take over the account of ${offer.email}?`}
      running={invite.isPending}
      destructive
      onCancel={() => onClose(false)}
      onConfirm={() =>
        invite.mutate(
          { email: offer.email, role: offer.role, takeOver: true },
          { onSuccess: () => onClose(true), onError: () => onClose(false) },
        )
      }
    >
      <Text size="sm">{offer.reason}</Text>
      <Text size="sm">
        Do this only if you know the person who reads this address: when they accept, every other way of
        signing in to the account (a phone, another provider, a second factor) is removed.
      </Text>
    </ConfirmActionModal>
  );
}
