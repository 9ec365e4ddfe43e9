import { roleLabels, type TeamMemberView } from '@management-center/contract';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When the member last signed in, as the team screen says it. */
export function lastSignInText(member: TeamMemberView): string {
  return member.lastSignInAt === null ? 'Never' : dateTime.format(member.lastSignInAt);
}

export function secondFactorText(member: TeamMemberView): string {
  if (member.secondFactors === 0) return 'None';
  return member.secondFactors === 1 ? '1 factor' : `${member.secondFactors} factors`;
}

const emailStates = {
  pending: 'e-mail waiting to be sent',
  sending: 'e-mail being sent',
  sent: 'e-mail sent',
  failed: 'e-mail failed',
} as const;

/** Whether the member can use the console, or where their invitation stands. */
export function accessText(member: TeamMemberView): string {
  const { invitation } = member;
  if (invitation === null) return 'Active';
  const emailState = invitation.emailState === null ? '' : `, ${emailStates[invitation.emailState]}`;
  if (invitation.state === 'expired') return `Invitation expired on ${dateTime.format(invitation.expiresAt)}`;
  return `Invited until ${dateTime.format(invitation.expiresAt)}${emailState}`;
}

export function roleChangeText(member: TeamMemberView, role: TeamMemberView['role']): string {
  return member.invitation === null
    ? `${member.email} becomes ${roleLabels[role]} at once: their open sessions end, and they sign in again with the new role.`
    : `${member.email} will be ${roleLabels[role]} once they accept the invitation.`;
}

/** Who added the member, and whether the row is the signed-in member's own (`own`). */
export function addedByText(member: TeamMemberView, own: boolean): string {
  return `${member.addedBy}${own ? ' · you' : ''}`;
}
