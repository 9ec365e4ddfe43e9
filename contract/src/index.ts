export * from './audit.ts';
export * from './callables/index.ts';
export * from './feedback.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './schedule.ts';
export * from './site-content.ts';
export * from './users.ts';
