import {
  type ActivityView,
  type AuditEntry,
  auditEntrySchema,
  type ExportSummary,
} from '@management-center/contract';
import type { ListViewCodec } from '../../lib/list-screen/use-list-address.ts';
import { countedText } from '../../lib/wording/counted-text.ts';

export interface AuditLogRow extends AuditEntry {
  id: string;
}

export interface AuditLogWindow {
  rows: AuditLogRow[];
  // The window came back full: entries older than its oldest may exist.
  mayHaveOlder: boolean;
}

/**
 * The last `limit` entries of the log as the database returned them ([key, value] pairs), newest first. An entry
 * of another shape is left out rather than hiding the whole log.
 */
export function auditLogWindow(
  children: ReadonlyArray<readonly [string, unknown]>,
  limit: number,
): AuditLogWindow {
  const rows = children.flatMap(([id, value]) => {
    const parsed = auditEntrySchema.safeParse(value);
    return parsed.success ? [{ id, ...parsed.data }] : [];
  });
  // Push ids grow with time, so they order entries written within the same millisecond.
  rows.sort((first, second) => second.at - first.at || second.id.localeCompare(first.id));
  return { rows, mayHaveOlder: children.length >= limit };
}

// The view is kept in the address (`?view=everything`), so that a reload or a shared link shows the same entries;
// the changes, the default, name none.
export const auditLogAddress: ListViewCodec<ActivityView> = {
  read: (params) => (params.get('view') === 'everything' ? 'everything' : 'changes'),
  write: (view) => new URLSearchParams(view === 'changes' ? {} : { view }),
};

// How an entry's outcome is shown: a refusal is not a failure of the call. The server refuses a role that does not
// allow the call (permission-denied), and a call naming a member of the team's account (failed-precondition).
const outcomeBadges = {
  succeeded: { label: 'Succeeded', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  refused: { label: 'Refused: role', color: 'orange' },
} as const;

const teamAccountBadge = { label: 'Refused: a team account', color: 'orange' } as const;

export function outcomeBadge(
  outcome: AuditEntry['outcome'],
  errorCode?: string,
): { label: string; color: string } {
  return outcome === 'refused' && errorCode === 'failed-precondition'
    ? teamAccountBadge
    : outcomeBadges[outcome];
}

/** e.g. "Jan 5, 2026, 3:04:05 PM UTC"; the browser's own time zone unless one is given. */
export function formatActivityTime(at: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'long', timeZone }).format(at);
}

const targetMaxLength = 40;

// The middle goes: a path keeps its collection or folder and the end of its id or file name.
export function shortenTarget(target: string, maxLength = targetMaxLength): string {
  if (target.length <= maxLength) return target;
  const kept = maxLength - 1;
  const head = Math.ceil(kept / 2);
  return `${target.slice(0, head)}…${target.slice(target.length - (kept - head))}`;
}

interface ShownTarget {
  target: string;
  text: string;
}

interface TargetSummary {
  shown: ShownTarget[];
  hiddenCount: number;
  // Something is not shown in full: the complete list is worth offering.
  abridged: boolean;
}

export function summarizeTargets(targets: readonly string[], shownCount = 3): TargetSummary {
  const shown = targets.slice(0, shownCount).map((target) => ({ target, text: shortenTarget(target) }));
  const hiddenCount = Math.max(targets.length - shownCount, 0);
  const abridged = hiddenCount > 0 || shown.some(({ target, text }) => target !== text);
  return { shown, hiddenCount, abridged };
}

const exportedListNames: Readonly<Record<ExportSummary['list'], string>> = {
  users: 'Users',
  feedback: 'Feedback',
  trash: 'Trash',
  activity: 'Activity log',
};

/** What an export wrote, e.g. "12 rows of Users (Type: Business User) as CSV". */
export function exportedText({ list, filter, format, rows }: ExportSummary): string {
  return `${countedText(rows, { one: 'row', many: 'rows' })} of ${exportedListNames[list]} (${filter}) as ${format.toUpperCase()}`;
}
