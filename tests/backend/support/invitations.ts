import { invitationOutboxEntryId } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { sentTextOf } from './outbox-messages.ts';

/** An invitation's link as the e-mail carries it. */
export interface InvitationLink {
  // The whole link, and the member's uid and the secret it holds.
  link: string;
  uid: string;
  token: string;
  // The text of the e-mail.
  text: string;
}

// The link of the invitation e-mail the outbox last sent to `uid`, as the invitee would follow it: the member's uid
// and the secret.
export async function invitationLinkTo(app: App, uid: string): Promise<InvitationLink> {
  const text = await sentTextOf(app, invitationOutboxEntryId(uid));
  const link = /(https?:\/\/\S+\/accept_invitation\?\S+)/.exec(text)?.[1];
  if (link === undefined) throw new Error(`No invitation link in: ${text}`);
  const query = new URL(link).searchParams;
  return { link, uid: query.get('member') ?? '', token: query.get('token') ?? '', text };
}
