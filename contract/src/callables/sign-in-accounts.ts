import { z } from 'zod';
import { maxSignInBlockReasonLength, type SignInBlock, signInBlockSchema } from '../sign-in-blocks.ts';
import { boundedTextSchema, recordIdSchema } from '../validation.ts';
import { eitherShape } from './matching.ts';

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

const disableSignInFields = {
  userId: recordIdSchema,
  // Kept with the block and its audit entry: why, for whoever looks at the user next.
  reason: boundedTextSchema(maxSignInBlockReasonLength).min(1, 'must not be empty'),
};

// For a number of days from now (null: until someone enables sign-in again), as the user's page asks; or until a
// time, as the undo of an enable puts back the disable it ended.
export const disableSignInInputSchema = eitherShape(
  [
    'days',
    z
      .object({
        ...disableSignInFields,
        // Left out as null is: the database keeps no null, so an undo stored with its audit entry comes back without.
        days: z
          .union([z.literal(1), z.literal(7), z.literal(30)])
          .nullable()
          .default(null),
      })
      .strict(),
  ],
  [
    'until',
    z
      .object({ ...disableSignInFields, until: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
      .strict(),
  ],
);
export const disableSignInOutputSchema = z.object({
  // False when sign-in was already disabled: the block stays as it was.
  changed: z.boolean(),
  block: signInBlockSchema,
});

export const enableSignInInputSchema = userIdInputSchema;
export const enableSignInOutputSchema = z.object({
  // False when sign-in was not disabled.
  changed: z.boolean(),
  // The disable it ended, when the console made it: what its undo puts back (disableAgainInput).
  liftedBlock: signInBlockSchema.optional(),
});

type DisableSignInInput = z.output<typeof disableSignInInputSchema>;

/** The disable that puts `block` back: the same reason, until the same time (or until enabled). */
export function disableAgainInput(userId: string, { reason, until }: SignInBlock): DisableSignInInput {
  return until === undefined ? { userId, reason, days: null } : { userId, reason, until };
}

export type SignInAccountView = z.infer<typeof signInAccountViewSchema>;

// An e-mail owed through the outbox: its entry, whose delivery the user's page shows.
const accountEmailOutputSchema = z.object({ entryId: z.string() });

export const sendPasswordResetEmailInputSchema = userIdInputSchema;
export const sendPasswordResetEmailOutputSchema = accountEmailOutputSchema;

export const sendVerificationEmailInputSchema = userIdInputSchema;
export const sendVerificationEmailOutputSchema = accountEmailOutputSchema;
