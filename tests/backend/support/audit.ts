import { type AuditEntry, auditEntrySchema, databasePaths } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';

/** The audit entry written last (push ids sort by time). */
export async function latestAuditEntry(app: App): Promise<AuditEntry> {
  const snapshot = await getDatabase(app).ref(databasePaths.auditLog).orderByKey().limitToLast(1).get();
  const [entry] = Object.values(snapshot.val() ?? {});
  return auditEntrySchema.parse(entry);
}

export async function auditEntryCount(app: App): Promise<number> {
  return (await getDatabase(app).ref(databasePaths.auditLog).get()).numChildren();
}
