import { type Compare, OrderedMap } from '../data/ordered-map.ts';
import {
  BRANCH_VALUE,
  compareKeys,
  compareKeysTotally,
  compareSortValues,
  MAX_NAME,
  MIN_NAME,
  type SortValue,
} from '../data/ordering.ts';
import { type Path, parsePath } from '../data/path.ts';
import { branch, type Children, childAt, childrenOf, type DataNode, type Tree } from '../data/tree.ts';

type QueryValue = string | number | boolean | null;

/** A query as the SDK serialises it (`queryParamsGetQueryObject`); absent fields are `undefined`. */
export interface WireQuery {
  readonly sp?: QueryValue | undefined;
  readonly sn?: string | undefined;
  readonly sin?: boolean | undefined;
  readonly ep?: QueryValue | undefined;
  readonly en?: string | undefined;
  readonly ein?: boolean | undefined;
  readonly l?: number | undefined;
  readonly vf?: 'l' | 'r' | undefined;
  readonly i?: string | undefined;
}

export type QueryIndex =
  | { readonly kind: 'priority' }
  | { readonly kind: 'key' }
  | { readonly kind: 'value' }
  | { readonly kind: 'child'; readonly path: Path };

/** A position in index order: an index value, then a key to break ties (`MIN_NAME`/`MAX_NAME` if none). */
export interface Position {
  readonly value: SortValue;
  readonly name: string;
}

interface QueryBound extends Position {
  readonly value: QueryValue;
  readonly inclusive: boolean;
}

interface QueryLimit {
  readonly count: number;
  readonly fromRight: boolean;
}

export interface QuerySpec {
  readonly index: QueryIndex;
  readonly start: QueryBound | null;
  readonly end: QueryBound | null;
  readonly limit: QueryLimit | null;
}

export class InvalidQueryError extends Error {}

function parseIndex(index: string | undefined): QueryIndex {
  switch (index) {
    case undefined:
    case '.priority':
      return { kind: 'priority' };
    case '.key':
      return { kind: 'key' };
    case '.value':
      return { kind: 'value' };
    default: {
      const path = parsePath(index);
      if (path.length === 0) {
        throw new InvalidQueryError(`Invalid query index "${index}"`);
      }
      return { kind: 'child', path };
    }
  }
}

function parseBound(index: QueryIndex, value: QueryValue, name: string, inclusive: boolean): QueryBound {
  if (index.kind !== 'key') {
    return { value, name, inclusive };
  }
  if (typeof value !== 'string') {
    throw new InvalidQueryError('Invalid query: bounds of orderByKey must be strings');
  }
  return { value, name: value, inclusive };
}

export function parseQuery(wire: WireQuery): QuerySpec {
  const index = parseIndex(wire.i);
  const start =
    wire.sp === undefined ? null : parseBound(index, wire.sp, wire.sn ?? MIN_NAME, wire.sin ?? true);
  const end =
    wire.ep === undefined ? null : parseBound(index, wire.ep, wire.en ?? MAX_NAME, wire.ein ?? true);
  // Without an explicit side, `limit()` anchors to the start bound if there is one, like the SDK.
  const viewFrom = wire.vf ?? (start === null ? 'r' : 'l');
  const limit = wire.l === undefined ? null : { count: wire.l, fromRight: viewFrom === 'r' };
  return { index, start, end, limit };
}

/** A query without bounds or limit returns the whole location, priority included, like a plain read. */
export function loadsAllData(spec: QuerySpec): boolean {
  return spec.start === null && spec.end === null && spec.limit === null;
}

export function sortValueOf(tree: Tree): SortValue {
  if (tree === null) {
    return null;
  }
  return tree.kind === 'leaf' ? tree.value : BRANCH_VALUE;
}

function indexValue(index: QueryIndex, node: DataNode): SortValue {
  switch (index.kind) {
    case 'priority':
      return node.priority;
    case 'key':
      return null;
    case 'value':
      return sortValueOf(node);
    case 'child':
      return sortValueOf(childAt(node, index.path));
  }
}

function comparePositions(index: QueryIndex, a: Position, b: Position): number {
  if (index.kind === 'key') {
    return compareKeys(a.name, b.name);
  }
  return compareSortValues(a.value, b.value) || compareKeys(a.name, b.name);
}

/** A location's children in the order of one index (not the key order), each under its position. */
export type IndexedChildren = OrderedMap<Position, DataNode>;

