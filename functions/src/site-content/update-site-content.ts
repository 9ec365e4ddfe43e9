import { callableNames, siteContentPath, updateSiteContentInputSchema } from '@management-center/contract';
import { adminCallable } from '../platform/admin-callable.ts';
import { database } from '../platform/firebase.ts';
import { changeExistingNode, siteItemNotFound } from './content-nodes.ts';

export const updateSiteContent = adminCallable(
  callableNames.updateSiteContent,
  updateSiteContentInputSchema,
  async (input) => {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(input.fields)) {
      if (value !== undefined) fields[name] = value;
    }
    // The input schema gives items an id and main nodes none.
    if (!('id' in input)) {
      const path = siteContentPath(input.target);
      await (await database()).ref(path).update(fields);
      return { output: { path, fields }, targets: [path] };
    }
    const path = siteContentPath(input.target, input.id);
    const before = await changeExistingNode(path, (node) => ({ ...node, ...fields }));
    if (!before) throw siteItemNotFound(input.target, input.id);
    return { output: { path, fields }, targets: [path] };
  },
);
