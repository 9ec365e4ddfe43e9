import { trashPurgeTime } from '@management-center/contract';
import type { TrashRow } from './trash-page.ts';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** When the user was deleted, to the minute. */
export function deletedAtText(row: TrashRow): string {
  return dateTimeFormat.format(row.deletedAt);
}

/** Who deleted the user: "by" their e-mail, or their uid when they have none. */
export function deletedByText(row: TrashRow): string {
  return `by ${row.deletedBy.email ?? row.deletedBy.uid}`;
}

export function deletedText(row: TrashRow): string {
  return `${deletedAtText(row)} ${deletedByText(row)}`;
}

/** The day the cleanup deletes the user for good, under the retention the functions use. */
export function purgeDateText(row: TrashRow, retentionDays: number): string {
  return dateFormat.format(trashPurgeTime(row.deletedAt, retentionDays));
}
