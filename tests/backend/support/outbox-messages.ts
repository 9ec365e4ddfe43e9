import { outboxEntryPath } from '@management-center/contract';
import type { SentMessage } from '@management-center/emulators/mail';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { expect } from 'vitest';
import { sentMessages } from './mail.ts';

function textOf(message: SentMessage): string {
  return message.body.content?.find((block) => block.type === 'text/plain')?.value ?? '';
}

/** The e-mail the outbox sent for `entryId`, as the e-mail service received it, once its delivery says it was sent. */
export async function sentMessageOf(app: App, entryId: string): Promise<SentMessage | undefined> {
  const entry = getDatabase(app).ref(`${outboxEntryPath(entryId)}/delivery`);
  let messageId: unknown;
  await expect
    .poll(async () => {
      const delivery = (await entry.get()).val();
      messageId = delivery?.state === 'sent' ? delivery.messageId : undefined;
      return messageId;
    })
    .toBeDefined();
  return (await sentMessages()).find((sent) => sent.messageId === messageId);
}

/** The plain text of the e-mail the outbox sent for `entryId`, once its delivery says it was sent. */
export async function sentTextOf(app: App, entryId: string): Promise<string> {
  const message = await sentMessageOf(app, entryId);
  return message ? textOf(message) : '';
}
