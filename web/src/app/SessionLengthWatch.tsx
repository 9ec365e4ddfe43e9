import { accessMessages } from '@management-center/contract';
import { useEffect } from 'react';
import { endSession } from '../lib/session/session-end.ts';
import { useTeamSettings } from '../lib/session/team-settings.ts';

// The server refuses a session older than the team's "Sessions last at most" (every callable and read): the
// console signs out that moment and says why, rather than at its next refused read or call.
export function SessionLengthWatch({ signedInAt }: { signedInAt: number }) {
  const sessionHours = useTeamSettings()?.sessionHours;
  useEffect(() => {
    if (sessionHours === undefined) return;
    const endsInMs = (signedInAt + sessionHours * 3600) * 1000 - Date.now();
    const timer = setTimeout(
      () => void endSession(accessMessages.sessionTooOld(sessionHours)),
      Math.max(0, endsInMs),
    );
    return () => clearTimeout(timer);
  }, [sessionHours, signedInAt]);
  return null;
}
