// The functions' check of SendGrid's signed Event Webhook: the mail stand-in's tests check against it the delivery
// events the stand-in signs.
export { webhookPublicKey, webhookRefusal } from '../email/webhook-signature.ts';
