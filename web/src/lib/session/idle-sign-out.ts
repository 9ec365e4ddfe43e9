import { accessMessages } from '@management-center/contract';
import { useEffect } from 'react';
import { endSession } from './session-end.ts';

// The last activity of any tab of the console in this browser: working in one tab keeps the others signed in.
const lastActivityKey = 'managementCenter.lastActivity';
const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
// Activity is written at most this often; the check runs this often too.
const recordEveryMs = 5_000;
const checkEveryMs = 15_000;

/** Whether a console last used at `lastActivityAt` has been idle for `timeoutMinutes` at `now`. */
export function idleTooLong(lastActivityAt: number, now: number, timeoutMinutes: number): boolean {
  return now - lastActivityAt >= timeoutMinutes * 60_000;
}

function sharedLastActivity(): number {
  return Number(localStorage.getItem(lastActivityKey)) || 0;
}

/** Signs the console out, saying why, once no tab of it has been used for `timeoutMinutes`. */
export function useIdleSignOut(timeoutMinutes: number | undefined): void {
  useEffect(() => {
    if (timeoutMinutes === undefined) return;
    let recordedAt = 0;
    function recordActivity() {
      const now = Date.now();
      if (now - recordedAt < recordEveryMs) return;
      recordedAt = now;
      localStorage.setItem(lastActivityKey, String(now));
    }
    recordActivity();
    for (const event of activityEvents) window.addEventListener(event, recordActivity, { passive: true });
    const check = window.setInterval(() => {
      if (idleTooLong(Math.max(recordedAt, sharedLastActivity()), Date.now(), timeoutMinutes)) {
        void endSession(accessMessages.idleSignedOut(timeoutMinutes));
      }
    }, checkEveryMs);
    return () => {
      window.clearInterval(check);
      for (const event of activityEvents) window.removeEventListener(event, recordActivity);
    };
  }, [timeoutMinutes]);
}
