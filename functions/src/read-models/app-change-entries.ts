import { appChangeKeyPrefix, dayMs, maxAppChangesPerUser, userTimelineOf } from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { z } from 'zod';

const changeTimeSchema = z.object({ at: z.number() });

/**
 * Keeps a user's timeline of the app's changes bounded, whatever the app writes: the newest `maxAppChangesPerUser`
 * entries within the audit's retention stay, older ones go. An app user rewriting their own record in a loop then
 * costs the console a fixed amount, as the audit log's retention does for the team's actions. Reads the user's
 * change entries only (their keys share a prefix), at most the cap and the one just written.
 */
export async function pruneAppChanges(
  realtimeDatabase: Database,
  userId: string,
  retentionDays: number,
  nowMs: number,
): Promise<void> {
  const timeline = realtimeDatabase.ref(userTimelineOf(userId));
  const stored = await timeline
    .orderByKey()
    .startAt(appChangeKeyPrefix)
    .endAt(`${appChangeKeyPrefix}\uf8ff`)
    .get();
  const entries: { key: string; at: number }[] = [];
  stored.forEach((entry) => {
    const at = changeTimeSchema.safeParse(entry.val()).data?.at ?? 0;
    if (entry.key !== null) entries.push({ key: entry.key, at });
  });
  const oldestKept = nowMs - retentionDays * dayMs;
  const newestFirst = entries.sort((first, second) => second.at - first.at);
  const removed = newestFirst.filter(
    (entry, index) => index >= maxAppChangesPerUser || entry.at < oldestKept,
  );
  if (removed.length === 0) return;
  await timeline.update(Object.fromEntries(removed.map(({ key }) => [key, null])));
}
