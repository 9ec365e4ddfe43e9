import { type AuditEntry, auditEntrySchema, databasePaths } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';

/**
 * The audit entry written last: the latest `at` (the database's clock when it stored the entry). Not the last key,
 * as suites also write entries under ids of their own; entries of one millisecond follow their push ids.
 */
export async function latestAuditEntry(app: App): Promise<AuditEntry> {
  const snapshot = await getDatabase(app).ref(databasePaths.auditLog).orderByChild('at').limitToLast(1).get();
  const [entry] = Object.values(snapshot.val() ?? {});
  return auditEntrySchema.parse(entry);
}

export async function auditEntryCount(app: App): Promise<number> {
  return (await getDatabase(app).ref(databasePaths.auditLog).get()).numChildren();
}

/** Every audit entry by its key: the entries an action wrote are those whose keys were not there before it. */
export async function auditEntriesByKey(app: App): Promise<Map<string, AuditEntry>> {
  const snapshot = await getDatabase(app).ref(databasePaths.auditLog).get();
  const entries = Object.entries<unknown>(snapshot.val() ?? {});
  return new Map(entries.map(([key, entry]) => [key, auditEntrySchema.parse(entry)]));
}
