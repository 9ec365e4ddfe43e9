import type { TeamMemberView } from '@management-center/contract';
import type { useInviteTeamMember } from '../api/team-mutations.ts';
import type { PendingChange } from '../pending-change.ts';

/** What a member shows in their row of the table, or on their card on a phone, is drawn from. */
export interface MemberRowProps {
  member: TeamMemberView;
  // The signed-in member's own row: their role and their access are not theirs to change.
  own: boolean;
  onChange: (change: PendingChange) => void;
}

// One invitation call for the list: its button shows which member it is inviting again.
export type ListInvitation = ReturnType<typeof useInviteTeamMember>;

/** What the list of members, as a table or as cards, is drawn from. */
export interface MemberListProps {
  members: TeamMemberView[];
  ownUid: string | undefined;
  invite: ListInvitation;
  onChange: (change: PendingChange) => void;
}
