import { QueryIndexes } from '../queries/indexes.ts';
import type { QueryIndex, QuerySpec } from '../queries/query.ts';
import type { Principal } from '../rules/auth.ts';
import { type CompiledRules, type DatabaseRules, RuleChecker } from '../rules/rules.ts';
import { nodeHash } from './hash.ts';
import { InvalidPathError, joinPaths, type Path, parsePath, withoutPriorityKey } from './path.ts';
import { resolveServerValues } from './server-values.ts';
import {
  childAt,
  InvalidDataError,
  type Json,
  MAX_DEPTH,
  nodeFromJson,
  replaceAllAt,
  replaceAt,
  type Tree,
  type TreeWrite,
  toWireJson,
} from './tree.ts';

/** A committed write, with the whole tree before and after it. */
export interface DataChange {
  /** Where the write happened (a write to `x/.priority` is reported at `x`). */
  readonly path: Path;
  /** For a multi-path update, the locations it wrote relative to `path`; null when `path` was replaced. */
  readonly updatedPaths: readonly Path[] | null;
  readonly before: Tree;
  readonly after: Tree;
}

export type DatabaseEvent =
  | { readonly kind: 'data'; readonly change: DataChange }
  | { readonly kind: 'rules' };

export type WriteOutcome =
  | { readonly status: 'ok' }
  | { readonly status: 'permission_denied' }
  | { readonly status: 'datastale' }
  | { readonly status: 'invalid_data'; readonly message: string };

const OK: WriteOutcome = { status: 'ok' };
const PERMISSION_DENIED: WriteOutcome = { status: 'permission_denied' };
const DATA_STALE: WriteOutcome = { status: 'datastale' };

/**
 * The one data tree of the server, whatever namespace clients name, with the writes the protocol and REST
 * offer. Every operation is synchronous, so each is atomic and observers see changes in commit order.
 */
export class Database {
  #root: Tree = null;
  readonly #rules: RuleChecker;
  readonly #indexes: QueryIndexes;
  readonly #observers = new Set<(event: DatabaseEvent) => void>();

  /** `warn` receives the warnings about queries the rules declare no index for. */
  constructor(rules: CompiledRules, warn: (message: string) => void = console.warn) {
    this.#rules = new RuleChecker(rules, () => this.#root);
    this.#indexes = new QueryIndexes(rules.source.rules, warn);
  }

  get rules(): DatabaseRules {
    return this.#rules.source;
  }

  replaceRules(rules: CompiledRules): void {
    this.#rules.replace(rules);
    this.#indexes.replaceRules(rules.source.rules);
    this.#emit({ kind: 'rules' });
  }

  subscribe(observer: (event: DatabaseEvent) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** The data at `path`, without any access check. */
  dataAt(path: Path): Tree {
    return childAt(this.#root, path);
  }

  /** The data at `path` as read through `query` (a plain read when null), without any access check. */
  read(path: Path, query: QuerySpec | null): Tree {
    return this.#indexes.read(path, this.dataAt(path), query);
  }

  /** Whether the rules declare an index for `index` at `path` (orderByKey and orderByPriority need none). */
  isIndexed(path: Path, index: QueryIndex): boolean {
    return this.#indexes.isIndexed(path, index);
  }

  canRead(principal: Principal, path: Path, query: QuerySpec | null): boolean {
    return principal.kind === 'owner' || this.#rules.canRead(principal.auth, path, query, Date.now());
  }

  /** Replaces the data at `path`; with `expectedHash`, only if the current data still hashes to it. */
  set(principal: Principal, path: Path, data: unknown, expectedHash?: string): WriteOutcome {
    return this.#attempt(() => {
      const prepared = this.#prepareSet(principal, path, data, Date.now());
      if (prepared === null) {
        return PERMISSION_DENIED;
      }
      if (expectedHash !== undefined && nodeHash(this.dataAt(path)) !== expectedHash) {
        return DATA_STALE;
      }
      this.#commit(prepared);
      return OK;
    });
  }

