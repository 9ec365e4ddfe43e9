import { approvalEmailField, approvalEmailOutcomeSchema } from '@management-center/contract';
import { z } from 'zod';
import type { NamedUser } from './user-names.ts';

export interface FailedApprovalEmail extends NamedUser {
  // Why the last send failed, as the backend recorded it.
  message: string;
}

// The backend stores the outcome of every approval e-mail on its user; the fitness app writes the other fields,
// so any of them may be missing or odd.
const text = z.string().catch('');
const storedBusinessUserSchema = z
  .object({
    username: text,
    email: text,
    isApproveUser: z.unknown(),
    [approvalEmailField]: approvalEmailOutcomeSchema.optional().catch(undefined),
  })
  .catch({ username: '', email: '', isApproveUser: false });
const storedBusinessUsersSchema = z.record(z.string(), storedBusinessUserSchema).catch({});

/** Approved business users whose last approval e-mail failed: the ones a retry would send to. */
export function failedApprovalEmails(businessUsers: unknown): FailedApprovalEmail[] {
  return Object.entries(storedBusinessUsersSchema.parse(businessUsers)).flatMap(([id, user]) => {
    const outcome = user[approvalEmailField];
    if (user.isApproveUser !== true || outcome?.status !== 'failed') return [];
    return [
      {
        id,
        username: user.username,
        email: user.email,
        message: outcome.message ?? 'The e-mail service gave no reason.',
      },
    ];
  });
}
