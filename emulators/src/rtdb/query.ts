import {
  BRANCH_VALUE,
  compareKeys,
  compareSortValues,
  MAX_NAME,
  MIN_NAME,
  type SortValue,
} from './ordering.ts';
import { type Path, parsePath } from './path.ts';
import { branch, childAt, type DataNode, type Tree } from './tree.ts';

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

type QueryIndex =
  | { readonly kind: 'priority' }
  | { readonly kind: 'key' }
  | { readonly kind: 'value' }
  | { readonly kind: 'child'; readonly path: Path };

/** A position in index order: an index value, then a key to break ties (`MIN_NAME`/`MAX_NAME` if none). */
interface Position {
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
function loadsAllData(spec: QuerySpec): boolean {
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

function isWithinBounds(spec: QuerySpec, position: Position): boolean {
  const { start, end, index } = spec;
  if (start !== null) {
    const fromStart = comparePositions(index, start, position);
    if (start.inclusive ? fromStart > 0 : fromStart >= 0) {
      return false;
    }
  }
  if (end !== null) {
    const toEnd = comparePositions(index, position, end);
    if (end.inclusive ? toEnd > 0 : toEnd >= 0) {
      return false;
    }
  }
  return true;
}

/** The children a filtering query selects: those within the bounds, then the first or last `limit` of them. */
export function queryWindow(tree: Tree, spec: QuerySpec): Tree {
  if (tree === null || tree.kind === 'leaf') {
    return null;
  }
  const selected = [...tree.children]
    .map(([name, node]): Position & { readonly node: DataNode } => ({
      name,
      node,
      value: indexValue(spec.index, node),
    }))
    .filter((entry) => isWithinBounds(spec, entry));
  const { limit } = spec;
  if (limit === null) {
    return branch(new Map(selected.map((entry) => [entry.name, entry.node])));
  }
  selected.sort((a, b) => comparePositions(spec.index, a, b));
  const kept = limit.fromRight ? selected.slice(-limit.count) : selected.slice(0, limit.count);
  return branch(new Map(kept.map((entry) => [entry.name, entry.node])));
}

/** What a read of `tree` through `spec` returns: the whole node for plain reads, else the query window. */
export function queryResult(tree: Tree, spec: QuerySpec | null): Tree {
  return spec === null || loadsAllData(spec) ? tree : queryWindow(tree, spec);
}

/** Windows are compared by child identity: an unchanged child keeps its node object across writes. */
export function sameWindow(a: Tree, b: Tree): boolean {
  if (a === null || b === null || a.kind === 'leaf' || b.kind === 'leaf') {
    return a === b;
  }
  if (a.children.size !== b.children.size) {
    return false;
  }
  for (const [key, child] of a.children) {
    if (b.children.get(key) !== child) {
      return false;
    }
  }
  return true;
}
