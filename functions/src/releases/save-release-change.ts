import { callableNames, type ReleaseChange } from '@management-center/contract';
import type { HttpsError } from 'firebase-functions/https';
import { authorOf } from '../platform/content-author.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { readContentNode, siteItemNotFound } from '../site-content/content-nodes.ts';
import { baseOf, changeTargets, deletedInRelease, rowOf, saved, withChange } from './release-changes.ts';
import { changeDraft } from './release-records.ts';

// A row's Done while the screen works in a release: the same edit, checked by the same schemas, saved into the
// release over what it holds for the row. Each field's base is its live value when it first went into the release.
export const saveReleaseChange = teamCallable(
  callableNames.saveReleaseChange,
  async ({ releaseId, edit }, actor) => {
    const row = { target: edit.target, itemId: 'id' in edit ? edit.id : undefined };
    const { key, path } = rowOf(row);
    const fields = Object.fromEntries(
      Object.entries(edit.fields).filter(
        (entry): entry is [string, string | string[]] => entry[1] !== undefined,
      ),
    );
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
    return { output: { releaseId, change: key }, targets: changeTargets(releaseId, row) };
  },
);
