/**
 * A persistent sorted map: a B+ tree whose nodes are never changed once built, so that `set` and `delete`
 * return a new map sharing every node off the changed path with the old one. A write under a location with a
 * million children copies a few arrays of at most `MAX_WIDTH` entries instead of the whole child list, and
 * readers holding the old version keep seeing it unchanged.
 */

/** Wide nodes keep the tree shallow (four levels hold 16 million entries); narrow ones keep copies cheap. */
const MAX_WIDTH = 64;

export type Compare<K> = (a: K, b: K) => number;

interface Leaf<K, V> {
  readonly children: null;
  readonly keys: readonly K[];
  readonly values: readonly V[];
  readonly size: number;
}

interface Inner<K, V> {
  readonly children: readonly TreeNode<K, V>[];
  /** `keys[i]` is at most the smallest key of `children[i]` and above every key of `children[i - 1]`. */
  readonly keys: readonly K[];
  readonly values: null;
  readonly size: number;
}

type TreeNode<K, V> = Leaf<K, V> | Inner<K, V>;

/** An insertion that overflowed its node returns the two halves. */
type Inserted<K, V> = TreeNode<K, V> | readonly [TreeNode<K, V>, TreeNode<K, V>];

function isSplit<K, V>(inserted: Inserted<K, V>): inserted is readonly [TreeNode<K, V>, TreeNode<K, V>] {
  return Array.isArray(inserted);
}

/** Array reads at indexes that are in range by construction. */
function item<T>(items: readonly T[], index: number): T {
  return items[index] as T;
}

function leaf<K, V>(keys: readonly K[], values: readonly V[]): Leaf<K, V> {
  return { children: null, keys, values, size: keys.length };
}

function inner<K, V>(keys: readonly K[], children: readonly TreeNode<K, V>[]): Inner<K, V> {
  let size = 0;
  for (const child of children) size += child.size;
  return { children, keys, values: null, size };
}

function withReplaced<T>(items: readonly T[], index: number, ...replacements: T[]): T[] {
  return [...items.slice(0, index), ...replacements, ...items.slice(index + 1)];
}

function withInserted<T>(items: readonly T[], index: number, inserted: T): T[] {
  return [...items.slice(0, index), inserted, ...items.slice(index)];
}

/**
 * The number of leading items `isBefore` holds for, given that it holds for a prefix of `items` only; searched
 * within `from..to`, where the prefix is known to end.
 */
function countBefore<T>(
  items: readonly T[],
  isBefore: (item: T) => boolean,
  from = 0,
  to = items.length,
): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isBefore(item(items, middle))) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The child of `node` whose range holds the keys `isBefore` does not hold for, or the last such key. */
function childFor<K, V>(node: Inner<K, V>, isBefore: (key: K) => boolean): number {
  // keys[0] bounds nothing that matters: every key below keys[1] belongs to the first child.
  return Math.max(0, countBefore(node.keys, isBefore, 1) - 1);
}

function split<K, V>(node: TreeNode<K, V>): Inserted<K, V> {
  if (node.keys.length <= MAX_WIDTH) return node;
  const half = node.keys.length >> 1;
  if (node.children === null) {
    return [
      leaf(node.keys.slice(0, half), node.values.slice(0, half)),
      leaf(node.keys.slice(half), node.values.slice(half)),
    ];
  }
  return [
    inner(node.keys.slice(0, half), node.children.slice(0, half)),
    inner(node.keys.slice(half), node.children.slice(half)),
  ];
}

