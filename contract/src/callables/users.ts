export const usersCallableNames = {} as const;
