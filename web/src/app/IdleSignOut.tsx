import { useIdleSignOut } from '../lib/session/idle-sign-out.ts';
import { useTeamSettings } from '../lib/session/team-settings.ts';

// The sign-out after inactivity, as long as the owners set it for the team.
export function IdleSignOut() {
  useIdleSignOut(useTeamSettings()?.idleTimeoutMinutes);
  return null;
}
