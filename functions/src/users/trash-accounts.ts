import {
  signInBlockPath,
  splitIntoBatches,
  type TrashedAccountState,
  trashedUserPath,
} from '@management-center/contract';
import { mapWithBoundedConcurrency } from '../platform/bounded-concurrency.ts';
import { authentication, database } from '../platform/firebase.ts';
import { transactionAcrossReconnects } from '../platform/transaction.ts';

export interface AccountFailure {
  userId: string;
  message: string;
}

// The Auth API changes one account per request; ten at a time keeps a chunk of 500 to a few seconds.
const concurrentAccountChanges = 10;

function isMissingAccount(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The Auth API looks up at most 100 accounts per request.
const accountsPerLookup = 100;

/** The ids among `userIds` that have a sign-in account: only those are disabled, enabled or deleted. */
export async function idsWithAccount(userIds: readonly string[]): Promise<Set<string>> {
  const auth = await authentication();
  const chunks = splitIntoBatches(userIds, accountsPerLookup);
  const found = await Promise.all(chunks.map((chunk) => auth.getUsers(chunk.map((uid) => ({ uid })))));
  return new Set(found.flatMap(({ users }) => users.map((user) => user.uid)));
}

// Every change is tried even when one fails; the failures are answered, by user.
async function changeAccounts(
  userIds: readonly string[],
  change: (userId: string) => Promise<void>,
): Promise<AccountFailure[]> {
  const outcomes = await mapWithBoundedConcurrency(userIds, concurrentAccountChanges, async (userId) => {
    try {
      await change(userId);
      return undefined;
    } catch (error) {
      return { userId, message: failureMessage(error) };
    }
  });
  return outcomes.filter((outcome) => outcome !== undefined);
}

// A transaction on the row, so that a row restored (removed) meanwhile is not brought back as a fragment. It
// always answers a value: on the SDK's cached (possibly stale) value an undefined would end it without asking.
// Run again on its own result after a dropped connection, it writes the same state.
async function recordAccountState(userId: string, state: TrashedAccountState): Promise<void> {
  await transactionAcrossReconnects((await database()).ref(trashedUserPath(userId)), (row) =>
    typeof row === 'object' && row !== null ? { ...row, account: state } : row,
  );
}

async function owesDisabling(userId: string): Promise<boolean> {
  const account = await (await database()).ref(`${trashedUserPath(userId)}/account`).get();
  return account.val() === 'to-disable';
}

/**
 * Disables the sign-in accounts of users moved to the trash and revokes their refresh tokens (a session open in
 * the app ends at its next token refresh), then records on each trash row that it is done. Only rows still owing
 * it are taken (one restored meanwhile is not). A failure leaves the row `to-disable`, for the cleanup to take up.
 */
export async function disableTrashedAccounts(userIds: readonly string[]): Promise<AccountFailure[]> {
  const auth = await authentication();
  return changeAccounts(userIds, async (userId) => {
    if (!(await owesDisabling(userId))) return;
    let state: TrashedAccountState = 'disabled';
    try {
      await auth.updateUser(userId, { disabled: true });
      await auth.revokeRefreshTokens(userId);
    } catch (error) {
      if (!isMissingAccount(error)) throw error;
      state = 'none';
    }
    await recordAccountState(userId, state);
  });
}

async function signInBlocked(userId: string): Promise<boolean> {
  return (await (await database()).ref(signInBlockPath(userId)).get()).exists();
}

/**
 * Enables again the accounts of restored users; an id without an account is no failure. A user whose sign-in the
 * console disabled stays disabled until enabled there.
 */
export async function enableAccounts(userIds: readonly string[]): Promise<AccountFailure[]> {
  const auth = await authentication();
  const withAccount = await idsWithAccount(userIds);
  const blocked = await Promise.all(userIds.map(signInBlocked));
  return changeAccounts(
    userIds.filter((userId, index) => withAccount.has(userId) && !blocked[index]),
    async (userId) => {
      await auth.updateUser(userId, { disabled: false });
    },
  );
}

/** Deletes the accounts (at most 1000, one request); an account already gone is no failure. */
export async function deleteAccounts(userIds: readonly string[]): Promise<AccountFailure[]> {
  if (userIds.length === 0) return [];
  const result = await (await authentication()).deleteUsers([...userIds]);
  return result.errors.flatMap(({ index, error }) => {
    const userId = userIds[index];
    return userId === undefined ? [] : [{ userId, message: error.message }];
  });
}
