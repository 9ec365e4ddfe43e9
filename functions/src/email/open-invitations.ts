import {
  invitationLink,
  invitationOpen,
  teamInvitationSecretPath,
  teamInvitationSecretSchema,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { consoleOrigins } from '../platform/config.ts';

/** What an open invitation's e-mail carries. */
export interface OpenInvitation {
  link: string;
  expiresAt: number;
}

/**
 * The invitations of `uids` still open (not accepted, withdrawn or expired), with the link each e-mail carries: to
 * the console's first origin, where its page takes the secret.
 */
export async function openInvitationsOf(
  realtimeDatabase: Database,
  uids: readonly string[],
): Promise<Map<string, OpenInvitation>> {
  const snapshots = await Promise.all(
    uids.map((uid) => realtimeDatabase.ref(teamInvitationSecretPath(uid)).get()),
  );
  const [origin] = consoleOrigins.value();
  const open = new Map<string, OpenInvitation>();
  uids.forEach((uid, index) => {
    const secret = teamInvitationSecretSchema.safeParse(snapshots[index]?.val());
    if (!secret.success || origin === undefined || !invitationOpen(secret.data.expiresAt, Date.now())) return;
    open.set(uid, { link: invitationLink(origin, uid, secret.data.token), expiresAt: secret.data.expiresAt });
  });
  return open;
}
