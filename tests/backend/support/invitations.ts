import { invitationOutboxEntryId, outboxEntryPath } from '@management-center/contract';
import type { SentMessage } from '@management-center/emulators/mail';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { expect } from 'vitest';
import { sentMessages } from './mail.ts';

/** An invitation's link as the e-mail carries it. */
export interface InvitationLink {
  // The whole link, and the member's uid and the secret it holds.
  link: string;
  uid: string;
  token: string;
  // The text of the e-mail.
  text: string;
}

function textOf(message: SentMessage): string {
  return message.body.content?.find((block) => block.type === 'text/plain')?.value ?? '';
}

// The link of the invitation e-mail the outbox last sent to `uid`, as the invitee would follow it: the member's uid
// and the secret.
export async function invitationLinkTo(app: App, uid: string): Promise<InvitationLink> {
  const entry = getDatabase(app).ref(`${outboxEntryPath(invitationOutboxEntryId(uid))}/delivery`);
  let messageId: unknown;
  await expect
    .poll(async () => {
      const delivery = (await entry.get()).val();
      messageId = delivery?.state === 'sent' ? delivery.messageId : undefined;
      return messageId;
    })
    .toBeDefined();
  const message = (await sentMessages()).find((sent) => sent.messageId === messageId);
  const text = message ? textOf(message) : '';
  const link = /(https?:\/\/\S+\/accept_invitation\?\S+)/.exec(text)?.[1];
  if (link === undefined) throw new Error(`No invitation link in: ${text}`);
  const query = new URL(link).searchParams;
  return { link, uid: query.get('member') ?? '', token: query.get('token') ?? '', text };
}
