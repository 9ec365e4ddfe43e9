// The resolver's unit tests page through read models held in memory: a RangeStore over a plain object tree,
// ordering and bounding as the Realtime Database does for string values (by value, then key). It counts the pages
// it serves by path, so that a test can tell how much a resolution read.
import type { RangeChild, RangePageQuery, RangeStore } from '../src/matching/range-store.ts';

export type Tree = Record<string, unknown>;

function childrenAt(tree: Tree, path: string): Record<string, unknown> {
  let node: unknown = tree;
  for (const part of path.split('/')) {
    node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};
}

function compare(first: string, second: string): number {
  return first < second ? -1 : first > second ? 1 : 0;
}

function orderValueOf(query: RangePageQuery, key: string, value: unknown): unknown {
  if (query.order.by === 'key') return key;
  if (query.order.by === 'value') return value;
  let node: unknown = value;
  for (const part of query.order.child.split('/')) {
    node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
  }
  return node;
}

/** Sets (or, with undefined, removes) the value at a slash-separated path. */
export function setAt(tree: Tree, path: string, value: unknown): void {
  const parts = path.split('/');
  const last = parts.pop() as string;
  let node = tree;
  for (const part of parts) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Tree;
  }
  if (value === undefined || value === null) delete node[last];
  else node[last] = value;
}

export function memoryRangeStore(tree: Tree): RangeStore & { pagesRead: Map<string, number> } {
  const pagesRead = new Map<string, number>();
  return {
    pagesRead,
    async readPage(query) {
      pagesRead.set(query.path, (pagesRead.get(query.path) ?? 0) + 1);
      const children: RangeChild[] = Object.entries(childrenAt(tree, query.path))
        .map(([key, value]) => ({ key, value, orderValue: orderValueOf(query, key, value) }))
        .filter((child): child is RangeChild & { orderValue: string } => typeof child.orderValue === 'string')
        .filter(({ orderValue }) => orderValue >= query.start)
        .filter(
          ({ orderValue }) =>
            query.end === undefined ||
            (query.end.inclusive ? orderValue <= query.end.at : orderValue < query.end.at),
        )
        .filter(
          ({ key, orderValue }) =>
            query.after === undefined ||
            compare(orderValue, query.after.value) > 0 ||
            (orderValue === query.after.value && compare(key, query.after.key) > 0),
        )
        .sort(
          (first, second) => compare(first.orderValue, second.orderValue) || compare(first.key, second.key),
        );
      return structuredClone(children.slice(0, query.limit));
    },
    async readValue(path) {
      const parts = path.split('/');
      const last = parts.pop() as string;
      return structuredClone(childrenAt(tree, parts.join('/'))[last] ?? null);
    },
  };
}
