import type { RouteObject } from 'react-router-dom';

export const workoutRoutes: RouteObject[] = [
  { path: '/workout', lazy: async () => ({ Component: (await import('./WorkoutPage.tsx')).WorkoutPage }) },
];
