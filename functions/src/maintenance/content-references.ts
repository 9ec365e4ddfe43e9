import { contentImageLocation } from '@management-center/contract';

// Every string anywhere in a content tree: a content field added later is covered without a change here.
function* stringsIn(tree: unknown): Generator<string> {
  if (typeof tree === 'string') {
    yield tree;
  } else if (tree !== null && typeof tree === 'object') {
    for (const value of Object.values(tree)) yield* stringsIn(value);
  }
}

/** The paths of the content images in `bucketName` that the content trees link to with a download URL. */
export function referencedObjectPaths(contentTrees: readonly unknown[], bucketName: string): Set<string> {
  const paths = new Set<string>();
  for (const text of contentTrees.flatMap((tree) => [...stringsIn(tree)])) {
    const location = contentImageLocation(text, bucketName);
    if (location !== undefined) paths.add(location.objectPath);
  }
  return paths;
}
