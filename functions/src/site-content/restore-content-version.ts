import {
  callableNames,
  contentHistoryMessages,
  contentVersionPath,
  contentVersionSchema,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { database } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';
import { attributed } from './content-attribution.ts';
import { setNode } from './content-nodes.ts';

// A version that was written outside the functions, or of a node that did not exist, cannot be written back: the
// websites would show whatever it holds.
function restorable(stored: unknown) {
  const version = contentVersionSchema.safeParse(stored);
  if (!version.success) throw new HttpsError('failed-precondition', contentHistoryMessages.notRestorable);
  const { target, itemId, value } = version.data;
  if (value === undefined)
    throw new HttpsError('failed-precondition', contentHistoryMessages.nothingToRestore);
  const row = siteContentTargets[target];
  const fitsItsNode = (row.kind === 'item') === (itemId !== undefined) && row.node.safeParse(value).success;
  if (!fitsItsNode) throw new HttpsError('failed-precondition', contentHistoryMessages.notRestorable);
  return { target, itemId, value, path: siteContentPath(target, itemId) };
}

// Writes the version over its node as a whole, or brings a deleted item back under its own id. This is a change
// like any other: the trigger keeps the node's value before it, so a restore can be undone by restoring that.
export const restoreContentVersion = teamCallable(
  callableNames.restoreContentVersion,
  async ({ versionId }, actor) => {
    const stored = (await (await database()).ref(contentVersionPath(versionId)).get()).val();
    if (stored === null) {
      throw new HttpsError('not-found', contentHistoryMessages.versionNotKept, { versionId });
    }
    const { target, itemId, value, path } = restorable(stored);
    await attributed(actor, { target, id: itemId }, { fields: value }, () => setNode(path, () => value));
    return { output: { path }, targets: [path, contentVersionPath(versionId)] };
  },
);
