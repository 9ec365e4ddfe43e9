import { database } from '../platform/firebase.ts';

/** The ids among `userIds` that have a record at `pathOf(id)`. */
export async function idsWithRecord(
  userIds: readonly string[],
  pathOf: (userId: string) => string,
): Promise<Set<string>> {
  const realtimeDatabase = await database();
  const snapshots = await Promise.all(userIds.map((userId) => realtimeDatabase.ref(pathOf(userId)).get()));
  return new Set(userIds.filter((_, index) => snapshots[index]?.exists()));
}