  /** Writes every `relative/path → value` of `patch` below `path` at once; null values delete. */
  update(principal: Principal, path: Path, patch: Readonly<Record<string, unknown>>): WriteOutcome {
    return this.#attempt(() => {
      const prepared = this.#prepareUpdate(principal, path, patch, Date.now());
      if (prepared === null) {
        return PERMISSION_DENIED;
      }
      this.#commit(prepared);
      return OK;
    });
  }

  /** Whether `set` would be accepted now, without applying it: onDisconnect writes are judged when queued. */
  checkSet(principal: Principal, path: Path, data: unknown): WriteOutcome {
    return this.#attempt(() =>
      this.#prepareSet(principal, path, data, Date.now()) === null ? PERMISSION_DENIED : OK,
    );
  }

  checkUpdate(principal: Principal, path: Path, patch: Readonly<Record<string, unknown>>): WriteOutcome {
    return this.#attempt(() =>
      this.#prepareUpdate(principal, path, patch, Date.now()) === null ? PERMISSION_DENIED : OK,
    );
  }

  /** The change the write would make, or null when the rules deny it; throws on invalid data. */
  #prepareSet(principal: Principal, path: Path, data: unknown, now: number): DataChange | null {
    const resolved = resolveServerValues(data, this.dataAt(path), now);
    const after = replaceAt(this.#root, path, nodeFromJson(resolved, MAX_DEPTH - path.length));
    const target = withoutPriorityKey(path);
    if (
      principal.kind === 'client' &&
      !this.#rules.canWrite(principal.auth, target, toWireJson(childAt(after, target)), now)
    ) {
      return null;
    }
    return { path: target, updatedPaths: null, before: this.#root, after };
  }

  #prepareUpdate(
    principal: Principal,
    path: Path,
    patch: Readonly<Record<string, unknown>>,
    now: number,
  ): DataChange | null {
    const updatedPaths: Path[] = [];
    // Each key is parsed when its turn comes, so a patch with several faults reports the first in its order.
    function* writes(): Generator<TreeWrite> {
      for (const [key, data] of Object.entries(patch)) {
        const relative = parsePath(key);
        const absolute = joinPaths(path, relative);
        updatedPaths.push(withoutPriorityKey(relative));
        yield {
          path: absolute,
          valueFrom: (current) =>
            nodeFromJson(resolveServerValues(data, current, now), MAX_DEPTH - absolute.length),
        };
      }
    }
    const after = replaceAllAt(this.#root, writes());
    // Updating `.priority` of the location itself amounts to rewriting the whole location.
    const replacesLocation = updatedPaths.some((relative) => relative.length === 0);
    if (principal.kind === 'client') {
      const valueAt = (relative: Path): Json => toWireJson(childAt(after, joinPaths(path, relative)));
      const allowed = replacesLocation
        ? this.#rules.canWrite(principal.auth, path, valueAt([]), now)
        : this.#rules.canUpdate(
            principal.auth,
            path,
            Object.fromEntries(updatedPaths.map((relative) => [relative.join('/'), valueAt(relative)])),
            now,
          );
      if (!allowed) {
        return null;
      }
    }
    return { path, updatedPaths: replacesLocation ? null : updatedPaths, before: this.#root, after };
  }

  #commit(change: DataChange): void {
    if (change.after === change.before) {
      return;
    }
    this.#root = change.after;
    this.#indexes.apply(change);
    this.#emit({ kind: 'data', change });
  }

  #emit(event: DatabaseEvent): void {
    for (const observer of this.#observers) {
      observer(event);
    }
  }

  #attempt(write: () => WriteOutcome): WriteOutcome {
    try {
      return write();
    } catch (error) {
      if (error instanceof InvalidDataError || error instanceof InvalidPathError) {
        return { status: 'invalid_data', message: error.message };
      }
      throw error;
    }
  }
}
