export const maintenanceCallableNames = {} as const;
