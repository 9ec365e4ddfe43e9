export const workoutCallableNames = {} as const;
