import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/paths.ts';
import { routeNeeding } from '../../lib/team-role.ts';

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
