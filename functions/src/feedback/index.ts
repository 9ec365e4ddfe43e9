export { scheduleFeedback } from './schedule-feedback.ts';
