import {
  memberRevocationsCollection,
  storedSessionHours,
  teamSessionsDocumentPath,
} from '@management-center/contract';
import { z } from 'zod';
import type { TeamAccessLookups } from './policy.ts';

// A number in a Firestore REST document as the emulator answers it: stored by the admin SDK as an integer.
const numberValue = z.union([
  z.object({ integerValue: z.coerce.number().int() }),
  z.object({ doubleValue: z.number() }),
]);

function numberOf(value: z.infer<typeof numberValue>): number {
  return 'integerValue' in value ? value.integerValue : value.doubleValue;
}

const revocationDocument = z.object({ fields: z.object({ revokedAt: numberValue }) });
const sessionsDocument = z.object({ fields: z.object({ sessionHours: numberValue }) });

/**
 * What `firestore.get(...)` and `firestore.exists(...)` in storage.rules read, from the Firestore emulator at
 * `firestoreHost` (host:port), as the admin credential `owner` so that firestore.rules (which let no client read
 * the documents) do not apply: an account's revocation time, and the team's longest session.
 */
export function firestoreTeamAccess(firestoreHost: string, projectId: string): TeamAccessLookups {
  async function documentAt<Document>(path: string, schema: z.ZodType<Document>): Promise<Document | null> {
    const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} for ${url}`);
    return schema.parse(await response.json());
  }
  return {
    memberRevokedAt: async (uid) => {
      const stored = await documentAt(
        `${memberRevocationsCollection}/${encodeURIComponent(uid)}`,
        revocationDocument,
      );
      return stored === null ? null : numberOf(stored.fields.revokedAt);
    },
    sessionHours: async () => {
      const stored = await documentAt(teamSessionsDocumentPath, sessionsDocument);
      return storedSessionHours(stored === null ? null : numberOf(stored.fields.sessionHours));
    },
  };
}
