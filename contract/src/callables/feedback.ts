import { z } from 'zod';
import { scheduleDateSchema } from '../schedule.ts';

export const feedbackCallableNames = {
  scheduleFeedback: 'scheduleFeedback',
} as const;

export const scheduleFeedbackInputSchema = z.object({ date: scheduleDateSchema }).strict();
export const scheduleFeedbackOutputSchema = z.object({ date: z.string(), timestamp: z.number() });

export type ScheduleFeedbackInput = z.input<typeof scheduleFeedbackInputSchema>;
export type ScheduleFeedbackOutput = z.infer<typeof scheduleFeedbackOutputSchema>;
