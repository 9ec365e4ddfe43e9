import { approvalEmailField } from '@management-center/contract';
import { z } from 'zod';

// One record as the fitness app stored it at users/{id} or business-users/{id}: shown even when fields are odd.
const text = z.string().catch('');
const measurement = z.union([z.number(), z.string()]).optional().catch(undefined);
export const storedUserRecordSchema = z
  .object({
    username: text,
    email: text,
    userType: text,
    // Present but unreadable still means registered (the list says "Live"); its values show as not recorded.
    registrationDetails: z
      .object({ age: measurement, height: measurement, weight: measurement })
      .optional()
      .catch({ age: undefined, height: undefined, weight: undefined }),
    isApproveUser: z.unknown().optional(),
    businessCertification: z.string().optional().catch(undefined),
    // Written by the backend after an approval: with the approval gone, the record changed after approval.
    [approvalEmailField]: z.unknown().optional(),
  })
  .catch({ username: '', email: '', userType: '' })
  .nullable();

export type StoredUserRecord = NonNullable<z.infer<typeof storedUserRecordSchema>>;

export function measurementText(value: number | string | undefined): string {
  return value === undefined || value === '' ? 'Not recorded' : String(value);
}

// The certification link is written by the app: only a web address becomes a link, never a javascript: URL.
export function certificationHref(link: string | undefined): string | undefined {
  if (link === undefined) return undefined;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
