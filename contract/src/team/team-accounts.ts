// A member's sign-in account is managed on the Team screen only, through the team's callables, which audit every
// change and keep the last owner. Every other callable that acts on a user's account, moves their record or
// e-mails them names the users it acts on in one field of its input (its registry entry's `accountTargets`), and
// refuses the whole call when one of them belongs to the team: an Administrator cannot disable, sign out, strip
// the second factor of, e-mail a reset link to or delete the Owner through the users' screens. A bulk run over "all
// that match" leaves such accounts out and names them in its answer.
export const teamAccountReason = 'team-member';

export const teamAccountMessage =
  'This account belongs to a member of the team: manage it on the Team screen.';

// The input fields that name the users a callable acts on: one (`userId`) or a list (`userIds`).
export const accountTargetFields = ['userId', 'userIds'] as const;

export type AccountTargetField = (typeof accountTargetFields)[number];

/** The user ids `input` names in `field` (none when the input names its users by a filter instead). */
export function accountTargetsIn(field: AccountTargetField | null, input: unknown): string[] {
  if (field === null || typeof input !== 'object' || input === null || !Object.hasOwn(input, field))
    return [];
  const named: unknown = (input as Record<string, unknown>)[field];
  const ids = Array.isArray(named) ? named : [named];
  return ids.filter((id): id is string => typeof id === 'string');
}
