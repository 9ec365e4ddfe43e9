import { z } from 'zod';
import { feedbackSchema } from './feedback.ts';
import { ownData } from './own-data.ts';

const registrationDetailsSchema = z.object({
  age: z.number(),
  height: z.number(),
  weight: z.number(),
});

// Both read as own data: fields inherited from a stored `__proto__` child are no fields of the record.
export const normalUserSchema = z.preprocess(
  ownData,
  z.object({
    username: z.string(),
    email: z.string(),
    userType: z.literal('normal'),
    registrationDetails: registrationDetailsSchema.optional(),
    feedback: feedbackSchema.optional(),
  }),
);

export const businessUserSchema = z.preprocess(
  ownData,
  z.object({
    username: z.string(),
    email: z.string(),
    userType: z.literal('business'),
    isApproveUser: z.boolean(),
    businessCertification: z.string().optional(),
  }),
);

export type NormalUser = z.infer<typeof normalUserSchema>;
export type BusinessUser = z.infer<typeof businessUserSchema>;
