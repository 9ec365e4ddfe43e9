/// <reference path="./targaryen.d.ts" />
import { createRequire } from 'node:module';
import type { DataNode as RulesDataNode } from 'targaryen';
import {
  type BranchNode,
  type Children,
  childrenOf,
  type DataNode,
  leaf,
  NO_CHILDREN,
  type Priority,
  type Tree,
} from '../data/tree.ts';
import { rulesEngine } from './targaryen-keys.ts';

/**
 * targaryen's data nodes backed by the stand-in's own tree, so that a rule check costs the same under a location
 * with a million children as under one with ten.
 *
 * targaryen keeps a node's children as the node's own properties: handing it the data means building an object
 * with one property per child (for every branch a write copied, since the last check), and its `$set`/`$remove`,
 * which build `newData` for a write, copy every sibling of every node on the written path. Both are O(n) in the
 * number of siblings. A node made here holds a `Tree` instead and answers targaryen's node interface from it:
 * a child is one look-up in the persistent B+ tree of children, and `$set`/`$remove` return the written tree
 * sharing everything off the written path, O(log n) per level plus the size of the written value.
 *
 * Writes reproduce targaryen's results, not just the stored data, so that rule decisions stay those of the
 * published evaluator: the nodes targaryen copies along a written path lose their priority (its copies are plain
 * objects, which do not carry it), the root keeps its priority only when it is truthy (`priority || ...` in
 * `DataNode.from`), and a removal below a primitive removes the primitive (its copy has no children and is
 * pruned). These nodes have no own properties to enumerate, so `RuleDataSnapshot.hasChildren()` and
 * `isNumber/isString/isBoolean` are replaced by ports that ask the node (the originals run `Object.keys(node)`, or
 * build the whole value of a branch to learn its type); for targaryen's own nodes they answer as the originals.
 */

/** The tree a node made here stands for; registered, so that every evaluation of this module recognises it. */
const TREE: unique symbol = Symbol.for('rtdb-stand-in.targaryen-tree.tree');
/** Marks the patched package, as in targaryen-keys.ts: a second patch would wrap the first. */
const PATCHED = Symbol.for('rtdb-stand-in.targaryen-tree');

interface Paths {
  mustBeValid(path: string): void;
  trim(path: string): string;
  split(path: string): string[];
  join(root: string, path: string): string;
}

type WalkCallback = (path: string, parentPath: string, key: string) => boolean | undefined;

/** targaryen's DataNode as this module calls it, with the `$hasChildren` this module adds. */
interface EngineNode {
  $value(): unknown;
  $isNull(): boolean;
  $isPrimitive(): boolean;
  $priority(): unknown;
  $hasChildren(): boolean;
  $walk(path: string, callback: WalkCallback): void;
  $remove(path: string, now?: number): EngineNode;
}

interface EngineNodeClass {
  readonly prototype: EngineNode;
  from(value: unknown, priority?: unknown, now?: number): EngineNode;
  null(): EngineNode;
}

interface TreeBacked extends EngineNode {
  readonly [TREE]: Tree;
}

interface SnapshotDatabase {
  snapshot(path: string): object;
}

const require = createRequire(import.meta.url);
const paths: Paths = require('targaryen/lib/paths.js');
const EngineDataNode: EngineNodeClass = Object.getPrototypeOf(rulesEngine.store(null)).constructor;

function isTreeBacked(node: object): node is TreeBacked {
  return Object.hasOwn(node, TREE);
}

function priorityOf(node: EngineNode): Priority | null {
  const priority = node.$priority();
  return typeof priority === 'string' || typeof priority === 'number' ? priority : null;
}

