import {
  contentNodeKey,
  contentPresenceEntryPath,
  contentPresenceOf,
  contentPresenceSchema,
  editingText,
  type SiteContentTargetName,
} from '@management-center/contract';
import { onDisconnect, ref, remove, serverTimestamp, set } from 'firebase/database';
import { useEffect } from 'react';
import { useLiveDatabaseValue } from '../../../lib/database/live-database.ts';
import { auth } from '../../../lib/firebase/firebase.ts';
import { database } from '../../../lib/firebase/firebase-database.ts';

function presenceLost(error: unknown): void {
  // Being shown as editing helps the others; an edit goes on without it (a Done still refuses overwrites).
  console.warn('The edit mode of this row could not be shown to the team:', error);
}

/**
 * Shows the team that this member has the row in edit mode for as long as `editing` (their entry under
 * contentPresence, which the database removes itself when the tab closes or loses its connection), and says who
 * else has it open: "dana@example.com is editing".
 */
export function useEditingPresence(
  target: SiteContentTargetName,
  id: string | undefined,
  editing: boolean,
): string | undefined {
  const nodeKey = contentNodeKey(target, id);
  const uid = auth.currentUser?.uid;
  const email = auth.currentUser?.email;

  useEffect(() => {
    if (!editing || !uid || !email) return;
    const mine = ref(database, contentPresenceEntryPath(nodeKey, uid));
    const whenGone = onDisconnect(mine);
    let ended = false;
    whenGone
      .remove()
      .then(() => (ended ? undefined : set(mine, { email, since: serverTimestamp() })))
      .catch(presenceLost);
    return () => {
      ended = true;
      whenGone.cancel().catch(presenceLost);
      remove(mine).catch(presenceLost);
    };
  }, [editing, nodeKey, uid, email]);

  const present = useLiveDatabaseValue(contentPresenceOf(nodeKey), contentPresenceSchema);
  const others = Object.entries(present.data ?? {})
    .filter(([member]) => member !== uid)
    .map(([, entry]) => entry.email);
  return others.length > 0 ? editingText(others) : undefined;
}
