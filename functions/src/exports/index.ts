export { exportActivity } from './export-activity.ts';
export { exportFeedback } from './export-feedback.ts';
export { exportTrash } from './export-trash.ts';
export { exportUsers } from './export-users.ts';
export { sweepExpiredExports } from './sweep-expired-exports.ts';
