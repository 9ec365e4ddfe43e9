import type { TeamMemberView } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { accessText, addedByText, lastSignInText, roleChangeText, secondFactorText } from './team-rows.ts';

const member: TeamMemberView = {
  uid: 'uid-bea',
  email: 'bea@example.com',
  role: 'support',
  addedAt: Date.UTC(2026, 0, 5),
  addedBy: 'owner@example.com',
  lastSignInAt: null,
  secondFactors: 0,
  invitation: null,
};

const expiresAt = Date.UTC(2026, 0, 12, 9, 30);
// As the screen writes a time, in the time zone the test runs in.
const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
  expiresAt,
);

function invited(
  state: 'pending' | 'expired',
  emailState: NonNullable<TeamMemberView['invitation']>['emailState'],
): TeamMemberView {
  return { ...member, invitation: { state, expiresAt, emailState, emailError: null } };
}

describe('lastSignInText', () => {
  it('says Never for an account that never signed in, else when', () => {
    expect(lastSignInText(member)).toBe('Never');
    expect(lastSignInText({ ...member, lastSignInAt: expiresAt })).toBe(expiry);
  });
});

describe('secondFactorText', () => {
  it.each([
    [0, 'None'],
    [1, '1 factor'],
    [3, '3 factors'],
  ])('counts %i second factors as "%s"', (secondFactors, text) => {
    expect(secondFactorText({ ...member, secondFactors })).toBe(text);
  });
});

describe('accessText', () => {
  it('says Active for a member who accepted', () => {
    expect(accessText(member)).toBe('Active');
  });

  it.each([
    [null, `Invited until ${expiry}`],
    ['pending', `Invited until ${expiry}, e-mail waiting to be sent`],
    ['sending', `Invited until ${expiry}, e-mail being sent`],
    ['sent', `Invited until ${expiry}, e-mail sent`],
    ['failed', `Invited until ${expiry}, e-mail failed`],
  ] as const)('follows a pending invitation whose e-mail is %s', (emailState, text) => {
    expect(accessText(invited('pending', emailState))).toBe(text);
  });

  it('says when an expired invitation expired, whatever became of its e-mail', () => {
    expect(accessText(invited('expired', 'sent'))).toBe(`Invitation expired on ${expiry}`);
  });
});

describe('roleChangeText', () => {
  it('ends the sessions of a member who accepted at once', () => {
    expect(roleChangeText(member, 'administrator')).toBe(
      'bea@example.com becomes Administrator at once: their open sessions end, and they sign in again with the new role.',
    );
  });

  it('gives an invited member the role once they accept', () => {
    expect(roleChangeText(invited('pending', 'sent'), 'editor')).toBe(
      'bea@example.com will be Editor once they accept the invitation.',
    );
  });
});

describe('addedByText', () => {
  it("names who added the member, and marks the signed-in member's own row", () => {
    expect(addedByText(member, false)).toBe('owner@example.com');
    expect(addedByText(member, true)).toBe('owner@example.com · you');
  });
});
