import type {
  QueryOptions,
  RuleResult,
  Database as RulesDatabase,
  DataNode as RulesDataNode,
  Ruleset,
} from 'targaryen';
import { z } from 'zod';
import type { AuthVariable } from './auth.ts';
import { type Path, PRIORITY_KEY, pathToString } from './path.ts';
import type { QuerySpec } from './query.ts';
// targaryen as patched so that "__proto__", "constructor"... are plain keys, as on the real service (see there).
import { rulesEngine as targaryen } from './targaryen-keys.ts';
import { type BranchNode, type Json, type Tree, toWireJson } from './tree.ts';

/** The content of database.rules.json: `{ "rules": { ".read": ..., "users": { "$uid": { ... } } } }`. */
export interface DatabaseRules {
  readonly rules: Readonly<Record<string, unknown>>;
}

/** What the service applies when no rules are given: clients may do nothing, the owner everything. */
export const DENY_ALL_RULES: DatabaseRules = { rules: { '.read': false, '.write': false } };

export class InvalidRulesError extends Error {}

export interface CompiledRules {
  readonly source: DatabaseRules;
  readonly ruleset: Ruleset;
}

const databaseRulesSchema = z.object({ rules: z.record(z.string(), z.unknown()) });

/** Only a check: zod's copy of a record would lose a rule for a child named "__proto__". */
function isDatabaseRules(candidate: unknown): candidate is DatabaseRules {
  return databaseRulesSchema.safeParse(candidate).success;
}

export function compileRules(candidate: unknown): CompiledRules {
  if (!isDatabaseRules(candidate)) {
    throw new InvalidRulesError('Rules must be an object with a "rules" object');
  }
  try {
    // structuredClone, unlike zod, copies a "__proto__" key as a key.
    const source = structuredClone(candidate);
    return { source, ruleset: targaryen.ruleset(source) };
  } catch (error) {
    throw new InvalidRulesError(`Invalid rules: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function orderOf(spec: QuerySpec): QueryOptions {
  switch (spec.index.kind) {
    case 'priority':
      return { orderByPriority: true };
    case 'key':
      return { orderByKey: true };
    case 'value':
      return { orderByValue: true };
    case 'child':
      return { orderByChild: spec.index.path.join('/') };
  }
}

/** The `query` variable of query-based rules; `equalTo(x)` travels as an inclusive start and end at x. */
function queryVariable(spec: QuerySpec): QueryOptions {
  const { start, end, limit } = spec;
  const isEquality =
    start !== null && end !== null && start.inclusive && end.inclusive && start.value === end.value;
  return {
    ...orderOf(spec),
    ...(isEquality ? { equalTo: start.value } : {}),
    ...(start !== null && !isEquality ? { startAt: start.value } : {}),
    ...(end !== null && !isEquality ? { endAt: end.value } : {}),
    ...(limit === null ? {} : limit.fromRight ? { limitToLast: limit.count } : { limitToFirst: limit.count }),
  };
}

/**
 * Evaluates security rules with targaryen against a copy of the data in targaryen's own format. Each branch is
 * converted once and its copy reused while the branch lives: versions of the tree share their untouched
 * subtrees, so after any write, however many locations it changed, a check converts only the branches the write
 * copied, each for the price of its children.
 */
export class RuleChecker {
  #compiled: CompiledRules;
  readonly #currentData: () => Tree;
  readonly #converted = new WeakMap<BranchNode, RulesDataNode>();

  constructor(compiled: CompiledRules, currentData: () => Tree) {
    this.#compiled = compiled;
    this.#currentData = currentData;
  }

  get source(): DatabaseRules {
    return this.#compiled.source;
  }

  replace(compiled: CompiledRules): void {
    this.#compiled = compiled;
  }

  canRead(auth: AuthVariable | null, path: Path, query: QuerySpec | null, now: number): boolean {
    const options = query === null ? { now } : { now, query: queryVariable(query) };
    return this.#allows(() => this.#database().as(auth).read(pathToString(path), options));
  }

  /** `value` is the complete new content of `path`, server values resolved, in wire format. */
  canWrite(auth: AuthVariable | null, path: Path, value: Json, now: number): boolean {
    return this.#allows(() => this.#database().as(auth).write(pathToString(path), value, { now }));
  }

  canUpdate(
    auth: AuthVariable | null,
    path: Path,
    patch: Readonly<Record<string, Json>>,
    now: number,
  ): boolean {
    return this.#allows(() => this.#database().as(auth).update(pathToString(path), patch, now));
  }

  #database(): RulesDatabase {
    return targaryen.database(this.#compiled.ruleset, this.#rulesData(this.#currentData()));
  }

  /** `tree` as targaryen's store reads it (wire format), with the branches converted before as their copies. */
  #rulesData(tree: Tree): RulesDataNode | Json {
    if (tree?.kind !== 'branch') {
      return toWireJson(tree);
    }
    const known = this.#converted.get(tree);
    if (known !== undefined) {
      return known;
    }
    // Assigned rather than collected with fromEntries, which costs far more on wide branches, into an object
    // without prototype, where assigning "__proto__" defines a child rather than setting the prototype.
    const data: Record<string, RulesDataNode | Json> = Object.create(null);
    for (const [key, child] of tree.children) {
      data[key] = this.#rulesData(child);
    }
    if (tree.priority !== null) {
      data[PRIORITY_KEY] = tree.priority;
    }
    // targaryen's store keeps the nodes of its own it finds in the data, so reused copies cost nothing.
    const converted = targaryen.store(data);
    this.#converted.set(tree, converted);
    return converted;
  }

  /** A rule that fails to evaluate denies, as on the real service. */
  #allows(check: () => RuleResult): boolean {
    try {
      return check().allowed;
    } catch {
      return false;
    }
  }
}
