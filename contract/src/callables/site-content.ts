export const siteContentCallableNames = {} as const;
