export { approveFeedback } from './approve-feedback.ts';
export { scheduleFeedback } from './schedule-feedback.ts';
export { withdrawFeedbackApproval } from './withdraw-feedback-approval.ts';
