import {
  type AuditEntry,
  type TimelineAction,
  usersOfAuditEntry,
  userTimelineOf,
} from '@management-center/contract';

// Deleting users forever takes their timelines with them: an entry for it would bring one back.
const actionsEndingTimelines: ReadonlySet<string> = new Set(['deleteUsersForever']);

/**
 * The timeline entries of one audit entry, by path, under the call's id: one per app user a change named. A call
 * that failed, changed nothing or was refused names no one. `at` is the database's clock placeholder.
 */
export function timelineEntriesOf(callId: string, entry: AuditEntry, at: object): Record<string, unknown> {
  if (entry.outcome !== 'succeeded' || entry.changedNothing || actionsEndingTimelines.has(entry.action))
    return {};
  const timelineEntry: Omit<TimelineAction, 'at'> & { at: object } = {
    type: 'action',
    at,
    action: entry.action,
    actor: entry.actorEmail ?? entry.actorUid,
    ...(entry.reason ? { reason: entry.reason } : {}),
  };
  return Object.fromEntries(
    usersOfAuditEntry(entry).map((userId) => [`${userTimelineOf(userId)}/${callId}`, timelineEntry]),
  );
}
