export { sendOwedEmails, sweepMailOutbox } from './outbox-sender.ts';
export { sendgridEvents } from './sendgrid-events.ts';
