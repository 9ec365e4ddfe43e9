import {
  contentImageLocation,
  type ImageUse,
  imageUseKey,
  imageUseOf,
  mediaImageKey,
  type SiteImageTargetName,
  siteContentTargets,
  siteImageTargetNames,
} from '@management-center/contract';

/** The library key of the image a content URL points at: only the bucket's own content images have one. */
export function libraryImageKeyOf(url: unknown, bucketName: string): string | undefined {
  if (typeof url !== 'string') return undefined;
  const location = contentImageLocation(url, bucketName);
  return location && mediaImageKey(location.objectPath);
}

function isNode(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The library key of the image a content node shows in its image slot. */
export function nodeImageKey(
  target: SiteImageTargetName,
  node: unknown,
  bucketName: string,
): string | undefined {
  return isNode(node)
    ? libraryImageKeyOf(node[siteContentTargets[target].image.field], bucketName)
    : undefined;
}

export interface ImageUseFound {
  imageKey: string;
  useKey: string;
  use: ImageUse;
}

function childAt(tree: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((node, segment) => (isNode(node) ? node[segment] : undefined), tree);
}

/**
 * Every use of a library image in the content as it stands, by scanning the nodes of the six image slots: what the
 * triggers keep, rebuilt from scratch (the backfill, and the reference the tests hold the triggers to).
 */
export function imageUsesInContent(readNode: (path: string) => unknown, bucketName: string): ImageUseFound[] {
  return siteImageTargetNames.flatMap((target) => {
    const { kind, path } = siteContentTargets[target];
    if (kind === 'main') {
      const node = readNode(path);
      const imageKey = nodeImageKey(target, node, bucketName);
      return imageKey && isNode(node)
        ? [{ imageKey, useKey: imageUseKey(target), use: imageUseOf(target, undefined, node) }]
        : [];
    }
    const list = readNode(path.replace('/{id}', ''));
    if (!isNode(list)) return [];
    return Object.entries(list).flatMap(([itemId, node]) => {
      const imageKey = nodeImageKey(target, node, bucketName);
      return imageKey && isNode(node)
        ? [{ imageKey, useKey: imageUseKey(target, itemId), use: imageUseOf(target, itemId, node) }]
        : [];
    });
  });
}

/** A content tree (one website's, from the database root down) as a reader of node paths. */
export function nodeReader(trees: Record<string, unknown>): (path: string) => unknown {
  return (path) => {
    const [root, ...rest] = path.split('/');
    return root === undefined ? undefined : childAt(trees[root], rest);
  };
}
