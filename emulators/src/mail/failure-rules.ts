import { z } from 'zod';
import type { RecipientRule } from './recipient-rules.ts';

/** Body of `PUT /failures/{email}`; both fields are optional so an empty body means "fail with 500 at once". */
export const failureSettingsSchema = z.strictObject({
  status: z.number().int().min(400).max(599).default(500),
  // Long enough to outlast any client timeout a test would set, short enough not to hold a server forever.
  delayMs: z.number().int().min(0).max(600_000).default(0),
});

export type FailureSettings = z.infer<typeof failureSettingsSchema>;

/** A recipient whose messages are to be answered with an error instead of being sent. */
export type FailureRule = RecipientRule<FailureSettings>;