function insert<K, V>(node: TreeNode<K, V>, key: K, value: V, compare: Compare<K>): Inserted<K, V> {
  const isBelow = (candidate: K) => compare(candidate, key) < 0;
  if (node.children === null) {
    const index = countBefore(node.keys, isBelow);
    if (index < node.keys.length && compare(item(node.keys, index), key) === 0) {
      return item(node.values, index) === value
        ? node
        : leaf(node.keys, withReplaced(node.values, index, value));
    }
    return split(leaf(withInserted(node.keys, index, key), withInserted(node.values, index, value)));
  }
  const index = childFor(node, (candidate) => compare(candidate, key) <= 0);
  const child = item(node.children, index);
  const inserted = insert(child, key, value, compare);
  if (inserted === child) return node;
  if (!isSplit(inserted)) {
    const size = node.size - child.size + inserted.size;
    return { ...node, children: withReplaced(node.children, index, inserted), size };
  }
  const [left, right] = inserted;
  return split(
    inner(
      withInserted(node.keys, index + 1, item(right.keys, 0)),
      withReplaced(node.children, index, left, right),
    ),
  );
}

/**
 * Nodes left small by deletions are not merged: a tree only grows deeper by splits, so its height stays that of
 * the largest size it ever had, and emptied nodes are dropped.
 */
function remove<K, V>(node: TreeNode<K, V>, key: K, compare: Compare<K>): TreeNode<K, V> | null {
  if (node.children === null) {
    const index = countBefore(node.keys, (candidate) => compare(candidate, key) < 0);
    if (index === node.keys.length || compare(item(node.keys, index), key) !== 0) return node;
    if (node.keys.length === 1) return null;
    return leaf(withReplaced(node.keys, index), withReplaced(node.values, index));
  }
  const index = childFor(node, (candidate) => compare(candidate, key) <= 0);
  const child = item(node.children, index);
  const removed = remove(child, key, compare);
  if (removed === child) return node;
  if (removed !== null) {
    return { ...node, children: withReplaced(node.children, index, removed), size: node.size - 1 };
  }
  if (node.children.length === 1) return null;
  return inner(withReplaced(node.keys, index), withReplaced(node.children, index));
}

function buildLevel<K, V>(nodes: readonly TreeNode<K, V>[]): TreeNode<K, V> {
  if (nodes.length === 1) return item(nodes, 0);
  const parents: TreeNode<K, V>[] = [];
  for (let start = 0; start < nodes.length; start += MAX_WIDTH) {
    const children = nodes.slice(start, start + MAX_WIDTH);
    parents.push(
      inner(
        children.map((child) => item(child.keys, 0)),
        children,
      ),
    );
  }
  return buildLevel(parents);
}

/** One leaf by insertion, cheaper than a sort for the few children of a typical record. */
function smallLeaf<K, V>(entries: readonly (readonly [K, V])[], compare: Compare<K>): Leaf<K, V> | null {
  if (entries.length === 0) return null;
  const keys: K[] = [];
  const values: V[] = [];
  for (const [key, value] of entries) {
    let index = keys.length;
    while (index > 0 && compare(item(keys, index - 1), key) > 0) index--;
    if (index > 0 && compare(item(keys, index - 1), key) === 0) {
      values[index - 1] = value;
    } else {
      keys.splice(index, 0, key);
      values.splice(index, 0, value);
    }
  }
  // Copies of exact length: grown arrays keep spare room, which a million records would pay for many times.
  return leaf(keys.slice(), values.slice());
}

/** Data is often given in key order already (push ids, the SDK's own output): then it needs no sort. */
function isStrictlyAscending<K, V>(entries: readonly (readonly [K, V])[], compare: Compare<K>): boolean {
  for (let index = 1; index < entries.length; index++) {
    if (compare(item(entries, index - 1)[0], item(entries, index)[0]) >= 0) return false;
  }
  return true;
}

/** A set (with a value) or a delete (undefined) of `withChanges`. */
export type Change<K, V> = readonly [K, V | undefined];

/** A node and the key its parent files it under: at most its smallest key, above every key of the node before. */
interface Filed<K, V> {
  readonly low: K;
  readonly node: TreeNode<K, V>;
}

