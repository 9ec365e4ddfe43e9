import { adminRevocationsCollection } from '@management-center/contract';
import { z } from 'zod';
import type { AdminRevocationLookup } from './policy.ts';

// A Firestore REST document as the emulator answers it: `revokedAt` stored by the admin SDK as an integer.
const revocationDocument = z.object({
  fields: z.object({
    revokedAt: z.union([
      z.object({ integerValue: z.coerce.number().int() }),
      z.object({ doubleValue: z.number() }),
    ]),
  }),
});

/**
 * What `firestore.get(...)` in storage.rules reads, from the Firestore emulator at `firestoreHost` (host:port), as
 * the admin credential `owner` so that firestore.rules (which let no client read the document) do not apply.
 */
export function firestoreRevocationLookup(firestoreHost: string, projectId: string): AdminRevocationLookup {
  return async (uid) => {
    const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${adminRevocationsCollection}/${encodeURIComponent(uid)}`;
    const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new Error(`The Firestore emulator answered ${response.status} for ${url}`);
    }
    const { revokedAt } = revocationDocument.parse(await response.json()).fields;
    return 'integerValue' in revokedAt ? revokedAt.integerValue : revokedAt.doubleValue;
  };
}
