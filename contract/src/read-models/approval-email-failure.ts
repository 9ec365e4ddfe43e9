import { z } from 'zod';
import { approvalEmailField, approvalEmailOutcomeSchema } from '../approval-email.ts';
import { ownData } from '../own-data.ts';

// An approved business user whose last approval e-mail failed: the users screen lists them for a retry.
export interface ApprovalEmailFailureEntry {
  id: string;
  username: string;
  email: string;
  // Why the last send failed, as the backend recorded it.
  message: string;
}

export const approvalEmailFailureEntrySchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  message: z.string(),
});

// The fitness app writes the other fields, so any of them may be missing or odd.
const text = z.string().catch('');
const storedBusinessUserSchema = z
  .object({
    username: text,
    email: text,
    isApproveUser: z.unknown(),
    [approvalEmailField]: approvalEmailOutcomeSchema.optional().catch(undefined),
  })
  .catch({ username: '', email: '', isApproveUser: false });

export function approvalEmailFailureOf(id: string, record: unknown): ApprovalEmailFailureEntry | undefined {
  if (record === null || record === undefined) return undefined;
  const user = storedBusinessUserSchema.parse(ownData(record));
  const outcome = user[approvalEmailField];
  if (user.isApproveUser !== true || outcome?.status !== 'failed') return undefined;
  return {
    id,
    username: user.username,
    email: user.email,
    message: outcome.message ?? 'The e-mail service gave no reason.',
  };
}
