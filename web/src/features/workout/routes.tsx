import type { RouteObject } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';
import { routeNeeding } from '../../lib/session/team-role.ts';

export const workoutRoutes: RouteObject[] = [
  {
    ...routeNeeding('manageWorkout'),
    path: routePaths.workout,
    lazy: async () => ({ Component: (await import('./WorkoutPage.tsx')).WorkoutPage }),
  },
];
