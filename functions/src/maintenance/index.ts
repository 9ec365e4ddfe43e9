export { runCleanup } from './run-cleanup.ts';
export { scheduledCleanup } from './scheduled-cleanup.ts';
