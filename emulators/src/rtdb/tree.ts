import { OrderedMap } from './ordered-map.ts';
import { compareKeysTotally } from './ordering.ts';
import { isValidKey, type Path, PRIORITY_KEY } from './path.ts';

export type Primitive = string | number | boolean;
export type Priority = string | number;

interface LeafNode {
  readonly kind: 'leaf';
  readonly value: Primitive;
  readonly priority: Priority | null;
}

/**
 * A node's children in the RTDB key order, persistent: a write below a node with n children costs O(log n), and
 * an orderByKey query seeks its start instead of sorting.
 */
export type Children = OrderedMap<string, DataNode>;

export interface BranchNode {
  readonly kind: 'branch';
  readonly children: Children;
  readonly priority: Priority | null;
}

export type DataNode = LeafNode | BranchNode;

/**
 * The content of a location; `null` means "no data". Nodes are immutable: an update copies only the nodes on
 * the written path, so an untouched subtree keeps its identity and "did it change?" is a reference comparison.
 */
export type Tree = DataNode | null;

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export class InvalidDataError extends Error {}

const VALUE_KEY = '.value';
/** The deepest nesting the real service accepts, counted from the root. */
export const MAX_DEPTH = 32;
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function leaf(value: Primitive, priority: Priority | null = null): LeafNode {
  return { kind: 'leaf', value, priority };
}

export const NO_CHILDREN: Children = OrderedMap.empty(compareKeysTotally);

/** Children from entries in any order. */
export function childrenOf(entries: Iterable<readonly [string, DataNode]>): Children {
  return OrderedMap.fromEntries(entries, compareKeysTotally);
}

/** A node with children; with none left it is no data at all, as the service prunes empty objects. */
export function branch(children: Children, priority: Priority | null = null): Tree {
  return children.size === 0 ? null : { kind: 'branch', children, priority };
}

function parsePriority(raw: unknown): Priority | null {
  if (raw === undefined || raw === null) {
    return null;
  }
  if (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))) {
    return raw;
  }
  throw new InvalidDataError('Invalid data: a priority must be a string, a number or null');
}

function parsePrimitive(raw: unknown): Primitive | null {
  if (raw === null || raw === undefined) {
    return null;
  }
  if (typeof raw === 'boolean' || typeof raw === 'string') {
    return raw;
  }
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    return raw;
  }
  throw new InvalidDataError(`Invalid data: ${String(raw)} is not a value the database can store`);
}

/**
 * Reads data in the wire format: arrays are objects keyed by index, `{".value", ".priority"}` carries a
 * priority, nulls and empty objects vanish. Server values must already be resolved.
 */
export function nodeFromJson(json: unknown, depthBudget: number = MAX_DEPTH): Tree {
  if (!isJsonObject(json) && !Array.isArray(json)) {
    const value = parsePrimitive(json);
    return value === null ? null : leaf(value);
  }
  if (depthBudget <= 0) {
    throw new InvalidDataError(`Invalid data: nested deeper than ${MAX_DEPTH} levels`);
  }
  const entries: [string, unknown][] = Array.isArray(json)
    ? json.map((item, index) => [String(index), item])
    : Object.entries(json);
  const priority = isJsonObject(json) ? parsePriority(json[PRIORITY_KEY]) : null;
  if (isJsonObject(json) && VALUE_KEY in json) {
    if (entries.some(([key]) => key !== VALUE_KEY && key !== PRIORITY_KEY)) {
      throw new InvalidDataError('Invalid data: ".value" can only be accompanied by ".priority"');
    }
    const value = parsePrimitive(json[VALUE_KEY]);
    return value === null ? null : leaf(value, priority);
  }
  const children: [string, DataNode][] = [];
  for (const [key, raw] of entries) {
    if (key === PRIORITY_KEY) {
      continue;
    }
    if (!isValidKey(key)) {
      throw new InvalidDataError(`Invalid data: key "${key}" is not allowed`);
    }
    const child = nodeFromJson(raw, depthBudget - 1);
    if (child !== null) {
      children.push([key, child]);
    }
  }
  return branch(childrenOf(children), priority);
}

