import type { DataChange } from '../data/database.ts';
import { isAncestorOrSelf, joinPaths, type Path, pathsOverlap, pathToString } from '../data/path.ts';
import { type BranchNode, childAt, type Tree } from '../data/tree.ts';
import { declaredIndexes, indexName } from './index-on.ts';
import {
  type IndexedChildren,
  indexChildren,
  loadsAllData,
  positionOf,
  type QueryIndex,
  type QuerySpec,
  queryResult,
} from './query.ts';

/** An index of one location, valid for `node`, the data the location held when it was last brought up to date. */
interface KeptIndex {
  readonly path: Path;
  readonly index: QueryIndex;
  node: BranchNode;
  entries: IndexedChildren;
}

/** The children of a kept location a change rewrote, or `all` when it replaced the location or an ancestor. */
function rewrittenChildren(change: DataChange, location: Path): ReadonlySet<string> | 'all' {
  const written =
    change.updatedPaths === null
      ? [change.path]
      : change.updatedPaths.map((relative) => joinPaths(change.path, relative));
  const keys = new Set<string>();
  for (const path of written) {
    if (isAncestorOrSelf(path, location)) return 'all';
    const key = path[location.length];
    if (key !== undefined && isAncestorOrSelf(location, path)) keys.add(key);
  }
  return keys;
}

/** The text the SDK prints when the real service answers an unindexed query with `no_index`. */
export function unindexedQueryWarning(path: Path, name: string): string {
  return (
    `Using an unspecified index. Your data will be downloaded and filtered on the client. ` +
    `Consider adding ".indexOn": "${name}" at ${pathToString(path)} to your security rules for better performance.`
  );
}

/**
 * The ordered indexes queries read, as the real service keeps them: for each `.indexOn` of the rules, and for
 * priorities, which the service always indexes; the key order is that of the children themselves. An index is
 * built at a location the first time a query there needs it and then kept up to date by every write, at
 * O(log n) per rewritten child. Built lazily because a rule under a wildcard (`users/$uid/log`) may match a
 * great many locations, of which few are ever queried; a location's first query pays one sort.
 */
export class QueryIndexes {
  #rules: unknown;
  readonly #warn: (message: string) => void;
  readonly #kept = new Map<string, KeptIndex>();
  readonly #warned = new Set<string>();

  /** `rules` is the `rules` object of database.rules.json. */
  constructor(rules: unknown, warn: (message: string) => void) {
    this.#rules = rules;
    this.#warn = warn;
  }

  /** Indexes the new rules no longer declare are dropped; those still declared stay valid. */
  replaceRules(rules: unknown): void {
    this.#rules = rules;
    for (const [id, kept] of this.#kept) {
      if (!this.isIndexed(kept.path, kept.index)) this.#kept.delete(id);
    }
  }

  /** What a read of `tree`, the data at `path` now, through `spec` returns. */
  read(path: Path, tree: Tree, spec: QuerySpec | null): Tree {
    if (spec === null || loadsAllData(spec) || tree?.kind !== 'branch' || spec.index.kind === 'key') {
      return queryResult(tree, spec);
    }
    if (this.isIndexed(path, spec.index))
      return queryResult(tree, spec, this.#indexOf(path, spec.index, tree));
    this.#warnOnce(path, spec.index);
    return queryResult(tree, spec);
  }

  /** Brings the kept indexes up to date with a committed change; called before anyone reads the new data. */
  apply(change: DataChange): void {
    for (const [id, kept] of this.#kept) {
      if (!pathsOverlap(kept.path, change.path)) continue;
      const node = childAt(change.after, kept.path);
      if (node === kept.node) continue;
      if (node?.kind !== 'branch') {
        this.#kept.delete(id);
        continue;
      }
      if (node.children === kept.node.children) {
        kept.node = node;
        continue;
      }
      const rewritten = rewrittenChildren(change, kept.path);
      if (rewritten === 'all') {
        // Rewritten wholesale, which cost the writer O(n) already: the next query sorts afresh.
        this.#kept.delete(id);
        continue;
      }
      kept.entries = this.#updated(kept, node, rewritten);
      kept.node = node;
    }
  }

  #updated(kept: KeptIndex, node: BranchNode, rewritten: ReadonlySet<string>): IndexedChildren {
    let { entries } = kept;
    for (const key of rewritten) {
      const before = kept.node.children.get(key);
      const after = node.children.get(key);
      if (before === after) continue;
      if (before !== undefined) entries = entries.delete(positionOf(kept.index, key, before));
      if (after !== undefined) entries = entries.set(positionOf(kept.index, key, after), after);
    }
    return entries;
  }

  /** Whether the rules declare `index` at `path`; the key and priority orders need no declaration. */
  isIndexed(path: Path, index: QueryIndex): boolean {
    const name = indexName(index);
    return name === null || declaredIndexes(this.#rules, path).has(name);
  }

  #indexOf(path: Path, index: QueryIndex, node: BranchNode): IndexedChildren {
    const id = `${index.kind}:${indexName(index) ?? ''}@${pathToString(path)}`;
    const kept = this.#kept.get(id);
    if (kept?.node === node) return kept.entries;
    const entries = indexChildren(index, node.children);
    this.#kept.set(id, { path, index, node, entries });
    return entries;
  }

  #warnOnce(path: Path, index: QueryIndex): void {
    const name = indexName(index);
    const id = `${name}@${pathToString(path)}`;
    if (name === null || this.#warned.has(id)) return;
    this.#warned.add(id);
    this.#warn(`Realtime Database stand-in: ${unindexedQueryWarning(path, name)}`);
  }
}
