import {
  type ApprovalEmailOutcome,
  approvalEmailOutcomeSchema,
  businessUserPath,
  certificationVersionOf,
  normalUserPath,
  ownData,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { z } from 'zod';
import type { ApprovedUser } from '../email/owed-approval-emails.ts';
import { database } from '../platform/firebase.ts';
import { idsWithRecord } from './user-records.ts';

interface BusinessUserRecord extends ApprovedUser {
  isApproveUser: boolean;
  approvalEmail?: ApprovalEmailOutcome;
  // What an approval reviews (reviewed-version.ts).
  certificationVersion: string;
}

interface BusinessUserLookup {
  businessUsers: BusinessUserRecord[];
  // In neither collection.
  notFound: string[];
}

// The fitness app writes these records: a missing or odd field must not stop an approval, only its e-mail, and
// a field under a stored `__proto__` child is no field (ownData).
const storedBusinessUserSchema = z
  .object({
    // The e-mail address the record holds is not read: the approval e-mail goes to the sign-in account's.
    username: z.string().catch(''),
    isApproveUser: z.boolean().catch(false),
    approvalEmail: approvalEmailOutcomeSchema.optional().catch(undefined),
    businessCertification: z.unknown().optional(),
  })
  .catch({ username: '', isApproveUser: false });

/**
 * Reads the business users among `userIds`. An id of a normal user refuses the whole call (failed-precondition,
 * the ids named in the message and in `details.normalUserIds`): approval concerns business users only.
 */
export async function findBusinessUsers(userIds: readonly string[]): Promise<BusinessUserLookup> {
  const realtimeDatabase = await database();
  const snapshots = await Promise.all(
    userIds.map((userId) => realtimeDatabase.ref(businessUserPath(userId)).get()),
  );
  const businessUsers: BusinessUserRecord[] = [];
  const missing: string[] = [];
  userIds.forEach((userId, index) => {
    const snapshot = snapshots[index];
    if (snapshot?.exists()) {
      const { businessCertification, ...stored } = storedBusinessUserSchema.parse(ownData(snapshot.val()));
      businessUsers.push({
        userId,
        ...stored,
        certificationVersion: certificationVersionOf(businessCertification),
      });
    } else {
      missing.push(userId);
    }
  });
  const normalUserIds = await idsWithRecord(missing, normalUserPath);
  if (normalUserIds.size > 0) {
    const ids = [...normalUserIds];
    throw new HttpsError(
      'failed-precondition',
      `These ids are normal users, not business users: ${ids.join(', ')}`,
      { normalUserIds: ids },
    );
  }
  return { businessUsers, notFound: missing };
}
