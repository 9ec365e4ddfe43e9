import { accessMessages, memberRevocationPath, signedInBeforeRevocation } from '@management-center/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { useLiveDatabaseValue } from '../lib/database/live-database.ts';
import { endSession } from '../lib/session/session-end.ts';

const revocationSchema = z.number().nullable();

// The account's own revocation time, which the server moves when an owner changes or removes its role: an open
// console signs out that moment with the reason, rather than at its next refused read or call.
export function AccessWatch({ uid, signedInAt }: { uid: string; signedInAt: number }) {
  const { data: revokedAt } = useLiveDatabaseValue(memberRevocationPath(uid), revocationSchema);
  useEffect(() => {
    if (revokedAt !== undefined && signedInBeforeRevocation(signedInAt, revokedAt)) {
      void endSession(accessMessages.signInAgain);
    }
  }, [revokedAt, signedInAt]);
  return null;
}
