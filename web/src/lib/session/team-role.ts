import { type Permission, type Role, roleAllows } from '@management-center/contract/sign-in';
import { createContext, useContext } from 'react';

// The signed-in member's role, given by the session guard to everything inside the console's layout. Screens and
// buttons a role may not use are not shown: the callables and the rules refuse them all the same.
export const TeamRoleContext = createContext<Role | null>(null);

export function useTeamRole(): Role | null {
  return useContext(TeamRoleContext);
}

/** Whether the signed-in member's role gives `permission`. */
export function useAllows(permission: Permission): boolean {
  return roleAllows(useTeamRole(), permission);
}

// What a route of the console asks of the role, in its `handle`: the layout shows a notice instead of a screen
// the role may not see, before the screen reads anything.
export interface ConsoleRouteHandle {
  permission: Permission;
}

export function routeNeeding(permission: Permission): { handle: ConsoleRouteHandle } {
  return { handle: { permission } };
}
