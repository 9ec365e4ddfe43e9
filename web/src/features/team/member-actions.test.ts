import type { TeamMemberView } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { memberActionsShown } from './member-actions.ts';

const active: TeamMemberView = {
  uid: 'uid-bea',
  email: 'bea@example.com',
  role: 'support',
  addedAt: 0,
  addedBy: 'owner@example.com',
  lastSignInAt: null,
  secondFactors: 0,
  invitation: null,
};
const withPhone = { ...active, secondFactors: 1 };
const invited: TeamMemberView = {
  ...active,
  invitation: { state: 'expired', expiresAt: 0, emailState: 'sent', emailError: null },
};

describe('memberActionsShown', () => {
  it('offers to remove another member, and to reset a second factor only where there is one', () => {
    expect(memberActionsShown(active, false)).toEqual({
      inviteAgain: false,
      resetSecondFactor: false,
      remove: true,
    });
    expect(memberActionsShown(withPhone, false)).toEqual({
      inviteAgain: false,
      resetSecondFactor: true,
      remove: true,
    });
  });

  it("offers nothing on the signed-in member's own row", () => {
    expect(memberActionsShown(withPhone, true)).toEqual({
      inviteAgain: false,
      resetSecondFactor: false,
      remove: false,
    });
  });

  it('offers to invite again while the invitation is not accepted, expired or not', () => {
    expect(memberActionsShown(invited, false).inviteAgain).toBe(true);
    expect(memberActionsShown(invited, true).inviteAgain).toBe(true);
  });
});
