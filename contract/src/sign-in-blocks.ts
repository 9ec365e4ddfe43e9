import { z } from 'zod';

// A user whose sign-in the console disabled, and why: written by disableSignIn beside the account's own `disabled`
// flag (which says nothing of who, why or until when), removed by enableSignIn or by the schedule once `until` has
// passed. Members who see users read it; no client writes it.
export const signInBlocksPath = 'signInBlocks';

export function signInBlockPath(userId: string): string {
  return `${signInBlocksPath}/${userId}`;
}

export const maxSignInBlockReasonLength = 500;

export const signInBlockSchema = z.object({
  reason: z.string(),
  disabledAt: z.number(),
  // Who disabled it: their e-mail, or their uid for an account without one.
  disabledBy: z.string(),
  // When the schedule enables sign-in again; absent: until enabled.
  until: z.number().optional(),
});

export type SignInBlock = z.infer<typeof signInBlockSchema>;
