import {
  type AuditEntry,
  accountTarget,
  signInBlockPath,
  signInBlocksPath,
} from '@management-center/contract';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { appendAudit, newCallId } from '../platform/callable-steps.ts';
import { authentication, database } from '../platform/firebase.ts';
import { liftSignInBlock } from './enable-sign-in.ts';
import { isInTrash } from './sign-in-block-store.ts';

// Who the Activity page names for what the schedule did.
export const scheduleActor = 'schedule';

/**
 * Enables the sign-in of every user whose disable for a time has run out, each audited as an enableSignIn by the
 * schedule. A user in the trash loses the block but stays disabled: restoring them enables their sign-in.
 */
export async function enableExpiredSignIns(now: number): Promise<string[]> {
  const realtimeDatabase = await database();
  const auth = await authentication();
  // Blocks until enabled have no `until`, and sort before every number.
  const expired = await realtimeDatabase
    .ref(signInBlocksPath)
    .orderByChild('until')
    .startAt(0)
    .endAt(now)
    .get();
  const userIds: string[] = [];
  expired.forEach((child) => {
    if (child.key !== null) userIds.push(child.key);
  });
  for (const userId of userIds) {
    const callId = await newCallId();
    if (await isInTrash(realtimeDatabase, userId)) {
      await realtimeDatabase.ref(signInBlockPath(userId)).remove();
    } else {
      await liftSignInBlock(auth, realtimeDatabase, userId, callId);
    }
    const entry: AuditEntry = {
      action: 'enableSignIn',
      actorUid: scheduleActor,
      actorEmail: null,
      targets: [accountTarget(userId)],
      at: now,
      outcome: 'succeeded',
      reason: 'The time the sign-in was disabled for ran out.',
    };
    await appendAudit(callId, entry);
  }
  return userIds;
}

// Hourly, so a disable for a day ends within the hour after its time.
export const enableExpiredSignInsSchedule = onSchedule({ schedule: 'every 1 hours' }, async () => {
  const enabled = await enableExpiredSignIns(Date.now());
  if (enabled.length > 0)
    logger.info('Sign-in enabled again after a disable for a time', { userIds: enabled });
});
