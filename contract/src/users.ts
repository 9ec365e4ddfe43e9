import { z } from 'zod';
import { feedbackSchema } from './feedback.ts';

const registrationDetailsSchema = z.object({
  age: z.number(),
  height: z.number(),
  weight: z.number(),
});

export const normalUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  userType: z.literal('normal'),
  registrationDetails: registrationDetailsSchema.optional(),
  feedback: feedbackSchema.optional(),
});

export const businessUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  userType: z.literal('business'),
  isApproveUser: z.boolean(),
  businessCertification: z.string().optional(),
});

export type NormalUser = z.infer<typeof normalUserSchema>;
export type BusinessUser = z.infer<typeof businessUserSchema>;
