import { callableNames } from '@management-center/contract';
import { teamCallable } from '../platform/team-callable.ts';
import { rowOf } from './release-changes.ts';
import { saveIntoRelease } from './save-into-release.ts';

// A row's Done while the screen works in a release: the same edit, checked by the same schemas, saved into the
// release instead of the live content.
export const saveReleaseChange = teamCallable(
  callableNames.saveReleaseChange,
  async ({ releaseId, edit }, actor) => {
    const row = { target: edit.target, itemId: 'id' in edit ? edit.id : undefined };
    const fields = Object.fromEntries(
      Object.entries(edit.fields).filter(
        (entry): entry is [string, string | string[]] => entry[1] !== undefined,
      ),
    );
    const targets = await saveIntoRelease(actor, releaseId, row, fields);
    return { output: { releaseId, change: rowOf(row).key }, targets };
  },
);
