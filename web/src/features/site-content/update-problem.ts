import { type SiteContentTargetName, updateSiteContentInputSchema } from '@management-center/contract';
import type { FieldValue } from './changed-fields.ts';

export interface ContentUpdate {
  target: SiteContentTargetName;
  id?: string;
  fields: Record<string, FieldValue>;
}

// The contract's own check, run before the call so that a blank or too long text is explained next to the field.
export function updateProblem(update: ContentUpdate): string | undefined {
  const input = update.id === undefined ? { target: update.target, fields: update.fields } : update;
  const result = updateSiteContentInputSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  if (!issue) return undefined;
  const field = issue.path.filter((part) => part !== 'fields').join(' ');
  return field ? `${field}: ${issue.message}` : issue.message;
}
