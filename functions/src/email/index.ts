export { sendOwedEmails, sweepEmailOutbox } from './outbox-sender.ts';
export { sendgridEvents } from './sendgrid-events.ts';
