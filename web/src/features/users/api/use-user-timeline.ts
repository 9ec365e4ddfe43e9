import { timelineEntrySchema, userTimelineOf } from '@management-center/contract';
import { z } from 'zod';
import { useLiveDatabaseRange } from '../../../lib/database/live-database.ts';
import { newestFirst, type TimelineRow } from '../timeline.ts';

// An entry the console cannot read is left out rather than hiding the whole timeline.
const windowSchema = z.array(
  z.object({ key: z.string(), value: timelineEntrySchema.nullable().catch(null) }),
);

/**
 * The newest `limit` entries of the user's timeline, newest first, live: only that window travels. `complete`
 * once the window holds fewer than asked, so nothing older is left.
 */
export function useUserTimeline(userId: string, limit: number) {
  const window = useLiveDatabaseRange(
    { path: userTimelineOf(userId), orderBy: { child: 'at' }, limitToLast: limit },
    windowSchema,
  );
  const children = window.data ?? [];
  const rows: TimelineRow[] = children.flatMap(({ key, value }) => (value ? [{ key, entry: value }] : []));
  return {
    rows: newestFirst(rows),
    isPending: window.isPending,
    error: window.error,
    complete: window.data !== undefined && children.length < limit,
  };
}
