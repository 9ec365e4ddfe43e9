import {
  roleOfClaims,
  splitIntoBatches,
  teamAccountMessage,
  teamAccountReason,
  teamMembersPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { authentication, database } from './firebase.ts';

// Auth's getUsers takes this many identifiers at a time.
const accountsPerLookup = 100;

/**
 * The ids among `uids` that belong to the team: listed in the team registry (invited ones included), or holding a
 * role claim (an account whose registry entry a failed change left behind still counts). One read of the
 * registry, and one Auth lookup per hundred ids.
 */
export async function teamAccountsAmong(uids: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(uids)];
  if (distinct.length === 0) return new Set();
  const [registry, lookups] = await Promise.all([
    (async () => (await database()).ref(teamMembersPath).get())(),
    (async () => {
      const auth = await authentication();
      return Promise.all(
        splitIntoBatches(distinct, accountsPerLookup).map((batch) =>
          auth.getUsers(batch.map((uid) => ({ uid }))),
        ),
      );
    })(),
  ]);
  const listed = new Set(Object.keys(registry.val() ?? {}));
  const withRole = lookups.flatMap(({ users }) =>
    users
      .filter((account) => roleOfClaims(account.customClaims ?? {}) !== null)
      .map((account) => account.uid),
  );
  return new Set([...distinct.filter((uid) => listed.has(uid)), ...withRole]);
}

/** The refusal of a call that names an account of the team. */
export function teamAccountRefusal(): HttpsError {
  return new HttpsError('failed-precondition', teamAccountMessage, { reason: teamAccountReason });
}

/** Whether the account of `uid` has a second factor enrolled. */
export async function hasSecondFactor(uid: string): Promise<boolean> {
  const account = await (await authentication()).getUser(uid);
  return (account.multiFactor?.enrolledFactors.length ?? 0) > 0;
}
