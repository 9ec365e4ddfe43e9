/** The part of targaryen 3 (a Firebase Realtime Database rules simulator, untyped) this module uses. */
declare module 'targaryen' {
  export interface RuleResult {
    readonly allowed: boolean;
    readonly info: string;
  }

  /** targaryen's immutable data tree; `$set` returns a copy with `value` (export format) at `path`. */
  export interface DataNode {
    $set(path: string, value: unknown): DataNode;
    /** The node's value as plain data (primitive or object), priorities left out. */
    $value(): unknown;
  }

  declare const compiledRuleset: unique symbol;
  export interface Ruleset {
    readonly [compiledRuleset]: true;
  }

  export type QueryValue = string | number | boolean | null;

  /** The `query` variable of query-based rules. */
  export interface QueryOptions {
    readonly orderByKey?: true;
    readonly orderByValue?: true;
    readonly orderByPriority?: true;
    readonly orderByChild?: string;
    readonly startAt?: QueryValue;
    readonly endAt?: QueryValue;
    readonly equalTo?: QueryValue;
    readonly limitToFirst?: number;
    readonly limitToLast?: number;
  }

  export interface Database {
    readonly root: DataNode;
    as(auth: unknown): Database;
    with(updates: { readonly data: DataNode }): Database;
    read(path: string, options?: { readonly now?: number; readonly query?: QueryOptions }): RuleResult;
    write(path: string, value: unknown, options?: { readonly now?: number }): RuleResult;
    update(path: string, patch: Readonly<Record<string, unknown>>, now?: number): RuleResult;
  }

  const targaryen: {
    /** Throws when the rules do not parse. */
    ruleset(rules: object): Ruleset;
    database(rules: Ruleset, data: unknown): Database;
    /** A data tree from data in export format, which may hold nodes of earlier trees (kept as they are). */
    store(data: unknown): DataNode;
  };
  export default targaryen;
}
