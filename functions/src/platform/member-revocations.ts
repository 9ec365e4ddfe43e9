import {
  memberRevocationPath,
  memberRevocationsCollection,
  memberRevocationTimeSchema,
  revocationTime,
  sessionHoursPath,
  storedSessionHours,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Stores when `uid` stopped being an administrator, where every check reads it: the Realtime Database for the
 * callables and database.rules.json, Firestore for firestore.rules and storage.rules. Tokens signed in up to that
 * second are refused from then on. Returns the time stored (seconds since the epoch).
 */
export async function recordMemberRevocation(
  database: Database,
  firestore: Firestore,
  uid: string,
  nowMs = Date.now(),
): Promise<number> {
  const revokedAt = revocationTime(nowMs);
  await Promise.all([
    database.ref(memberRevocationPath(uid)).set(revokedAt),
    firestore.collection(memberRevocationsCollection).doc(uid).set({ revokedAt }),
  ]);
  return revokedAt;
}

/** How many hours after its sign-in a member's session ends (the team's setting, or its default). */
export async function teamSessionHours(database: Database): Promise<number> {
  return storedSessionHours((await database.ref(sessionHoursPath).get()).val());
}

/** When `uid` last stopped being an administrator (seconds since the epoch), or null if never. */
export async function memberRevokedAt(database: Database, uid: string): Promise<number | null> {
  const stored: unknown = (await database.ref(memberRevocationPath(uid)).get()).val();
  return stored === null ? null : memberRevocationTimeSchema.parse(stored);
}