/** The format of the wire protocol and of `format=export`: objects only, priorities included. */
export function toWireJson(tree: Tree): Json {
  if (tree === null) {
    return null;
  }
  if (tree.kind === 'leaf') {
    return tree.priority === null ? tree.value : { [VALUE_KEY]: tree.value, [PRIORITY_KEY]: tree.priority };
  }
  const entries: [string, Json][] = [...tree.children].map(([key, child]) => [key, toWireJson(child)]);
  if (tree.priority !== null) {
    entries.push([PRIORITY_KEY, tree.priority]);
  }
  // fromEntries defines own properties, so a key such as "__proto__" stays data.
  return Object.fromEntries(entries);
}

/** What `val()` gives and the REST API returns: no priorities, array-like objects as arrays. */
export function toPlainJson(tree: Tree): Json {
  if (tree === null) {
    return null;
  }
  if (tree.kind === 'leaf') {
    return tree.value;
  }
  const keys = [...tree.children.keys()];
  const allIndexes = keys.every((key) => ARRAY_INDEX.test(key));
  const highestIndex = keys.reduce((highest, key) => Math.max(highest, Number(key)), 0);
  if (allIndexes && highestIndex < 2 * keys.length) {
    const items: Json[] = Array.from({ length: highestIndex + 1 }, () => null);
    for (const [key, child] of tree.children) {
      items[Number(key)] = toPlainJson(child);
    }
    return items;
  }
  return Object.fromEntries([...tree.children].map(([key, child]) => [key, toPlainJson(child)]));
}

function immediateChild(tree: Tree, key: string): Tree {
  if (tree === null) {
    return null;
  }
  if (key === PRIORITY_KEY) {
    return tree.priority === null ? null : leaf(tree.priority);
  }
  return tree.kind === 'branch' ? (tree.children.get(key) ?? null) : null;
}

export function childAt(tree: Tree, path: Path): Tree {
  return path.reduce<Tree>((node, key) => immediateChild(node, key), tree);
}

function priorityOf(node: Tree): Priority | null {
  if (node === null) {
    return null;
  }
  if (node.kind === 'leaf' && typeof node.value !== 'boolean') {
    return node.value;
  }
  throw new InvalidDataError('Invalid data: a priority must be a string, a number or null');
}

function withPriority(tree: Tree, priorityNode: Tree): Tree {
  const priority = priorityOf(priorityNode);
  return tree === null ? null : { ...tree, priority };
}

/** One write of `replaceAllAt`: the value for `path`, computed from what `path` holds when its turn comes. */
export interface TreeWrite {
  readonly path: Path;
  readonly valueFrom: (current: Tree) => Tree;
}

function writeInto(tree: Tree, path: Path, depth: number, value: Tree): Tree {
  const key = path[depth];
  if (key === undefined) {
    return value;
  }
  if (key === PRIORITY_KEY) {
    return withPriority(tree, value);
  }
  const oldChild = immediateChild(tree, key);
  const newChild = writeInto(oldChild, path, depth + 1, value);
  if (newChild === oldChild) {
    return tree;
  }
  const children = tree?.kind === 'branch' ? tree.children : NO_CHILDREN;
  return branch(
    newChild === null ? children.delete(key) : children.set(key, newChild),
    tree?.priority ?? null,
  );
}

/**
 * Returns the tree with `value` at `path`, pruning parents left empty. Writing below a leaf turns it into a
 * node with children that keeps the leaf's priority, as the SDK does. Each node on the path costs O(log n) for
 * its n children; everything else is shared with `tree`.
 */
export function replaceAt(tree: Tree, path: Path, value: Tree): Tree {
  return writeInto(tree, path, 0, value);
}

/** The result of applying `writes` in order with `replaceAt`: N writes under a node with M children cost N log M. */
export function replaceAllAt(tree: Tree, writes: Iterable<TreeWrite>): Tree {
  let result = tree;
  for (const { path, valueFrom } of writes) {
    result = writeInto(result, path, 0, valueFrom(childAt(result, path)));
  }
  return result;
}
