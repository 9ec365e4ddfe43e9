export { sendOwedEmails, sweepMailOutbox } from './outbox-sender.ts';
