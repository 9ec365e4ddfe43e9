export * from './feedback.ts';
export * from './maintenance.ts';
export * from './matching.ts';
export * from './registry.ts';
export * from './site-content.ts';
export * from './user-trash.ts';
export * from './users.ts';
export * from './workout.ts';
