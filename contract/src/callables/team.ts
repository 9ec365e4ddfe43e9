import { z } from 'zod';
import { deliveryStates } from '../email-outbox.ts';
import { roleSchema } from '../team/role-schema.ts';
import { idleTimeoutMinutesSchema, sessionHoursSchema } from '../team/team.ts';
import { recordIdSchema } from '../validation.ts';

// The longest address Auth and SendGrid both take.
export const maxEmailLength = 254;
// Firebase Auth's own minimum is 6; a console that can delete a million users asks for more.
export const minTeamPasswordLength = 12;
export const maxTeamPasswordLength = 128;
// The secret of an invitation link: 32 random bytes in base64url.
export const invitationTokenLength = 43;

const emailSchema = z
  .string()
  .trim()
  .max(maxEmailLength, `must be at most ${maxEmailLength} characters`)
  .pipe(z.email('must be an e-mail address'))
  // Auth keeps addresses in lower case; the registry and the audit name them as Auth does.
  .transform((email) => email.toLowerCase());

const memberUidInputSchema = z.object({ uid: recordIdSchema }).strict();

export const listTeamInputSchema = z.object({}).strict();

const invitationStateSchema = z.enum(['pending', 'expired']);

export const teamMemberViewSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: roleSchema,
  addedAt: z.number(),
  // The e-mail of the member who added them, or the command line's `cli:{user}`.
  addedBy: z.string(),
  // When the account last signed in (Auth's metadata), null for never.
  lastSignInAt: z.number().nullable(),
  // Second factors enrolled on the account.
  secondFactors: z.number().int().nonnegative(),
  // An invitation not accepted yet: the member has no access until they set their password from its link.
  invitation: z
    .object({
      state: invitationStateSchema,
      expiresAt: z.number(),
      // Where the invitation's e-mail stands in the outbox (null: none written), and why it failed.
      emailState: z.enum(deliveryStates).nullable(),
      emailError: z.string().nullable(),
    })
    .nullable(),
});

export const listTeamOutputSchema = z.object({ members: z.array(teamMemberViewSchema) });

// `takeOver`: the owner invites an address whose account may be someone else's (team/account-binding.ts) all the
// same, knowing that accepting removes every other way of signing in to it.
export const inviteTeamMemberInputSchema = z
  .object({ email: emailSchema, role: roleSchema, takeOver: z.boolean().default(false) })
  .strict();
export const inviteTeamMemberOutputSchema = z.object({
  uid: z.string(),
  // Whether the sign-in account was made for the invitation (the address had none).
  accountCreated: z.boolean(),
  // Inviting someone invited before sends a new link and makes the old one useless.
  invitedAgain: z.boolean(),
  expiresAt: z.number(),
});

export const changeTeamRoleInputSchema = memberUidInputSchema.extend({ role: roleSchema }).strict();
export const changeTeamRoleOutputSchema = z.object({ previousRole: roleSchema, role: roleSchema });

export const removeTeamMemberInputSchema = memberUidInputSchema;
export const removeTeamMemberOutputSchema = z.object({ removedRole: roleSchema });

// Takes every second factor off a member's account, when they lost their phone.
export const resetSecondFactorInputSchema = memberUidInputSchema;
export const resetSecondFactorOutputSchema = z.object({ removedFactors: z.number().int().nonnegative() });

export const acceptTeamInvitationInputSchema = memberUidInputSchema
  .extend({
    token: z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9_-]{${invitationTokenLength}}$`),
        'must be the token of the invitation link as it was sent',
      ),
    password: z
      .string()
      .min(minTeamPasswordLength, `must be at least ${minTeamPasswordLength} characters`)
      .max(maxTeamPasswordLength, `must be at most ${maxTeamPasswordLength} characters`),
  })
  .strict();
// The address to sign in with, now that the password is set, and the role. `secondFactorNeeded`: the team requires
// a second factor and the account has none yet: the role is not given until the invitee, signed in with the new
// password, enrols a phone and accepts again with the same link (the invitation page walks them through it), so
// that nobody who learns the password later can enrol a phone of theirs first.
export const acceptTeamInvitationOutputSchema = z.object({
  email: z.string(),
  role: roleSchema,
  secondFactorNeeded: z.boolean(),
});

export const updateTeamSettingsInputSchema = z
  .object({
    idleTimeoutMinutes: idleTimeoutMinutesSchema,
    requireSecondFactor: z.boolean(),
    sessionHours: sessionHoursSchema,
  })
  .strict();
export const updateTeamSettingsOutputSchema = z.object({
  idleTimeoutMinutes: z.number(),
  requireSecondFactor: z.boolean(),
  sessionHours: z.number(),
  // Members whose sessions the requirement ended, to sign in again with a second factor.
  signedOut: z.number().int().nonnegative(),
});

// Signs the caller's own account out of every device, this console included.
export const signOutEverywhereInputSchema = z.object({}).strict();
export const signOutEverywhereOutputSchema = z.object({ signedOutAt: z.number() });

// What undoes a change to the team, stored with the change's audit entry by the callable that made it: the
// Activity page makes this call, which checks the caller's permission as any call does. A role change is undone by
// the previous role, an invitation by its withdrawal, a removal by an invitation with the role they had (they
// accept it to come back), a change of the settings by the settings before.
export const teamChangeUndoSchema = z.discriminatedUnion('callable', [
  z.object({ callable: z.literal('changeTeamRole'), input: changeTeamRoleInputSchema }),
  z.object({ callable: z.literal('removeTeamMember'), input: removeTeamMemberInputSchema }),
  z.object({ callable: z.literal('inviteTeamMember'), input: inviteTeamMemberInputSchema }),
  z.object({ callable: z.literal('updateTeamSettings'), input: updateTeamSettingsInputSchema }),
]);

export type TeamChangeUndo = z.infer<typeof teamChangeUndoSchema>;

export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;