/** Nodes of one level as few parents as hold them, each at most `MAX_WIDTH` wide and all about as wide. */
function parentsOf<K, V>(nodes: readonly Filed<K, V>[]): Filed<K, V>[] {
  const parents: Filed<K, V>[] = [];
  const count = Math.ceil(nodes.length / MAX_WIDTH);
  const width = Math.ceil(nodes.length / count);
  for (let start = 0; start < nodes.length; start += width) {
    const group = nodes.slice(start, start + width);
    parents.push({
      low: item(group, 0).low,
      node: inner(
        group.map((filed) => filed.low),
        group.map((filed) => filed.node),
      ),
    });
  }
  return parents;
}

/** Entries of one level as few leaves as hold them, about equally full. */
function leavesOf<K, V>(keys: readonly K[], values: readonly V[]): Filed<K, V>[] {
  if (keys.length === 0) return [];
  const count = Math.ceil(keys.length / MAX_WIDTH);
  const width = Math.ceil(keys.length / count);
  const leaves: Filed<K, V>[] = [];
  for (let start = 0; start < keys.length; start += width) {
    leaves.push({
      low: item(keys, start),
      node: leaf(keys.slice(start, start + width), values.slice(start, start + width)),
    });
  }
  return leaves;
}

/** A leaf with the changes `changes[from..to)` (in key order, distinct) merged in. */
function changedLeaf<K, V>(
  node: Leaf<K, V>,
  low: K,
  changes: readonly Change<K, V>[],
  from: number,
  to: number,
  compare: Compare<K>,
): Filed<K, V>[] {
  const keys: K[] = [];
  const values: V[] = [];
  let changed = false;
  let position = 0;
  for (let index = from; index < to; index++) {
    const [key, value] = item(changes, index);
    while (position < node.keys.length && compare(item(node.keys, position), key) < 0) {
      keys.push(item(node.keys, position));
      values.push(item(node.values, position));
      position++;
    }
    const present = position < node.keys.length && compare(item(node.keys, position), key) === 0;
    if (present) {
      changed ||= value !== item(node.values, position);
      position++;
    } else {
      changed ||= value !== undefined;
    }
    if (value !== undefined) {
      keys.push(key);
      values.push(value);
    }
  }
  if (!changed) return [{ low, node }];
  for (; position < node.keys.length; position++) {
    keys.push(item(node.keys, position));
    values.push(item(node.values, position));
  }
  return leavesOf(keys, values);
}

/**
 * What `node` becomes with `changes[from..to)` applied, all of which fall in its range: no node when it empties,
 * several when it overflows. Every node is copied once however many of the changes reach it.
 */
function changedNode<K, V>(
  filed: Filed<K, V>,
  changes: readonly Change<K, V>[],
  from: number,
  to: number,
  compare: Compare<K>,
): Filed<K, V>[] {
  const { node, low } = filed;
  if (node.children === null) return changedLeaf(node, low, changes, from, to, compare);
  const children: Filed<K, V>[] = [];
  let changed = false;
  let start = from;
  for (let index = 0; index < node.children.length; index++) {
    const child = { low: index === 0 ? low : item(node.keys, index), node: item(node.children, index) };
    const next = index + 1 < node.children.length ? item(node.keys, index + 1) : undefined;
    const end = next === undefined ? to : countBefore(changes, ([key]) => compare(key, next) < 0, start, to);
    if (end === start) {
      children.push(child);
      continue;
    }
    const replaced = changedNode(child, changes, start, end, compare);
    changed ||= replaced.length !== 1 || item(replaced, 0).node !== child.node;
    children.push(...replaced);
    start = end;
  }
  if (!changed) return [filed];
  if (children.length === 0) return [];
  // Filed under `low` as the node they replace was: every key routed here is at or above it.
  return parentsOf(children).map((parent, index) => (index === 0 ? { ...parent, low } : parent));
}
interface Step<K, V> {
  readonly node: Inner<K, V>;
  index: number;
}

export class OrderedMap<K, V> {
  readonly #root: TreeNode<K, V> | null;
  readonly #compare: Compare<K>;

  private constructor(root: TreeNode<K, V> | null, compare: Compare<K>) {
    this.#root = root;
    this.#compare = compare;
  }

