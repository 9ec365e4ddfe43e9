import {
  inputProblem,
  type SiteContentTargetName,
  updateSiteContentInputSchema,
} from '@management-center/contract';
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
  // Shown under the row's inputs, so a changed field is named as the row labels it ("Title", not "fields.Title").
  return inputProblem(issue, ['fields']).message;
}
