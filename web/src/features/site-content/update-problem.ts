import {
  inputProblem,
  type SiteContentTargetName,
  updateSiteContentInputSchema,
} from '@management-center/contract';
import type { FieldValue } from './changed-fields.ts';

export interface ContentUpdate {
  target: SiteContentTargetName;
  id?: string | undefined;
  fields: Record<string, FieldValue>;
  // The values the changed fields had when the row's edit began (edit-conflict.ts).
  startedFrom?: Record<string, FieldValue> | undefined;
}

// The contract's own check, run before the call so that a blank or too long text is explained next to the field.
export function updateProblem(update: ContentUpdate): string | undefined {
  const input = {
    target: update.target,
    ...(update.id === undefined ? {} : { id: update.id }),
    fields: update.fields,
    ...(update.startedFrom === undefined ? {} : { startedFrom: update.startedFrom }),
  };
  const result = updateSiteContentInputSchema.safeParse(input);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  if (!issue) return undefined;
  // Shown under the row's inputs, so a changed field is named as the row labels it ("Title", not "fields.Title").
  return inputProblem(issue, ['fields']).message;
}
