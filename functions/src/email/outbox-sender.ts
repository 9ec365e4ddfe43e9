import { emailOutboxPath, outboxEntryPath } from '@management-center/contract';
import { onValueWritten } from 'firebase-functions/database';
import { onSchedule } from 'firebase-functions/scheduler';
import { sendgridApiKey } from '../platform/config.ts';
import { database } from '../platform/firebase.ts';
import { drainOutbox } from './drain-outbox.ts';

// Whatever sends from the outbox needs the SendGrid key; a sender may run for a while on a large backlog.
export const emailSenderOptions = { secrets: [sendgridApiKey], timeoutSeconds: 540 };

// An entry owed now is sent at once, by whichever sender holds the outbox; the sender's own writes owe nothing.
// An approval owes its e-emails in one update, and the approving call sends them itself: by the time most of their
// events arrive the entries are no longer due, and a look at the entry spares a whole round of the sender (its
// lease, its queries) per e-mail.
export const sendOwedEmails = onValueWritten(
  { ref: `${emailOutboxPath}/{entryId}`, ...emailSenderOptions },
  async (event) => {
    if (!event.data.after.child('dueAt').exists()) return;
    const stillDue = await (await database()).ref(outboxEntryPath(event.params.entryId)).child('dueAt').get();
    if (!stillDue.exists()) return;
    await drainOutbox();
  },
);

// Takes up what no trigger finishes: retries due after their back-off, e-emails a dead sender left behind, an
// entry whose event was lost.
export const sweepEmailOutbox = onSchedule(
  { schedule: 'every 1 minutes', ...emailSenderOptions },
  async () => {
    await drainOutbox();
  },
);
