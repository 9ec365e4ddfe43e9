import { z } from 'zod';
import { maxSignInBlockReasonLength, signInBlockSchema } from '../sign-in-blocks.ts';
import { boundedTextSchema, recordIdSchema } from '../validation.ts';

// A user's sign-in account (Firebase Authentication), as the user's page shows it and acts on it: read through a
// callable, one account at a time, never the whole user base.

const userIdInputSchema = z.object({ userId: recordIdSchema }).strict();

export const readSignInAccountInputSchema = userIdInputSchema;

// A phone enrolled as a second factor, its number masked but for the last digits.
export const secondFactorViewSchema = z.object({
  phoneNumber: z.string(),
  displayName: z.string().nullable(),
  enrolledAt: z.number().nullable(),
});

export const signInAccountViewSchema = z.object({
  // Times in milliseconds since the epoch; null where Auth has none (never signed in).
  createdAt: z.number().nullable(),
  lastSignInAt: z.number().nullable(),
  // The last refresh of an ID token: when the user last used the app.
  lastActiveAt: z.number().nullable(),
  // Auth's provider ids: password, google.com, phone...
  providers: z.array(z.string()),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  secondFactors: z.array(secondFactorViewSchema),
});

// No account: an app user whose sign-in account was deleted apart from their record.
export const readSignInAccountOutputSchema = z.object({ account: signInAccountViewSchema.nullable() });

export const signOutUserInputSchema = userIdInputSchema;
export const signOutUserOutputSchema = z.object({ signedOutAt: z.number() });

export const removeUserSecondFactorsInputSchema = userIdInputSchema;
export const removeUserSecondFactorsOutputSchema = z.object({
  removedFactors: z.number().int().nonnegative(),
});

export const disableSignInInputSchema = z
  .object({
    userId: recordIdSchema,
    // Kept with the block and its audit entry: why, for whoever looks at the user next.
    reason: boundedTextSchema(maxSignInBlockReasonLength).min(1, 'must not be empty'),
    // null: until someone enables sign-in again.
    days: z.union([z.literal(1), z.literal(7), z.literal(30)]).nullable(),
  })
  .strict();
export const disableSignInOutputSchema = z.object({
  // False when sign-in was already disabled: the block stays as it was.
  changed: z.boolean(),
  block: signInBlockSchema,
});

export const enableSignInInputSchema = userIdInputSchema;
export const enableSignInOutputSchema = z.object({
  // False when sign-in was not disabled.
  changed: z.boolean(),
});

export type SignInAccountView = z.infer<typeof signInAccountViewSchema>;

// An e-mail owed through the outbox: its entry, whose delivery the user's page shows.
const accountEmailOutputSchema = z.object({ entryId: z.string() });

export const sendPasswordResetEmailInputSchema = userIdInputSchema;
export const sendPasswordResetEmailOutputSchema = accountEmailOutputSchema;

export const sendVerificationEmailInputSchema = userIdInputSchema;
export const sendVerificationEmailOutputSchema = accountEmailOutputSchema;
