import type { AuditEntry } from '../audit.ts';
import { type FeedbackEntry, feedbackCategoryLabel } from '../feedback-list.ts';
import type { DirectoryEntry } from '../read-models/directory-entry.ts';
import { type TrashedUser, trashedKindText } from '../user-trash.ts';
import { type ExportColumn, isoTime } from './export-file.ts';

// The columns of each list's export: what its screen shows of a row, in full (the screen shortens some), with the
// ids a spreadsheet joins on and the times as ISO 8601.

export const usersExportColumns: readonly ExportColumn<DirectoryEntry>[] = [
  { key: 'userId', header: 'User ID', cell: (row) => row.id },
  { key: 'name', header: 'Name', cell: (row) => row.username },
  { key: 'email', header: 'E-mail', cell: (row) => row.email },
  { key: 'userType', header: 'User type', cell: (row) => row.userType },
  { key: 'collection', header: 'Collection', cell: (row) => row.kind },
  { key: 'status', header: 'Status', cell: (row) => row.status },
  { key: 'changedAfterApproval', header: 'Changed after approval', cell: (row) => row.changedAfterApproval },
  { key: 'signInDisabled', header: 'Sign-in disabled', cell: (row) => row.signInDisabled === true },
  { key: 'joinedAt', header: 'Joined at', cell: (row) => row.joinedKey ?? '' },
];

export const feedbackExportColumns: readonly ExportColumn<FeedbackEntry>[] = [
  { key: 'userId', header: 'User ID', cell: (row) => row.userId },
  { key: 'name', header: 'Name', cell: (row) => row.username },
  { key: 'email', header: 'E-mail', cell: (row) => row.email },
  { key: 'status', header: 'Status', cell: (row) => row.status },
  { key: 'category', header: 'Category', cell: (row) => feedbackCategoryLabel(row.feedback.category) },
  { key: 'rating', header: 'Rating', cell: (row) => row.feedback.rating },
  { key: 'review', header: 'Review', cell: (row) => row.feedback.review },
  { key: 'sentAt', header: 'Sent at', cell: (row) => isoTime(row.feedback.timestamp) },
  { key: 'changedAfterApproval', header: 'Changed after approval', cell: (row) => row.changedAfterApproval },
];

// A trashed user with the time the cleanup deletes them for good, under the retention the functions use.
export interface TrashExportRow extends TrashedUser {
  id: string;
  purgeAt: number;
}

export const trashExportColumns: readonly ExportColumn<TrashExportRow>[] = [
  { key: 'userId', header: 'User ID', cell: (row) => row.id },
  { key: 'name', header: 'Name', cell: (row) => row.username },
  { key: 'email', header: 'E-mail', cell: (row) => row.email },
  { key: 'kind', header: 'Kind', cell: (row) => trashedKindText(row.collections) },
  { key: 'deletedAt', header: 'Deleted at', cell: (row) => isoTime(row.deletedAt) },
  { key: 'deletedBy', header: 'Deleted by', cell: (row) => row.deletedBy.email ?? row.deletedBy.uid },
  { key: 'deletedForGoodAt', header: 'Deleted for good at', cell: (row) => isoTime(row.purgeAt) },
];

export interface ActivityExportRow extends AuditEntry {
  id: string;
}

export const activityExportColumns: readonly ExportColumn<ActivityExportRow>[] = [
  { key: 'entryId', header: 'Entry ID', cell: (row) => row.id },
  { key: 'at', header: 'Time', cell: (row) => isoTime(row.at) },
  { key: 'action', header: 'Action', cell: (row) => row.action },
  { key: 'actorEmail', header: 'Member e-mail', cell: (row) => row.actorEmail },
  { key: 'actorUid', header: 'Member ID', cell: (row) => row.actorUid },
  { key: 'outcome', header: 'Outcome', cell: (row) => row.outcome },
  { key: 'errorCode', header: 'Error', cell: (row) => row.errorCode ?? null },
  { key: 'targets', header: 'Targets', cell: (row) => row.targets.join(' ') },
  { key: 'reason', header: 'Reason', cell: (row) => row.reason ?? null },
  { key: 'changedNothing', header: 'Changed nothing', cell: (row) => row.changedNothing === true },
];
