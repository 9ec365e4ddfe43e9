import type { SiteContentTargetName } from '@management-center/contract';
import { useState } from 'react';
import { changedFields, type FieldValues } from '../changed-fields.ts';
import { type EditConflict, startedFromOf } from '../edit-conflict.ts';
import { useRowInRelease } from '../release-work/release-work.ts';
import { updateProblem } from '../update-problem.ts';
import { useContentSave } from './use-content-save.ts';
import { useEditingPresence } from './use-editing-presence.ts';

export interface RowEdit {
  // The release this row's change is in, where the screen works in one.
  inRelease: string | undefined;
  // "dana@example.com is editing": others with this row in edit mode now.
  othersEditing: string | undefined;
  editing: boolean;
  problem: string | undefined;
  saving: boolean;
  conflict: EditConflict | undefined;
  start: () => void;
  cancel: () => void;
  save: (edited: FieldValues) => void;
  keepTheirs: () => void;
  keepMine: () => void;
}

interface RowEditOptions {
  target: SiteContentTargetName;
  id?: string;
  stored: FieldValues;
  // The success text where the catalogue has none for the target's fields (docs/product.md, Website content).
  savedFallback: string;
}

// Edit mode of one content row: Done sends only the changed fields, checked by the contract first, with the values
// they had when the edit began (a row changed by someone else since is refused, and shows both).
export function useRowEdit({ target, id, stored, savedFallback }: RowEditOptions): RowEdit {
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [opened, setOpened] = useState(stored);
  const content = useContentSave(savedFallback);
  const inRelease = useRowInRelease(target, id, Object.keys(stored));
  const othersEditing = useEditingPresence(target, id, editing);

  function close() {
    setEditing(false);
    setProblem(undefined);
    content.dismiss();
  }

  function start() {
    setOpened(stored);
    setEditing(true);
  }

  function save(edited: FieldValues) {
    const fields = changedFields(stored, edited);
    if (Object.keys(fields).length === 0) {
      close();
      return;
    }
    const request = { target, id, fields, startedFrom: startedFromOf(opened, Object.keys(fields)) };
    const refusal = updateProblem(request);
    setProblem(refusal);
    if (refusal) return;
    content.save(request, close);
  }

  return {
    inRelease,
    othersEditing,
    editing,
    problem,
    saving: content.saving,
    conflict: content.conflict,
    start,
    cancel: close,
    save,
    keepTheirs: close,
    keepMine: () => content.keepMine(close),
  };
}
