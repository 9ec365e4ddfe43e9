import { useEffect, useRef } from 'react';
import { auth } from '../lib/firebase/firebase.ts';
import { useTeamSettings } from '../lib/session/team-settings.ts';

// The requirement of a second factor travels in the token's claims: when the owners lift it, a fresh token opens
// the console to a member who was being asked to set one up. (Requiring it ends the other sessions anyway.)
export function SecondFactorRequirementWatch() {
  const required = useTeamSettings()?.requireSecondFactor;
  const seen = useRef<boolean>(undefined);
  useEffect(() => {
    if (required === undefined) return;
    if (seen.current !== undefined && seen.current !== required) void auth.currentUser?.getIdToken(true);
    seen.current = required;
  }, [required]);
  return null;
}
