import { MAX_NAME, MIN_NAME } from '../data/ordering.ts';
import { InvalidPathError, parsePath } from '../data/path.ts';
import { InvalidQueryError, parseQuery, type QuerySpec, type WireQuery } from './query.ts';

type QueryValue = string | number | boolean | null;

const ORDER_BY = 'orderBy';
const BOUNDS = ['startAt', 'startAfter', 'endAt', 'endBefore', 'equalTo'] as const;
const LIMITS = ['limitToFirst', 'limitToLast'] as const;
type BoundParameter = (typeof BOUNDS)[number];

// The REST API names the built-in orders with a `$`; the wire protocol, with a `.`.
const BUILT_IN_INDEXES: Readonly<Record<string, string>> = {
  $key: '.key',
  $value: '.value',
  $priority: '.priority',
};

function onlyValue(parameters: URLSearchParams, name: string): string | undefined {
  const values = parameters.getAll(name);
  if (values.length > 1) throw new InvalidQueryError(`${name} may be given only once`);
  return values[0];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function indexOf(orderBy: string): string {
  const path = parseJson(orderBy);
  if (typeof path !== 'string' || path.length === 0) {
    throw new InvalidQueryError(
      'orderBy must be a valid JSON encoded path: "$key", "$value", "$priority" or a child path, in double quotes',
    );
  }
  const builtIn = BUILT_IN_INDEXES[path];
  if (builtIn !== undefined) return builtIn;
  // Checked here, not left to the wire form, where ".value" and ".key" name the built-in orders.
  try {
    parsePath(path);
  } catch (error) {
    if (error instanceof InvalidPathError) {
      throw new InvalidQueryError(`orderBy names no valid child path: ${error.message}`);
    }
    throw error;
  }
  return path;
}

function boundValue(name: BoundParameter, text: string): QueryValue {
  const value = parseJson(text);
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as QueryValue;
  throw new InvalidQueryError(
    `${name} must be a JSON primitive: a string in double quotes, a number, true, false or null`,
  );
}

function limitCount(name: string, text: string): number {
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new InvalidQueryError(`${name} must be a positive integer`);
  }
  return count;
}

function refuseBoth(
  bounds: Partial<Record<BoundParameter, QueryValue>>,
  a: BoundParameter,
  b: BoundParameter,
) {
  if (a in bounds && b in bounds) throw new InvalidQueryError(`${a} and ${b} cannot both be given`);
}

/**
 * The query of a REST read (`orderBy`, `startAt`, `startAfter`, `endAt`, `endBefore`, `equalTo`, `limitToFirst`,
 * `limitToLast`, each JSON-encoded but the limits) as the SDK would send it over the websocket, so that both take the
 * same path through the server; null for a plain read. Other parameters (`auth`, `ns`, `format`...) are not the
 * query's. Throws InvalidQueryError, with the reason, for a query the service would refuse.
 */
export function queryFromRestParameters(parameters: URLSearchParams): QuerySpec | null {
  const orderBy = onlyValue(parameters, ORDER_BY);
  const bounds: Partial<Record<BoundParameter, QueryValue>> = {};
  for (const name of BOUNDS) {
    const text = onlyValue(parameters, name);
    if (text !== undefined) bounds[name] = boundValue(name, text);
  }
  const [first, last] = LIMITS.map((name) => {
    const text = onlyValue(parameters, name);
    return text === undefined ? undefined : limitCount(name, text);
  });
  const filtered = Object.keys(bounds).length > 0 || first !== undefined || last !== undefined;
  if (orderBy === undefined) {
    if (filtered)
      throw new InvalidQueryError('orderBy must be defined when other query parameters are defined');
    return null;
  }
  refuseBoth(bounds, 'startAt', 'startAfter');
  refuseBoth(bounds, 'endAt', 'endBefore');
  for (const other of ['startAt', 'startAfter', 'endAt', 'endBefore'] as const) {
    refuseBoth(bounds, 'equalTo', other);
  }
  if (first !== undefined && last !== undefined) {
    throw new InvalidQueryError('limitToFirst and limitToLast cannot both be given');
  }
  // As the SDK sends a bound given without a key: startAfter and endBefore leave out every child of their value,
  // so they sit after, and before, every key of it (an orderBy "$key" bound is its own key, whatever the name).
  const start = 'equalTo' in bounds ? 'equalTo' : 'startAfter' in bounds ? 'startAfter' : 'startAt';
  const end = 'equalTo' in bounds ? 'equalTo' : 'endBefore' in bounds ? 'endBefore' : 'endAt';
  const wire: WireQuery = {
    i: indexOf(orderBy),
    sp: bounds[start],
    sn: start === 'startAfter' ? MAX_NAME : undefined,
    sin: start !== 'startAfter',
    ep: bounds[end],
    en: end === 'endBefore' ? MIN_NAME : undefined,
    ein: end !== 'endBefore',
    l: first ?? last,
    vf: first !== undefined ? 'l' : last !== undefined ? 'r' : undefined,
  };
  return parseQuery(wire);
}