  static empty<K, V>(compare: Compare<K>): OrderedMap<K, V> {
    return new OrderedMap<K, V>(null, compare);
  }

  /** Built in one pass from entries already in order with distinct keys, as when loading a whole object. */
  static fromSorted<K, V>(entries: readonly (readonly [K, V])[], compare: Compare<K>): OrderedMap<K, V> {
    if (entries.length === 0) return OrderedMap.empty(compare);
    // Plain loops: loading a million children builds tens of thousands of leaves, and a million small maps.
    const leaves: TreeNode<K, V>[] = [];
    for (let start = 0; start < entries.length; start += MAX_WIDTH) {
      const end = Math.min(start + MAX_WIDTH, entries.length);
      const keys: K[] = [];
      const values: V[] = [];
      for (let index = start; index < end; index++) {
        const [key, value] = item(entries, index);
        keys.push(key);
        values.push(value);
      }
      leaves.push(leaf(keys, values));
    }
    return new OrderedMap(buildLevel(leaves), compare);
  }

  /** Entries in any order; of entries with equal keys, the last one wins, as with `Map`. */
  static fromEntries<K, V>(entries: Iterable<readonly [K, V]>, compare: Compare<K>): OrderedMap<K, V> {
    const given = [...entries];
    if (given.length <= MAX_WIDTH) return new OrderedMap(smallLeaf(given, compare), compare);
    if (isStrictlyAscending(given, compare)) return OrderedMap.fromSorted(given, compare);
    // The sort is stable, so equal keys stay in their order and the last of a run is the one kept.
    const sorted = given.sort(([a], [b]) => compare(a, b));
    const distinct = sorted.filter(
      ([key], index) => index + 1 === sorted.length || compare(key, item(sorted, index + 1)[0]) !== 0,
    );
    return OrderedMap.fromSorted(distinct, compare);
  }

  /** Entries whose keys are known to differ, in any order: sorted in place, with no duplicates to look for. */
  static fromDistinct<K, V>(entries: (readonly [K, V])[], compare: Compare<K>): OrderedMap<K, V> {
    return OrderedMap.fromSorted(
      entries.sort(([a], [b]) => compare(a, b)),
      compare,
    );
  }

  get size(): number {
    return this.#root?.size ?? 0;
  }

