import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const feedbackRoutes: RouteObject[] = [
  {
    ...routeNeeding('readFeedback'),
    path: '/manage_feedback',
    lazy: async () => ({ Component: (await import('./ManageFeedbackPage.tsx')).ManageFeedbackPage }),
  },
  {
    ...routeNeeding('readFeedback'),
    path: '/view_feedback/:id',
    lazy: async () => ({ Component: (await import('./ViewFeedbackPage.tsx')).ViewFeedbackPage }),
  },
];
