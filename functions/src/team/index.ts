export { acceptTeamInvitation } from './accept-team-invitation.ts';
export { changeTeamRole } from './change-team-role.ts';
export { inviteTeamMember } from './invite-team-member.ts';
export { listTeam } from './list-team.ts';
export { removeTeamMember } from './remove-team-member.ts';
export { resetSecondFactor } from './reset-second-factor.ts';
export { signOutEverywhere } from './sign-out-everywhere.ts';
export { updateTeamSettings } from './update-team-settings.ts';