/** The tree a targaryen node stands for: the written value of a `$set`, at most as large as that value. */
function treeOf(node: EngineNode): Tree {
  if (isTreeBacked(node)) {
    return node[TREE];
  }
  if (node.$isNull()) {
    return null;
  }
  if (node.$isPrimitive()) {
    return leaf(node.$value() as string | number | boolean, priorityOf(node));
  }
  // targaryen-keys.ts makes every child an own property (a "__proto__" one included), and prunes null ones.
  const children = Object.keys(node).flatMap((key): [string, DataNode][] => {
    const child = treeOf(Reflect.get(node, key));
    return child === null ? [] : [[key, child]];
  });
  return { kind: 'branch', children: childrenOf(children), priority: priorityOf(node) };
}

/** A copy targaryen makes of a node on a written path: a plain object of children, without priority. */
function levelCopy(children: Children): BranchNode {
  return { kind: 'branch', children, priority: null };
}

function childrenOfNode(node: Tree): Children {
  return node?.kind === 'branch' ? node.children : NO_CHILDREN;
}

/** The children of targaryen's `$set` copy of `node`, with non-null `written` at `keys[index...]`. */
function setBelow(node: Tree, keys: readonly string[], index: number, written: DataNode): Children {
  const children = childrenOfNode(node);
  const key = keys[index] as string;
  const child =
    index === keys.length - 1
      ? written
      : levelCopy(setBelow(children.get(key) ?? null, keys, index + 1, written));
  return children.set(key, child);
}

/** The children of targaryen's `$remove` copy of `node`, `keys[index...]` removed and emptied levels pruned. */
function removeBelow(node: Tree, keys: readonly string[], index: number): Children {
  const children = childrenOfNode(node);
  const key = keys[index] as string;
  const child = children.get(key);
  if (index === keys.length - 1 || child === undefined) {
    return children.delete(key);
  }
  const below = removeBelow(child, keys, index + 1);
  return below.size === 0 ? children.delete(key) : children.set(key, levelCopy(below));
}

/**
 * The root of targaryen's copy, `DataNode.from(copy, this.$priority())`: it keeps a priority only if truthy, and
 * when nothing is left it is a null node that still carries that priority, which only targaryen's own node
 * can be (a tree without data has no priority).
 */
function copiedRoot(original: Tree, children: Children): EngineNode {
  if (children.size === 0) {
    return EngineDataNode.from({}, original?.priority ?? undefined);
  }
  return treeNode({ kind: 'branch', children, priority: original?.priority || null });
}

