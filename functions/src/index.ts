export { scheduleFeedback } from './use-cases/schedule-feedback.ts';
