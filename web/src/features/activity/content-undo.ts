import { callableNames, type SiteItemTargetName, siteItemTargetNames } from '@management-center/contract';
import type { KeptVersion } from '../../lib/content/kept-version.ts';
import type { AuditLogRow } from './audit-log.ts';

// The callables that change one website content node. The version each change replaced is kept by the server
// under the call's id, which is the id of its audit entry.
const contentChangeActions: ReadonlySet<string> = new Set([
  callableNames.updateSiteContent,
  callableNames.uploadSiteImage,
  callableNames.addSiteItem,
  callableNames.deleteSiteItem,
  callableNames.restoreContentVersion,
]);

/** Whether the entry is a content change that Undo can look up the version of. */
export function isUndoableContentChange(row: AuditLogRow): boolean {
  return row.outcome === 'succeeded' && contentChangeActions.has(row.action);
}

export type ContentUndo =
  | { kind: 'restore'; versionId: string }
  | { kind: 'deleteItem'; target: SiteItemTargetName; id: string }
  | { kind: 'notKept' };

function itemTarget(target: string): SiteItemTargetName | undefined {
  return siteItemTargetNames.find((name) => name === target);
}

/**
 * How to undo the change that replaced `kept`: put the version back, or, for a change that added an item, delete
 * that item (which keeps it among the screen's recently deleted, so the undo can be undone too).
 */
export function contentUndoOf(kept: KeptVersion | undefined): ContentUndo {
  if (kept === undefined) return { kind: 'notKept' };
  const { change, target, itemId } = kept.version;
  if (change !== 'created') return { kind: 'restore', versionId: kept.versionId };
  const item = itemTarget(target);
  return item === undefined || itemId === undefined
    ? { kind: 'notKept' }
    : { kind: 'deleteItem', target: item, id: itemId };
}

export const contentUndoMessages = {
  restored: 'Change undone: the content is back as it was before it.',
  itemDeleted: 'Change undone: the added item is deleted, and listed under Recently deleted on its screen.',
  notKept:
    'This change cannot be undone: the version it replaced is not in the content history (it may be past its retention).',
} as const;
