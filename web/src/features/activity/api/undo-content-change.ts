import { callableNames, contentVersionSchema, databasePaths } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import {
  type DataSnapshot,
  equalTo,
  limitToFirst,
  onValue,
  orderByChild,
  query,
  ref,
  type Unsubscribe,
} from 'firebase/database';
import { invokeCallable } from '../../../lib/callables/callables.ts';
import type { KeptVersion } from '../../../lib/content/kept-version.ts';
import { database } from '../../../lib/firebase/firebase-database.ts';
import { notifySuccess } from '../../../lib/notices/notify.ts';
import type { AuditLogRow } from '../audit-log.ts';
import { contentUndoMessages, contentUndoOf } from '../content-undo.ts';

// The trigger keeps the version moments after the change, and the entry may be shown before: for a change just made,
// Undo waits for its version a little before it says there is none.
const recentChangeMs = 60_000;
const versionWaitMs = 15_000;

function keptVersionIn(snapshot: DataSnapshot): KeptVersion | undefined {
  let kept: KeptVersion | undefined;
  snapshot.forEach((child) => {
    const version = contentVersionSchema.safeParse(child.val());
    if (child.key !== null && version.success) kept = { versionId: child.key, version: version.data };
  });
  return kept;
}

// The version the call replaced: one call changes one node, so there is at most one.
function versionReplacedBy({ id, at }: AuditLogRow): Promise<KeptVersion | undefined> {
  const versions = query(
    ref(database, databasePaths.contentVersions),
    orderByChild('callId'),
    equalTo(id),
    limitToFirst(1),
  );
  const waitMs = Date.now() - at < recentChangeMs ? versionWaitMs : 0;
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    let unsubscribe: Unsubscribe | undefined;
    const settle = (finish: () => void) => {
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      finish();
    };
    unsubscribe = onValue(
      versions,
      (snapshot) => {
        const kept = keptVersionIn(snapshot);
        if (kept !== undefined || waitMs === 0) settle(() => resolve(kept));
        else timer ??= setTimeout(() => settle(() => resolve(undefined)), waitMs);
      },
      (error) => settle(() => reject(error)),
    );
    // The first value may have come before onValue returned.
    if (settled) unsubscribe();
  });
}

// The content screens follow their live listeners: nothing to invalidate.
export function useUndoContentChange() {
  return useMutation({
    mutationFn: async (entry: AuditLogRow) => {
      const undo = contentUndoOf(await versionReplacedBy(entry));
      if (undo.kind === 'notKept') throw new Error(contentUndoMessages.notKept);
      if (undo.kind === 'deleteItem') {
        const { target, id } = undo;
        await invokeCallable(callableNames.deleteSiteItem, { target, id });
        return contentUndoMessages.itemDeleted;
      }
      await invokeCallable(callableNames.restoreContentVersion, { versionId: undo.versionId });
      return contentUndoMessages.restored;
    },
    onSuccess: (message) => notifySuccess(message),
  });
}