  get(key: K): V | undefined {
    let node = this.#root;
    while (node !== null && node.children !== null) {
      node = item(
        node.children,
        childFor(node, (candidate) => this.#compare(candidate, key) <= 0),
      );
    }
    if (node === null) return undefined;
    const index = countBefore(node.keys, (candidate) => this.#compare(candidate, key) < 0);
    return index < node.keys.length && this.#compare(item(node.keys, index), key) === 0
      ? item(node.values, index)
      : undefined;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** This map with `key` holding `value`; the very same map if it already did. */
  set(key: K, value: V): OrderedMap<K, V> {
    if (this.#root === null) return new OrderedMap(leaf([key], [value]), this.#compare);
    const inserted = insert(this.#root, key, value, this.#compare);
    if (inserted === this.#root) return this;
    const root = isSplit(inserted)
      ? inner(
          inserted.map((half) => item(half.keys, 0)),
          inserted,
        )
      : inserted;
    return new OrderedMap(root, this.#compare);
  }

  /** This map without `key`; the very same map if it had no such key. */
  delete(key: K): OrderedMap<K, V> {
    if (this.#root === null) return this;
    let root = remove(this.#root, key, this.#compare);
    if (root === this.#root) return this;
    // A root left with a single child is replaced by it, so that the tree gets shallower as it empties.
    while (root !== null && root.children !== null && root.children.length === 1) {
      root = item(root.children, 0);
    }
    return new OrderedMap(root, this.#compare);
  }

  /**
   * This map with several sets and deletes at once, given in any order (of changes to one key, the last wins):
   * each node they reach is copied once, not once per change. The very same map if none changes anything.
   */
  withChanges(changes: Iterable<Change<K, V>>): OrderedMap<K, V> {
    const sorted = [...changes].sort(([a], [b]) => this.#compare(a, b));
    const distinct = sorted.filter(
      ([key], index) => index + 1 === sorted.length || this.#compare(key, item(sorted, index + 1)[0]) !== 0,
    );
    const first = distinct[0];
    if (first === undefined) return this;
    if (this.#root === null) {
      const sets = distinct.filter((change): change is readonly [K, V] => change[1] !== undefined);
      return sets.length === 0 ? this : OrderedMap.fromSorted(sets, this.#compare);
    }
    // The root's own key bounds nothing: any key will do.
    let level = changedNode({ low: first[0], node: this.#root }, distinct, 0, distinct.length, this.#compare);
    if (level.length === 1 && item(level, 0).node === this.#root) return this;
    while (level.length > 1) level = parentsOf(level);
    let node = level[0]?.node ?? null;
    // As after `delete`: a root left with a single child is replaced by it.
    while (node !== null && node.children !== null && node.children.length === 1) {
      node = item(node.children, 0);
    }
    return new OrderedMap(node, this.#compare);
  }

  [Symbol.iterator](): Generator<[K, V]> {
    return this.ascendingFrom(() => false);
  }

  entries(): Generator<[K, V]> {
    return this.ascendingFrom(() => false);
  }

  *keys(): Generator<K> {
    for (const [key] of this.ascendingFrom(() => false)) yield key;
  }

  *values(): Generator<V> {
    for (const [, value] of this.ascendingFrom(() => false)) yield value;
  }

  /**
   * The entries in ascending order from the first key `isBelow` does not hold for; `isBelow` must hold for the
   * keys up to some point and for none after it. Finding the start costs O(log n), each entry then O(1).
   */
  *ascendingFrom(isBelow: (key: K) => boolean): Generator<[K, V]> {
    const path: Step<K, V>[] = [];
    let node = this.#root;
    if (node === null) return;
    while (node.children !== null) {
      const index: number = childFor(node, isBelow);
      path.push({ node, index });
      node = item(node.children, index);
    }
    let position = countBefore(node.keys, isBelow);
    for (;;) {
      for (; position < node.keys.length; position++) {
        yield [item(node.keys, position), item(node.values, position)];
      }
      const next = this.#nextLeaf(path, 1);
      if (next === null) return;
      node = next;
      position = 0;
    }
  }

  /**
   * The entries in descending order from the last key `isAbove` does not hold for; `isAbove` must hold for the
   * keys from some point on and for none before it.
   */
  *descendingFrom(isAbove: (key: K) => boolean): Generator<[K, V]> {
    const isNotAbove = (key: K) => !isAbove(key);
    const path: Step<K, V>[] = [];
    let node = this.#root;
    if (node === null) return;
    while (node.children !== null) {
      const index: number = childFor(node, isNotAbove);
      path.push({ node, index });
      node = item(node.children, index);
    }
    let position = countBefore(node.keys, isNotAbove) - 1;
    for (;;) {
      for (; position >= 0; position--) {
        yield [item(node.keys, position), item(node.values, position)];
      }
      const previous = this.#nextLeaf(path, -1);
      if (previous === null) return;
      node = previous;
      position = node.keys.length - 1;
    }
  }

  /** Moves `path` to the leaf after (`step` 1) or before (-1) the one it leads to; null past either end. */
  #nextLeaf(path: Step<K, V>[], step: 1 | -1): Leaf<K, V> | null {
    let top = path.at(-1);
    while (top !== undefined && (top.index + step < 0 || top.index + step >= top.node.children.length)) {
      path.pop();
      top = path.at(-1);
    }
    if (top === undefined) return null;
    top.index += step;
    let node = item(top.node.children, top.index);
    while (node.children !== null) {
      const index: number = step === 1 ? 0 : node.children.length - 1;
      path.push({ node, index });
      node = item(node.children, index);
    }
    return node;
  }
}
