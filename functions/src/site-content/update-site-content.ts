import {
  callableNames,
  fieldsChangedSince,
  type ShownFieldValue,
  siteContentPath,
} from '@management-center/contract';
import { teamCallable } from '../platform/team-callable.ts';
import { changedSinceOpened } from './changed-since-opened.ts';
import { attributed } from './content-attribution.ts';
import { changeContentNode, readContentNode } from './content-nodes.ts';

// The database's clock and the function's may differ by this much.
const clockMarginMs = 2_000;

export const updateSiteContent = teamCallable(callableNames.updateSiteContent, async (input, actor) => {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(input.fields)) {
    if (value !== undefined) fields[name] = value;
  }
  // The input schema gives items an id and main nodes none.
  const node = { target: input.target, id: 'id' in input ? input.id : undefined };
  const path = siteContentPath(node.target, node.id);
  const { startedFrom } = input;
  const startedAt = Date.now();
  // Checked before the attribution is stored, which would take the place of the last change's; and again in the
  // write's transaction, which no change can slip past.
  if (startedFrom) {
    const changed = fieldsChangedSince(await readContentNode(path), startedFrom);
    if (changed) throw await changedSinceOpened(node, changed);
  }
  let theirs: Record<string, ShownFieldValue> | undefined;
  await attributed(actor, node, { fields }, () =>
    changeContentNode(node.target, node.id, (stored) => {
      theirs = startedFrom && fieldsChangedSince(stored, startedFrom);
      return theirs ? stored : { ...stored, ...fields };
    }),
  );
  // Another call changed the row while this one ran: its attribution may have been replaced by this call's own.
  if (theirs) throw await changedSinceOpened(node, theirs, startedAt - clockMarginMs);
  return { output: { path, fields }, targets: [path] };
});
