import { z } from 'zod';
import { scheduleDateSchema } from './schedule.ts';

export const callableNames = {
  scheduleFeedback: 'scheduleFeedback',
} as const;

export type CallableName = (typeof callableNames)[keyof typeof callableNames];

export const scheduleFeedbackInputSchema = z.object({ date: scheduleDateSchema }).strict();
export const scheduleFeedbackOutputSchema = z.object({ date: z.string(), timestamp: z.number() });

export type ScheduleFeedbackInput = z.input<typeof scheduleFeedbackInputSchema>;
export type ScheduleFeedbackOutput = z.infer<typeof scheduleFeedbackOutputSchema>;
