import {
  type BusinessUser,
  businessUserSchema,
  type NormalUser,
  normalUserSchema,
} from '@management-center/contract';
import { z } from 'zod';

// Records the app wrote in another shape are skipped here, not fatal: the figures count what can be read.
function readableRecords<T>(schema: z.ZodType<T>) {
  return z
    .record(z.string(), z.unknown())
    .nullable()
    .transform((records) =>
      Object.values(records ?? {}).flatMap((record) => {
        const parsed = schema.safeParse(record);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

export const normalUsersSchema = readableRecords<NormalUser>(normalUserSchema);
export const businessUsersSchema = readableRecords<BusinessUser>(businessUserSchema);

interface OverviewFigures {
  normalUsers: number;
  businessUsers: number;
  pendingApprovals: number;
  pendingFeedback: number;
}

export function overviewFigures(normalUsers: NormalUser[], businessUsers: BusinessUser[]): OverviewFigures {
  return {
    normalUsers: normalUsers.length,
    businessUsers: businessUsers.length,
    pendingApprovals: businessUsers.filter((user) => !user.isApproveUser).length,
    pendingFeedback: normalUsers.filter((user) => user.feedback && !user.feedback.approveFeedback).length,
  };
}