/** The plain value of `tree`, as targaryen-keys.ts's `$value` builds it: every key defined as an own property. */
function plainValue(tree: Tree): unknown {
  if (tree === null) {
    return null;
  }
  if (tree.kind === 'leaf') {
    return tree.value;
  }
  const result: Record<string, unknown> = {};
  for (const [key, child] of tree.children) {
    Object.defineProperty(result, key, {
      value: plainValue(child),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return result;
}

const treeNodePrototype = Object.create(EngineDataNode.prototype, {
  $priority: {
    value(this: TreeBacked): unknown {
      return this[TREE]?.priority ?? undefined;
    },
  },
  $value: {
    value(this: TreeBacked): unknown {
      return plainValue(this[TREE]);
    },
  },
  $isNull: {
    value(this: TreeBacked): boolean {
      return this[TREE] === null;
    },
  },
  $isPrimitive: {
    value(this: TreeBacked): boolean {
      return this[TREE]?.kind !== 'branch';
    },
  },
  $hasChildren: {
    // A branch of the tree always has a child: empty ones are pruned.
    value(this: TreeBacked): boolean {
      return this[TREE]?.kind === 'branch';
    },
  },
  $child: {
    value(this: TreeBacked, path: string): EngineNode {
      let node = this[TREE];
      for (const key of paths.split(path)) {
        // Not tree.ts's childAt, which reads ".priority" as a child: to targaryen it is none.
        node = node?.kind === 'branch' ? (node.children.get(key) ?? null) : null;
      }
      return node === null ? EngineDataNode.null() : treeNode(node);
    },
  },
  $walk: {
    value(this: TreeBacked, path: string, callback: WalkCallback): void {
      for (const [key, child] of childrenOfNode(this[TREE])) {
        const childPath = paths.join(path, key);
        if (!callback(childPath, path, key)) {
          treeNode(child).$walk(childPath, callback);
        }
      }
    },
  },
  $set: {
    value(this: TreeBacked, path: string, value: unknown, priority?: unknown, now?: number): EngineNode {
      paths.mustBeValid(path);
      const location = paths.trim(path);
      const time = now || Date.now();
      const newNode = EngineDataNode.from(value, priority, time);
      if (!location) {
        return newNode;
      }
      const written = treeOf(newNode);
      if (written === null) {
        return this.$remove(location, time);
      }
      const original = this[TREE];
      return copiedRoot(original, setBelow(original, paths.split(location), 0, written));
    },
  },
  $remove: {
    value(this: TreeBacked, path: string): EngineNode {
      paths.mustBeValid(path);
      const location = paths.trim(path);
      if (!location) {
        return EngineDataNode.null();
      }
      const original = this[TREE];
      return copiedRoot(original, removeBelow(original, paths.split(location), 0));
    },
  },
});

/** targaryen's node for `tree`: O(1), whatever its size; children are wrapped as rules reach them. */
function treeNode(tree: Tree): TreeBacked {
  return Object.create(treeNodePrototype, { [TREE]: { value: tree } });
}

/** The node of a snapshot, which targaryen keeps behind a getter keyed by a private symbol. */
function snapshotNodeReader(snapshotPrototype: object): (snapshot: object) => EngineNode {
  const key = Object.getOwnPropertySymbols(snapshotPrototype).find((symbol) => symbol.description === 'node');
  if (key === undefined) {
    throw new Error('targaryen patch: RuleDataSnapshot has no node getter; has the package changed?');
  }
  return (snapshot) => Reflect.get(snapshot, key);
}

function defineMethod(target: object, name: string, method: unknown): void {
  Object.defineProperty(target, name, {
    value: method,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

function patchSnapshots(): void {
  if (Reflect.get(rulesEngine, PATCHED) === true) {
    return;
  }
  const database = rulesEngine.database(
    rulesEngine.ruleset({ rules: {} }),
    null,
  ) as unknown as SnapshotDatabase;
  const snapshotPrototype: object = Object.getPrototypeOf(database.snapshot('/'));
  const nodeOf = snapshotNodeReader(snapshotPrototype);
  const originalHasChildren: unknown = Reflect.get(snapshotPrototype, 'hasChildren');
  if (typeof originalHasChildren !== 'function') {
    throw new Error('targaryen patch: RuleDataSnapshot.hasChildren not found; has the package changed?');
  }

  /** The original's test for any child, `!node.$isPrimitive() && Object.keys(node).length > 0`, as a method. */
  defineMethod(EngineDataNode.prototype, '$hasChildren', function hasOwnChildren(this: EngineNode): boolean {
    return !this.$isPrimitive() && Object.keys(this).length > 0;
  });
  /** Port of `hasChildren`: without names, the node answers; with names, the original checks each. */
  defineMethod(
    snapshotPrototype,
    'hasChildren',
    function hasChildren(this: object, names?: unknown): boolean {
      return names ? Reflect.apply(originalHasChildren, this, [names]) : nodeOf(this).$hasChildren();
    },
  );
  /** Ports of `isNumber`... : the original takes the type of `$value()`, which for a branch is an object. */
  for (const [name, type] of [
    ['isNumber', 'number'],
    ['isString', 'string'],
    ['isBoolean', 'boolean'],
  ] as const) {
    defineMethod(snapshotPrototype, name, function isOfType(this: object): boolean {
      const node = nodeOf(this);
      return node.$isPrimitive() && typeof node.$value() === type;
    });
  }
  Object.defineProperty(rulesEngine, PATCHED, { value: true });
}

patchSnapshots();

/** `tree` as the data of a targaryen database: nothing is converted until a rule reads it. */
export function treeDataNode(tree: Tree): RulesDataNode {
  return treeNode(tree) as unknown as RulesDataNode;
}
