import { z } from 'zod';
import type { BoundValue, DatabaseRange } from './database-read.ts';

// One-off reads of the Realtime Database over its REST API, without the SDK: `GET /<path>.json?auth=<ID token>`,
// the rules applying as to the signed-in user, ranges in the REST query parameters.

/** A range the REST API can read: it has no key to break ties between children of equal value. */
export type RestRange = DatabaseRange<readonly [value: BoundValue]>;

/** A database location, or a range of a list (its children as one value, keyed as stored). */
export type RestRead = { path: string } | RestRange;

/** Where the database is: the web config's databaseURL, and whether the build is for a local backend. */
export interface RestDatabase {
  databaseURL: string;
  local: boolean;
}

const orderByParameter: Record<Exclude<DatabaseRange['orderBy'], { child: string }>, string> = {
  key: '$key',
  value: '$value',
};

/** The REST query parameters of a range: `orderBy` and the bounds JSON-encoded, the limits as numbers. */
export function restQueryParameters(range: RestRange): URLSearchParams {
  const orderBy = typeof range.orderBy === 'string' ? orderByParameter[range.orderBy] : range.orderBy.child;
  const parameters = new URLSearchParams({ orderBy: JSON.stringify(orderBy) });
  for (const name of ['startAt', 'startAfter', 'endAt', 'endBefore'] as const) {
    const bound = range[name];
    if (bound) parameters.set(name, JSON.stringify(bound[0]));
  }
  if (range.limitToFirst !== undefined) parameters.set('limitToFirst', String(range.limitToFirst));
  if (range.limitToLast !== undefined) parameters.set('limitToLast', String(range.limitToLast));
  return parameters;
}

/**
 * The address of a REST read by the signed-in user with `idToken`. A local backend's database is the host and port
 * the SDK connects to over its WebSocket (`ws://host:port?ns=NAME`), read over http and told the namespace by the
 * same `ns` parameter; a project's is its host, over https only, which alone names the database.
 */
export function restReadUrl({ databaseURL, local }: RestDatabase, read: RestRead, idToken: string): URL {
  const database = new URL(databaseURL);
  const url = new URL(`${local ? 'http' : 'https'}://${database.host}`);
  const keys = read.path.split('/').filter((key) => key !== '');
  url.pathname = `/${keys.map(encodeURIComponent).join('/')}.json`;
  if ('orderBy' in read) url.search = restQueryParameters(read).toString();
  const namespace = database.searchParams.get('ns');
  if (namespace !== null) url.searchParams.set('ns', namespace);
  url.searchParams.set('auth', idToken);
  return url;
}

// The SDK's reading of a key as a 32-bit integer (`tryParseInt`): such keys come before all others.
const integerKey = /^-?(0*)\d{1,10}$/;
const int32Min = -2_147_483_648;
const int32Max = 2_147_483_647;

function integerOf(key: string): number | null {
  if (!integerKey.test(key)) return null;
  const value = Number(key);
  return value >= int32Min && value <= int32Max ? value : null;
}

/** The database's key order (the SDK's `nameCompare`): integer keys first, numerically, then the others as text. */
export function compareDatabaseKeys(a: string, b: string): number {
  if (a === b) return 0;
  const aInteger = integerOf(a);
  const bInteger = integerOf(b);
  if (aInteger !== null && bInteger !== null) return aInteger - bInteger || a.length - b.length;
  if (aInteger !== null) return -1;
  if (bInteger !== null) return 1;
  return a < b ? -1 : 1;
}

/**
 * A REST answer's value with every object's children in the order the SDK's `val()` gives them. The service
 * promises no order for a REST answer's children, where `val()` lists them by priority, then key, whatever the
 * query's order: with no priorities in what the console reads (a REST answer shows none), in key order. So a range
 * by key (the chart's days) comes in its own order, and one by value in key order, as from the SDK: a reader that
 * wants the value order takes a single child (the oldest wait: limitToFirst 1) or sorts them itself. Arrays stay
 * arrays, as the service sends array-like data.
 */
export function inDatabaseOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inDatabaseOrder);
  if (typeof value !== 'object' || value === null) return value;
  const children = Object.entries(value).sort(([a], [b]) => compareDatabaseKeys(a, b));
  // fromEntries defines own properties, so a stored "__proto__" key stays data (readLiveValue drops it).
  return Object.fromEntries(children.map(([key, child]) => [key, inDatabaseOrder(child)]));
}

const refusalSchema = z.object({ error: z.string() });

/** The value of a REST answer; an error with the service's reason (`Permission denied`...) for a refusal. */
export async function restAnswerValue(path: string, response: Response): Promise<unknown> {
  if (response.ok) return inDatabaseOrder(await response.json());
  const refusal = refusalSchema.safeParse(await response.json().catch(() => undefined));
  throw new Error(
    refusal.success
      ? refusal.data.error
      : `Reading /${path} failed: the database answered ${response.status}`,
  );
}
