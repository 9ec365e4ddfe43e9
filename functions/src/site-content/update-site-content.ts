import { callableNames, siteContentPath } from '@management-center/contract';
import { teamCallable } from '../platform/team-callable.ts';
import { attributed } from './content-attribution.ts';
import { changeContentNode } from './content-nodes.ts';

export const updateSiteContent = teamCallable(callableNames.updateSiteContent, async (input, actor) => {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(input.fields)) {
    if (value !== undefined) fields[name] = value;
  }
  // The input schema gives items an id and main nodes none.
  const node = { target: input.target, id: 'id' in input ? input.id : undefined };
  const path = siteContentPath(node.target, node.id);
  await attributed(actor, node, { fields }, () =>
    changeContentNode(node.target, node.id, (stored) => ({ ...stored, ...fields })),
  );
  return { output: { path, fields }, targets: [path] };
});
