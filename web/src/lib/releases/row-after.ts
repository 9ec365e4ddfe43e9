import type { ContentNodeValue, ReleaseChange } from '@management-center/contract';

/** What a change makes of its row: the live row with the new fields, the new item, or nothing. */
export function rowAfter(
  change: ReleaseChange,
  live: ContentNodeValue | undefined,
): ContentNodeValue | undefined {
  if (change.kind === 'delete') return undefined;
  if (change.kind === 'add') return change.fields;
  return { ...live, ...change.fields };
}
