import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes.tsx';
import { activityRoutes } from '../features/activity/routes.tsx';
import { feedbackRoutes } from '../features/feedback/routes.tsx';
import { loadHomeCharts } from '../features/home/home-charts-chunk.ts';
import { mediaRoutes } from '../features/media/routes.tsx';
import { profilingRoutes } from '../features/profiling/routes.tsx';
import { releaseRoutes } from '../features/releases/routes.tsx';
import { siteContentRoutes } from '../features/site-content/routes.tsx';
import { subCategoriesRoutes } from '../features/sub-categories/routes.tsx';
import { teamRoutes } from '../features/team/routes.tsx';
import { trashRoutes } from '../features/trash/routes.tsx';
import { usersRoutes } from '../features/users/routes.tsx';
import { workoutRoutes } from '../features/workout/routes.tsx';
import { routePaths } from '../lib/navigation/paths.ts';
import { ConsoleRoot } from './ConsoleRoot.tsx';
import { RouteError } from './RouteError.tsx';

// Every route behind the login, with the shell they share: loaded on the first visit to one of them (router.tsx).
export const consoleRoutes: RouteObject[] = [
  {
    Component: ConsoleRoot,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: routePaths.home,
            lazy: async () => {
              void loadHomeCharts();
              return { Component: (await import('../features/home/HomePage.tsx')).HomePage };
            },
          },
          ...usersRoutes(
            async () =>
              (await import('../features/trash/components/TrashedUserNotice.tsx')).TrashedUserNotice,
          ),
          ...trashRoutes,
          ...feedbackRoutes,
          ...workoutRoutes,
          ...subCategoriesRoutes,
          ...profilingRoutes,
          ...activityRoutes,
          ...siteContentRoutes,
          ...mediaRoutes,
          ...releaseRoutes,
          ...teamRoutes,
          ...accountRoutes,
          {
            path: '*',
            loader: () => {
              throw new Response('Not Found', { status: 404 });
            },
          },
        ],
      },
    ],
  },
];
