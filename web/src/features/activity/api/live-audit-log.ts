import { type ActivityView, databasePaths } from '@management-center/contract';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DataSnapshot,
  equalTo,
  get,
  limitToLast,
  onValue,
  orderByChild,
  query,
  ref,
} from 'firebase/database';
import { useEffect } from 'react';
import { database } from '../../../lib/firebase/firebase-database.ts';
import { type AuditLogWindow, auditLogWindow } from '../audit-log.ts';

export const auditLogPageSize = 25;

// `changes`: the calls that changed something or failed; `everything` adds those that changed nothing.
export type AuditLogView = ActivityView;

function auditLogKey(view: AuditLogView, limit: number): QueryKey {
  return ['database', databasePaths.auditLog, { view, limit }];
}

// Only the newest `limit` entries travel: the log keeps a year of every call made in the console. An entry that
// changed nothing is marked, so the changes are those without the mark; within it the database orders them by
// their keys, which are the calls' push ids, as they were made.
function newestEntries(view: AuditLogView, limit: number) {
  const log = ref(database, databasePaths.auditLog);
  return view === 'changes'
    ? query(log, orderByChild('changedNothing'), equalTo(null), limitToLast(limit))
    : query(log, orderByChild('at'), limitToLast(limit));
}

function windowOf(snapshot: DataSnapshot, limit: number): AuditLogWindow {
  const children: [string, unknown][] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) children.push([child.key, child.val()]);
  });
  return auditLogWindow(children, limit);
}

/** The newest `limit` audit entries of the view, newest first, kept current by the SDK's listener on that window. */
export function useLiveAuditLog(view: AuditLogView, limit: number) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: auditLogKey(view, limit),
    queryFn: async () => windowOf(await get(newestEntries(view, limit)), limit),
    // Showing more keeps the entries already on screen while the longer window loads.
    placeholderData: keepPreviousData,
  });

  useEffect(
    () =>
      onValue(
        newestEntries(view, limit),
        (snapshot) => queryClient.setQueryData(auditLogKey(view, limit), windowOf(snapshot, limit)),
        () => queryClient.invalidateQueries({ queryKey: auditLogKey(view, limit) }),
      ),
    [view, limit, queryClient],
  );

  return result;
}
