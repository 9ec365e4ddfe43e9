import { acceptInvitationRoute } from '@management-center/contract';
import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const teamRoutes: RouteObject[] = [
  {
    ...routeNeeding('manageTeam'),
    path: '/team',
    lazy: async () => ({ Component: (await import('./TeamPage.tsx')).TeamPage }),
  },
];

// Reached from an invitation's e-mail, before the invitee has a password: outside the console's session guard.
export const invitationRoutes: RouteObject[] = [
  {
    path: acceptInvitationRoute,
    lazy: async () => ({ Component: (await import('./AcceptInvitationPage.tsx')).AcceptInvitationPage }),
  },
];
