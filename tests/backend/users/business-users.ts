import {
  type ApproveBusinessUsersOutput,
  approvalOutboxEntryId,
  approveBusinessUsersOutputSchema,
  databasePaths,
  outboxEntryPath,
} from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';

export async function approveAsAdministrator(userIds: string[]): Promise<ApproveBusinessUsersOutput> {
  return approveBusinessUsersOutputSchema.parse(
    await callAs(administrator, 'approveBusinessUsers', { userIds }),
  );
}

/** A business user's record as stored, with what the callables add to it (the approval e-mail's outcome). */
export async function storedBusinessUser(app: App, id: string): Promise<Record<string, unknown>> {
  return (await getDatabase(app).ref(`${databasePaths.businessUsers}/${id}`).get()).val();
}

/** The outbox entry of a business user's approval e-mail as stored: the request and where its delivery stands. */
export async function storedApprovalEntry(app: App, id: string): Promise<Record<string, unknown> | null> {
  return (
    await getDatabase(app)
      .ref(outboxEntryPath(approvalOutboxEntryId(id)))
      .get()
  ).val();
}
