import { z } from 'zod';
import type { RecipientRule } from './recipient-rules.ts';

// What a receiving server answers for an address it does not have, as SendGrid reports it.
export const defaultBounceReason = '550 5.1.1 The email account that you tried to reach does not exist.';

/** Body of `PUT /bounces/{email}`; optional, an empty body bounces with the default reason. */
export const bounceSettingsSchema = z.strictObject({
  reason: z.string().min(1).max(1000).default(defaultBounceReason),
  // SendGrid's bounce `type`: the receiving server refused the address (bounce) or the message (blocked).
  type: z.enum(['bounce', 'blocked']).default('bounce'),
});

export type BounceSettings = z.infer<typeof bounceSettingsSchema>;

/** A recipient whose accepted messages are reported bounced instead of delivered. */
export type BounceRule = RecipientRule<BounceSettings>;
