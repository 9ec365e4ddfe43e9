import {
  type ApproveBusinessUsersOutput,
  approvalOutboxEntryId,
  approveBusinessUsersOutputSchema,
  databasePaths,
  outboxEntryPath,
} from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
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

export interface TestBusinessUser {
  id: string;
  email: string;
  username: string;
}

/**
 * `count` business users waiting for approval, with ids `{prefix}-{n}`, each with a sign-in account of its own
 * (the approval e-mail goes to the account's address).
 */
export async function addWaitingBusinessUsers(
  app: App,
  prefix: string,
  count: number,
): Promise<TestBusinessUser[]> {
  const users = Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    email: `${prefix}-${index}@example.com`,
    username: `Business ${prefix} ${index}`,
  }));
  const imported = await getAuth(app).importUsers(users.map(({ id, email }) => ({ uid: id, email })));
  if (imported.failureCount > 0) throw new Error(`${imported.failureCount} sign-in accounts not created`);
  await getDatabase(app)
    .ref()
    .update(
      Object.fromEntries(
        users.map(({ id, email, username }) => [
          `${databasePaths.businessUsers}/${id}`,
          { username, email, userType: 'business', isApproveUser: false },
        ]),
      ),
    );
  return users;
}
