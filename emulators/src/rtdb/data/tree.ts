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

/** Writes gathered for `replaceAllAt`, none at or below another: by key, the value written there or those below. */
class PendingWrites {
  readonly below = new Map<string, PendingWrites | { readonly value: Tree }>();
  /** Whether a write below deletes: only then can a node be emptied part-way, which loses its priority. */
  deletes = false;

  /** Whether a write at `path` would be apart from every one here: not at, above or below one, nor of a priority. */
  isApart(path: Path): boolean {
    if (path.length === 0 || path.includes(PRIORITY_KEY)) return false;
    let node: PendingWrites = this;
    for (const key of path) {
      const entry = node.below.get(key);
      if (entry === undefined) return true;
      if (!(entry instanceof PendingWrites)) return false;
      node = entry;
    }
    return false;
  }

  /** Adds a write that `isApart` accepted. */
  add(path: Path, value: Tree): void {
    let node: PendingWrites = this;
    for (const key of path.slice(0, -1)) {
      node.deletes ||= value === null;
      const entry = node.below.get(key);
      const child = entry instanceof PendingWrites ? entry : new PendingWrites();
      node.below.set(key, child);
      node = child;
    }
    node.deletes ||= value === null;
    node.below.set(path[path.length - 1] as string, { value });
  }

  /**
   * The tree with every write applied, each node copied once; undefined where a node with a priority may be
   * emptied part-way, which only the writes in their order can tell.
   */
  appliedTo(tree: Tree): Tree | undefined {
    if (tree !== null && tree.priority !== null && this.deletes) return undefined;
    const changes: [string, DataNode | undefined][] = [];
    for (const [key, entry] of this.below) {
      const oldChild = immediateChild(tree, key);
      const newChild = entry instanceof PendingWrites ? entry.appliedTo(oldChild) : entry.value;
      if (newChild === undefined) return undefined;
      if (newChild !== oldChild) changes.push([key, newChild ?? undefined]);
    }
    if (changes.length === 0) return tree;
    const children = tree?.kind === 'branch' ? tree.children : NO_CHILDREN;
    return branch(children.withChanges(changes), tree?.priority ?? null);
  }
}

/**
 * The result of applying `writes` in order with `replaceAt`. Writes at separate places, as a multi-path update's
 * usually are, are applied together, each node on their paths copied once: N writes under a node with M children
 * cost about N log M. A write at or below an earlier one sees what it wrote, so from there on they go one by one.
 */
export function replaceAllAt(tree: Tree, writes: Iterable<TreeWrite>): Tree {
  const pending = new PendingWrites();
  const inOrder: { path: Path; value: Tree }[] = [];
  const iterator = writes[Symbol.iterator]();
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    const { path, valueFrom } = next.value;
    if (pending.isApart(path)) {
      // Apart from every earlier write, this one finds there what `tree` holds.
      const value = valueFrom(childAt(tree, path));
      pending.add(path, value);
      inOrder.push({ path, value });
      continue;
    }
    let result = pending.appliedTo(tree) ?? oneByOne(tree, inOrder);
    result = writeInto(result, path, 0, valueFrom(childAt(result, path)));
    for (next = iterator.next(); !next.done; next = iterator.next()) {
      const write = next.value;
      result = writeInto(result, write.path, 0, write.valueFrom(childAt(result, write.path)));
    }
    return result;
  }
  return pending.appliedTo(tree) ?? oneByOne(tree, inOrder);
}

function oneByOne(tree: Tree, writes: readonly { path: Path; value: Tree }[]): Tree {
  return writes.reduce<Tree>((result, { path, value }) => writeInto(result, path, 0, value), tree);
}
