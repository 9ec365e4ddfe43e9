import { type AuditEntry, auditEntrySchema, databasePaths } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';

// The latest `at` (the database's clock when it stored the entry), not the last key: suites also write entries under
// ids of their own. Entries of one millisecond follow their push ids.
async function latestAuditChild(app: App): Promise<[key: string, entry: unknown]> {
  const snapshot = await getDatabase(app).ref(databasePaths.auditLog).orderByChild('at').limitToLast(1).get();
  const [latest] = Object.entries<unknown>(snapshot.val() ?? {});
  if (!latest) throw new Error('The audit log is empty');
  return latest;
}

/** The audit entry written last. */
export async function latestAuditEntry(app: App): Promise<AuditEntry> {
  return auditEntrySchema.parse((await latestAuditChild(app))[1]);
}

/** The id of the audit entry written last: the id of the call that wrote it. */
export async function latestAuditEntryId(app: App): Promise<string> {
  return (await latestAuditChild(app))[0];
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
