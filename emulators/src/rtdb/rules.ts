import targaryen, {
  type QueryOptions,
  type RuleResult,
  type Database as RulesDatabase,
  type Ruleset,
} from 'targaryen';
import { z } from 'zod';
import type { AuthVariable } from './auth.ts';
import { type Path, pathToString } from './path.ts';
import type { QuerySpec } from './query.ts';
import type { Json } from './tree.ts';

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

export function compileRules(candidate: unknown): CompiledRules {
  const parsed = databaseRulesSchema.safeParse(candidate);
  if (!parsed.success) {
    throw new InvalidRulesError('Rules must be an object with a "rules" object');
  }
  try {
    return { source: parsed.data, ruleset: targaryen.ruleset(parsed.data) };
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
 * Evaluates security rules with targaryen against a copy of the data in targaryen's own format. The copy is
 * built on first use and then kept current write by write, so a check costs the written path, not the tree.
 */
export class RuleChecker {
  #compiled: CompiledRules;
  #data: RulesDatabase | null = null;
  readonly #exportAll: () => Json;

  constructor(compiled: CompiledRules, exportAll: () => Json) {
    this.#compiled = compiled;
    this.#exportAll = exportAll;
  }

  get source(): DatabaseRules {
    return this.#compiled.source;
  }

  replace(compiled: CompiledRules): void {
    this.#compiled = compiled;
    this.#data = null;
  }

  /** Mirrors a committed write: `value` (wire format) is now what `path` holds. */
  noteWrite(path: Path, value: Json): void {
    if (this.#data !== null) {
      this.#data = this.#data.with({ data: this.#data.root.$set(pathToString(path), value) });
    }
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
    this.#data ??= targaryen.database(this.#compiled.ruleset, this.#exportAll());
    return this.#data;
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
