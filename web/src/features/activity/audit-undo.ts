import { databasePaths } from '@management-center/contract';
import type { AuditLogRow } from './audit-log.ts';

/** The users a successful deletion moved to the trash: restoring them undoes it. Empty for any other entry. */
export function deletedUserIds(row: AuditLogRow): string[] {
  if (row.action !== 'deleteUsers' || row.outcome !== 'succeeded') return [];
  const ids = row.targets.flatMap((target) => {
    const [collection, userId, ...deeper] = target.split('/');
    const isUserRecord =
      collection === databasePaths.normalUsers || collection === databasePaths.businessUsers;
    return isUserRecord && userId && deeper.length === 0 ? [userId] : [];
  });
  return [...new Set(ids)];
}
