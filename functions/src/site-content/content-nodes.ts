import { isDeepStrictEqual } from 'node:util';
import { type SiteContentTargetName, siteContentPath } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { database } from '../platform/firebase.ts';

export type ContentNode = Record<string, unknown>;

// What one transaction did to a node: its value before (undefined: there was none) and after (null: removed).
export interface NodeChange {
  before: ContentNode | undefined;
  after: ContentNode | null;
}

// A write of the value a node already holds raises no database event, so it keeps no version either.
export function changedAnything({ before, after }: NodeChange): boolean {
  return !isDeepStrictEqual(before ?? null, after);
}

function isContentNode(value: unknown): value is ContentNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Changes a node in one transaction and answers what it was before and after. A transaction, because the node
// may be deleted or changed between a read and a write: an edit must not bring a deleted item back as a fragment,
// and the caller must know whether its write changed anything.
async function transformNode(
  path: string,
  whenMissing: 'leave' | 'create',
  change: (node: ContentNode | undefined) => ContentNode | null,
): Promise<NodeChange> {
  const seen: NodeChange = { before: undefined, after: null };
  await (await database()).ref(path).transaction((current: unknown) => {
    // The SDK first calls this with its cached value, often null; writing null back is then harmless: the
    // server refuses the stale write and the SDK calls again with the stored node.
    seen.before = isContentNode(current) ? current : undefined;
    if (!seen.before && whenMissing === 'leave') {
      seen.after = null;
      return current;
    }
    seen.after = change(seen.before);
    return seen.after;
  });
  return seen;
}

// Changes the node if it exists; answers undefined, writing nothing, when there is none.
export async function changeExistingNode(
  path: string,
  change: (node: ContentNode) => ContentNode | null,
): Promise<NodeChange | undefined> {
  const result = await transformNode(path, 'leave', (node) => (node ? change(node) : null));
  return result.before ? result : undefined;
}

// Sets the node whether or not it exists (a main node, a restored item).
export function setNode(
  path: string,
  value: (node: ContentNode | undefined) => ContentNode,
): Promise<NodeChange> {
  return transformNode(path, 'create', value);
}

// Creates the node unless it exists; an existing node is left as it is (the change then changed nothing).
export function createNode(path: string, value: ContentNode): Promise<NodeChange> {
  return transformNode(path, 'create', (node) => node ?? value);
}

// Changes a main node (created when missing) or an existing item (not-found when there is none).
export async function changeContentNode(
  target: SiteContentTargetName,
  id: string | undefined,
  change: (node: ContentNode) => ContentNode | null,
): Promise<NodeChange> {
  const path = siteContentPath(target, id);
  if (id === undefined) return transformNode(path, 'create', (node) => change(node ?? {}));
  const result = await changeExistingNode(path, change);
  if (!result) throw siteItemNotFound(target, id);
  return result;
}

/** The node as stored now; undefined when there is none, or what is there is no content node. */
export async function readContentNode(path: string): Promise<ContentNode | undefined> {
  const value: unknown = (await (await database()).ref(path).get()).val();
  return isContentNode(value) ? value : undefined;
}

export async function nodeExists(path: string): Promise<boolean> {
  return (await (await database()).ref(path).get()).exists();
}

export function siteItemNotFound(target: SiteContentTargetName, id: string): HttpsError {
  return new HttpsError('not-found', `There is no ${target} item with the id ${id}.`, { target, id });
}
