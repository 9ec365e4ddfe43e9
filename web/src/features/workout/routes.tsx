import type { RouteObject } from 'react-router-dom';
import { routeNeeding } from '../../lib/team-role.ts';

export const workoutRoutes: RouteObject[] = [
  {
    ...routeNeeding('manageWorkout'),
    path: '/workout',
    lazy: async () => ({ Component: (await import('./WorkoutPage.tsx')).WorkoutPage }),
  },
];
