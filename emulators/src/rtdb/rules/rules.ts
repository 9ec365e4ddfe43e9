/// <reference path="./targaryen.d.ts" />
import type { QueryOptions, RuleResult, Database as RulesDatabase, Ruleset } from 'targaryen';
import { z } from 'zod';
import { type Path, pathToString } from '../data/path.ts';
import type { Json, Tree } from '../data/tree.ts';
import type { QuerySpec } from '../queries/query.ts';
import type { AuthVariable } from './auth.ts';
// targaryen as patched so that "__proto__", "constructor"... are plain keys, as on the real service (see there).
import { rulesEngine as targaryen } from './targaryen-keys.ts';
import { treeDataNode } from './targaryen-tree.ts';

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
 * Evaluates security rules with targaryen against the current tree, handed to it as nodes that read the tree
 * where rules look (`targaryen-tree.ts`): a check costs what its rules read and, for a write, the size of the
 * written value and O(log n) per level of its path, however many siblings the locations involved have.
 */
export class RuleChecker {
  #compiled: CompiledRules;
  readonly #currentData: () => Tree;

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
    return targaryen.database(this.#compiled.ruleset, treeDataNode(this.#currentData()));
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
