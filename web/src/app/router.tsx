import { createBrowserRouter } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { routePaths } from '../lib/navigation/paths.ts';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { RouteError } from './RouteError.tsx';

// The login page and the invitation's are known from the start; the console's routes (console-routes.tsx) are
// added by the first navigation that matches none of them, so that the login page loads none of their code.
// They end with a catch-all: once added, every path matches and nothing is added again.
export const router = createBrowserRouter(
  [
    {
      element: <PublicLayout />,
      errorElement: <RouteError />,
      children: [
        { path: routePaths.login, element: <LoginPage /> },
        // Reached from an invitation's e-mail, before the invitee has a password: outside the console's guard.
        {
          path: routePaths.acceptInvitation,
          lazy: async () => ({
            Component: (await import('../features/team/AcceptInvitationPage.tsx')).AcceptInvitationPage,
          }),
        },
      ],
    },
  ],
  {
    async patchRoutesOnNavigation({ patch }) {
      patch(null, (await import('./console-routes.tsx')).consoleRoutes);
    },
  },
);
