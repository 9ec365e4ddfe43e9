import { databasePaths } from '@management-center/contract';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataSnapshot, get, limitToLast, onValue, orderByChild, query, ref } from 'firebase/database';
import { useEffect } from 'react';
import { database } from '../../../lib/firebase-database.ts';
import { type AuditLogWindow, auditLogWindow } from '../audit-log.ts';

export const auditLogPageSize = 25;

function auditLogKey(limit: number): QueryKey {
  return ['database', databasePaths.auditLog, { limit }];
}

// Only the newest `limit` entries travel: the log keeps a year of every change made in the console.
function newestEntries(limit: number) {
  return query(ref(database, databasePaths.auditLog), orderByChild('at'), limitToLast(limit));
}

function windowOf(snapshot: DataSnapshot, limit: number): AuditLogWindow {
  const children: [string, unknown][] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) children.push([child.key, child.val()]);
  });
  return auditLogWindow(children, limit);
}

/** The newest `limit` audit entries, newest first, kept current by the SDK's listener on that window. */
export function useLiveAuditLog(limit: number) {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: auditLogKey(limit),
    queryFn: async () => windowOf(await get(newestEntries(limit)), limit),
    // Showing more keeps the entries already on screen while the longer window loads.
    placeholderData: keepPreviousData,
  });

  useEffect(
    () =>
      onValue(
        newestEntries(limit),
        (snapshot) => queryClient.setQueryData(auditLogKey(limit), windowOf(snapshot, limit)),
        () => queryClient.invalidateQueries({ queryKey: auditLogKey(limit) }),
      ),
    [limit, queryClient],
  );

  return result;
}
