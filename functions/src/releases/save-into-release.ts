import type { ReleaseChange } from '@management-center/contract';
import type { HttpsError } from 'firebase-functions/https';
import { authorOf } from '../platform/content-author.ts';
import type { Actor } from '../platform/team-callable.ts';
import { readContentNode, siteItemNotFound } from '../site-content/content-nodes.ts';
import {
  baseOf,
  type ChangedRow,
  changeTargets,
  deletedInRelease,
  rowOf,
  saved,
  withChange,
} from './release-changes.ts';
import { changeDraft } from './release-records.ts';

/**
 * Saves new values of a row's fields into the release, over what it holds for the row: into the item it adds, or
 * as an update whose base keeps each field's live value from when it first went into the release. Returns the
 * audit targets.
 */
export async function saveIntoRelease(
  actor: Actor,
  releaseId: string,
  row: ChangedRow,
  fields: Readonly<Record<string, string | string[]>>,
): Promise<string[]> {
  const { key, path } = rowOf(row);
  const live = await readContentNode(path);
  await changeDraft(releaseId, (release): ReturnType<typeof withChange> | HttpsError => {
    const existing = release.changes?.[key];
    if (existing?.kind === 'delete') return deletedInRelease();
    if (existing?.kind === 'add') {
      return withChange(release, key, {
        ...existing,
        fields: { ...existing.fields, ...fields },
        ...saved(authorOf(actor)),
      });
    }
    if (row.itemId !== undefined && live === undefined) return siteItemNotFound(row.target, row.itemId);
    const newNames = Object.keys(fields).filter((name) => !(name in (existing?.base ?? {})));
    const change: ReleaseChange = {
      ...row,
      kind: 'update',
      fields: { ...existing?.fields, ...fields },
      base: { ...existing?.base, ...baseOf(live, newNames) },
      ...saved(authorOf(actor)),
    };
    return withChange(release, key, change);
  });
  return changeTargets(releaseId, row);
}