/** Children in some index order, read from either end from a bound: all a window needs. */
interface OrderedChildren {
  ascendingFrom(isBelow: (position: Position) => boolean): Iterable<readonly [Position, DataNode]>;
  descendingFrom(isAbove: (position: Position) => boolean): Iterable<readonly [Position, DataNode]>;
}

export function positionOf(index: QueryIndex, name: string, node: DataNode): Position {
  return { value: indexValue(index, node), name };
}

/** The order of an index's entries: the query order, keys told apart totally (see `compareKeysTotally`). */
export function positionOrder(index: QueryIndex): Compare<Position> {
  return (a, b) => comparePositions(index, a, b) || compareKeysTotally(a.name, b.name);
}

/** Every child sorted by `index`: O(n log n), what a query costs where no index is kept. */
export function indexChildren(index: QueryIndex, children: Children): IndexedChildren {
  const entries: [Position, DataNode][] = [];
  for (const [name, node] of children) entries.push([positionOf(index, name, node), node]);
  // Positions differ by their names, so there are no duplicates to look for: the sort is the whole cost.
  return OrderedMap.fromDistinct(entries, positionOrder(index));
}

function keyPosition(name: string): Position {
  return { value: null, name };
}

/** The children themselves are kept in key order, so orderByKey needs no index of its own. */
function inKeyOrder(children: Children): OrderedChildren {
  return {
    *ascendingFrom(isBelow) {
      for (const [name, node] of children.ascendingFrom((key) => isBelow(keyPosition(key)))) {
        yield [keyPosition(name), node];
      }
    },
    *descendingFrom(isAbove) {
      for (const [name, node] of children.descendingFrom((key) => isAbove(keyPosition(key)))) {
        yield [keyPosition(name), node];
      }
    },
  };
}

/**
 * The children within the bounds, read from the side the limit is anchored to until the limit or the other bound
 * is reached: O(log n) to find the first, then O(1) each.
 */
function* windowEntries(spec: QuerySpec, ordered: OrderedChildren): Generator<[string, DataNode]> {
  const { index, start, end, limit } = spec;
  const isBelowStart = (position: Position): boolean => {
    if (start === null) return false;
    const fromStart = comparePositions(index, position, start);
    return start.inclusive ? fromStart < 0 : fromStart <= 0;
  };
  const isAboveEnd = (position: Position): boolean => {
    if (end === null) return false;
    const toEnd = comparePositions(index, position, end);
    return end.inclusive ? toEnd > 0 : toEnd >= 0;
  };
  const fromRight = limit?.fromRight ?? false;
  const count = limit?.count ?? Number.POSITIVE_INFINITY;
  const entries = fromRight ? ordered.descendingFrom(isAboveEnd) : ordered.ascendingFrom(isBelowStart);
  const isPastOtherBound = fromRight ? isBelowStart : isAboveEnd;
  let taken = 0;
  for (const [position, node] of entries) {
    if (taken >= count || isPastOtherBound(position)) return;
    yield [position.name, node];
    taken++;
  }
}

/**
 * The children a filtering query selects: those within the bounds, then the first or last `limit` of them.
 * `indexed` is `tree`'s children in the query's order when an index keeps them; without it they are sorted.
 */
export function queryWindow(tree: Tree, spec: QuerySpec, indexed?: IndexedChildren): Tree {
  if (tree === null || tree.kind === 'leaf') {
    return null;
  }
  const ordered =
    spec.index.kind === 'key'
      ? inKeyOrder(tree.children)
      : (indexed ?? indexChildren(spec.index, tree.children));
  return branch(childrenOf(windowEntries(spec, ordered)));
}

/** What a read of `tree` through `spec` returns: the whole node for plain reads, else the query window. */
export function queryResult(tree: Tree, spec: QuerySpec | null, indexed?: IndexedChildren): Tree {
  return spec === null || loadsAllData(spec) ? tree : queryWindow(tree, spec, indexed);
}

/**
 * Windows are compared by child identity: an unchanged child keeps its node object across writes. The priority
 * counts too: a query without bounds or limit shows the whole location, its priority included.
 */
export function sameWindow(a: Tree, b: Tree): boolean {
  if (a === null || b === null || a.kind === 'leaf' || b.kind === 'leaf') {
    return a === b;
  }
  if (a.children.size !== b.children.size || a.priority !== b.priority) {
    return false;
  }
  for (const [key, child] of a.children) {
    if (b.children.get(key) !== child) {
      return false;
    }
  }
  return true;
}
