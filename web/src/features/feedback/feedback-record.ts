import { feedbackSchema } from '@management-center/contract';
import { z } from 'zod';

const userFeedbackSchema = z.object({
  username: z.string(),
  email: z.string(),
  feedback: feedbackSchema,
});

type UserFeedback = z.infer<typeof userFeedbackSchema>;

/** One `users/{id}` record as read, or nothing when there is no such user or no readable feedback of theirs. */
export function readUserFeedback(record: unknown): UserFeedback | undefined {
  const parsed = userFeedbackSchema.safeParse(record);
  return parsed.success ? parsed.data : undefined;
}
