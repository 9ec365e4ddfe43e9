export { approveFeedback } from './approve-feedback.ts';
export { scheduleFeedback } from './schedule-feedback.ts';
