import type { SiteContentTargetName } from '@management-center/contract';
import { useState } from 'react';
import { useUpdateSiteContent } from '../api/site-content-mutations.ts';
import { changedFields, type FieldValues } from '../changed-fields.ts';
import { updateProblem } from '../update-problem.ts';

interface RowEditOptions {
  target: SiteContentTargetName;
  id?: string;
  stored: FieldValues;
  // The success text where the catalogue has none for the target's fields (docs/product.md, Website content).
  savedFallback: string;
}

// Edit mode of one content row: Done sends only the changed fields, checked by the contract first.
export function useRowEdit({ target, id, stored, savedFallback }: RowEditOptions) {
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const update = useUpdateSiteContent(savedFallback);

  function close() {
    setEditing(false);
    setProblem(undefined);
  }

  function save(edited: FieldValues) {
    const fields = changedFields(stored, edited);
    if (Object.keys(fields).length === 0) {
      close();
      return;
    }
    const request = { target, id, fields };
    const refusal = updateProblem(request);
    setProblem(refusal);
    if (refusal) return;
    update.mutate(request, { onSuccess: close });
  }

  return { editing, problem, saving: update.isPending, start: () => setEditing(true), cancel: close, save };
}
