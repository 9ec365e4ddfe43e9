import type { TeamMemberView } from '@management-center/contract';

/** Which actions a member's row offers. */
export interface MemberActionsShown {
  inviteAgain: boolean;
  resetSecondFactor: boolean;
  remove: boolean;
}

// An invitation not accepted yet can be sent again; a second factor can be reset only where there is one. Nobody
// resets or removes themselves (`own`: the signed-in member's row), and the server refuses it all the same.
export function memberActionsShown(member: TeamMemberView, own: boolean): MemberActionsShown {
  return {
    inviteAgain: member.invitation !== null,
    resetSecondFactor: !own && member.secondFactors > 0,
    remove: !own,
  };
}
