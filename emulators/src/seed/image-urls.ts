import { DemoImage } from './demo-data.ts';

// Returns a copy of the tree in which every DemoImage is replaced by its URL.
export function replaceImagesWithUrls<T>(tree: T, urlOf: (image: DemoImage) => string): unknown {
  if (tree instanceof DemoImage) return urlOf(tree);
  if (Array.isArray(tree)) return tree.map((item) => replaceImagesWithUrls(item, urlOf));
  if (tree !== null && typeof tree === 'object') {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, replaceImagesWithUrls(value, urlOf)]),
    );
  }
  return tree;
}
