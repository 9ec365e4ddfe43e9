import { z } from 'zod';
import { roleSchema } from './roles.ts';

// The team registry: who may use the console, with which role. Only the server writes it (the team callables and
// `npm run admin:grant`), and every change to it sets the member's role claim in the same step, so that the claim
// the rules and callables read follows the registry. Readable by those whose role manages the team.
export const teamMembersPath = 'team/members';

export function teamMemberPath(uid: string): string {
  return `${teamMembersPath}/${uid}`;
}

export const teamMemberSchema = z.object({
  email: z.string(),
  role: roleSchema,
  // When and by whom the member was added: a uid, or `cli:{user}` for the command line.
  addedAt: z.number(),
  addedBy: z.string(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;
