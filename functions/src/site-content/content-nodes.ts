import type { SiteContentTargetName } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { database } from '../platform/firebase.ts';

export type ContentNode = Record<string, unknown>;

function isContentNode(value: unknown): value is ContentNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Changes a node in one transaction and answers what it was before (undefined: there was none). A transaction,
// because the node may be deleted or changed between a read and a write: an edit must not bring a deleted item
// back as a fragment, and an image replacement must know exactly which image it replaced.
async function transformNode(
  path: string,
  whenMissing: 'leave' | 'create',
  change: (node: ContentNode) => ContentNode | null,
): Promise<ContentNode | undefined> {
  const seen: { before?: ContentNode } = {};
  await (await database()).ref(path).transaction((current: unknown) => {
    // The SDK first calls this with its cached value, often null; writing null back is then harmless: the
    // server refuses the stale write and the SDK calls again with the stored node.
    seen.before = isContentNode(current) ? current : undefined;
    if (seen.before) return change(seen.before);
    return whenMissing === 'create' ? change({}) : current;
  });
  return seen.before;
}

// Changes the node if it exists; answers its previous value, or undefined when there was none (nothing written).
export function changeExistingNode(
  path: string,
  change: (node: ContentNode) => ContentNode | null,
): Promise<ContentNode | undefined> {
  return transformNode(path, 'leave', change);
}

// Changes the node, starting from an empty one when it does not exist yet; answers its previous value.
export function changeNode(
  path: string,
  change: (node: ContentNode) => ContentNode,
): Promise<ContentNode | undefined> {
  return transformNode(path, 'create', change);
}

export async function nodeExists(path: string): Promise<boolean> {
  return (await (await database()).ref(path).get()).exists();
}

export function siteItemNotFound(target: SiteContentTargetName, id: string): HttpsError {
  return new HttpsError('not-found', `There is no ${target} item with the id ${id}.`, { target, id });
}
