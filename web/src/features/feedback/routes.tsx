import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const feedbackRoutes: RouteObject[] = [
  {
    ...routeNeeding('readFeedback'),
    path: routePaths.feedback,
    lazy: async () => ({ Component: (await import('./ManageFeedbackPage.tsx')).ManageFeedbackPage }),
  },
  {
    ...routeNeeding('readFeedback'),
    path: routePaths.userFeedback,
    lazy: async () => ({ Component: (await import('./ViewFeedbackPage.tsx')).ViewFeedbackPage }),
  },
];
