import type { RouteObject } from 'react-router-dom';

export const feedbackRoutes: RouteObject[] = [
  {
    path: '/manage_feedback',
    lazy: async () => ({ Component: (await import('./ManageFeedbackPage.tsx')).ManageFeedbackPage }),
  },
  {
    path: '/view_feedback/:id',
    lazy: async () => ({ Component: (await import('./ViewFeedbackPage.tsx')).ViewFeedbackPage }),
  },
];
