import {
  type ContentNodeValue,
  type Release,
  type SiteContentTarget,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { rowAfter } from '../../../lib/releases/row-after.ts';

// What a release adds shows the picture the publish will give it: its own copy of the default image.
export const defaultImagePath = '/default-image.png';

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withNodeAt(tree: Tree, [segment, ...rest]: readonly string[], node: unknown): Tree {
  if (segment === undefined) return tree;
  const copy = { ...tree };
  if (rest.length > 0) copy[segment] = withNodeAt(isTree(tree[segment]) ? tree[segment] : {}, rest, node);
  else if (node === undefined) delete copy[segment];
  else copy[segment] = node;
  return copy;
}

/**
 * The content a screen reads at `screenPath` as the release would make it: its changes under that path over the
 * live values. An update of an item deleted live since is left out: the release's page asks for its review.
 */
export function withReleaseChanges(
  live: unknown,
  screenPath: string,
  release: Release,
  defaultImageUrl: string,
): unknown {
  const prefix = `${screenPath}/`;
  let content: unknown = live;
  for (const change of Object.values(release.changes ?? {})) {
    const path = siteContentPath(change.target, change.itemId);
    if (!path.startsWith(prefix)) continue;
    const segments = path.slice(prefix.length).split('/');
    const tree = isTree(content) ? content : {};
    const current = segments.reduce<unknown>(
      (node, segment) => (isTree(node) ? node[segment] : undefined),
      tree,
    );
    const liveNode = isTree(current) ? (current as ContentNodeValue) : undefined;
    if (change.kind === 'update' && change.itemId !== undefined && liveNode === undefined) continue;
    const after = rowAfter(change, liveNode);
    const { image }: SiteContentTarget = siteContentTargets[change.target];
    const shown =
      change.kind === 'add' && after && image && !(image.field in after)
        ? { ...after, [image.field]: defaultImageUrl }
        : after;
    content = withNodeAt(tree, segments, shown);
  }
  return content;
}
