import type { Role, TeamMemberView } from '@management-center/contract';

/** A change to a member that the owner asked for from the list, waiting for their confirmation. */
export type PendingChange =
  | { kind: 'role'; member: TeamMemberView; role: Role }
  | { kind: 'remove'; member: TeamMemberView }
  | { kind: 'reset-second-factor'; member: TeamMemberView };
