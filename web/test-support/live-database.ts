import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { afterEach } from 'vitest';
import type { z } from 'zod';
import type * as consoleLiveDatabase from '../src/lib/database/live-database.ts';
import type { DatabaseRange, RangeChild } from '../src/lib/database/live-database.ts';
import { readLiveValue } from '../src/lib/database/live-value.ts';

// Stands in for lib/database/live-database.ts, the screens' reads of the Realtime Database: they read `storedData`, which a
// test fills before it renders, and each read is parsed by the screen's schema as the console parses it.

type Node = { [key: string]: unknown };

let root: Node = {};

afterEach(() => {
  root = {};
});

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

// As the database answers: null where nothing is stored.
function valueAt(path: string): unknown {
  let node: unknown = root;
  for (const segment of segmentsOf(path)) node = isNode(node) ? node[segment] : undefined;
  return node ?? null;
}

export const storedData = {
  set(path: string, value: unknown): void {
    const segments = segmentsOf(path);
    const last = segments.pop();
    if (last === undefined) throw new Error('Give a path below the root');
    let node = root;
    for (const segment of segments) {
      const child = node[segment];
      const next: Node = isNode(child) ? child : {};
      node[segment] = next;
      node = next;
    }
    node[last] = value;
  },
  // What a one-time read of `path` gets (database-reads.ts).
  read(path: string): unknown {
    return valueAt(path);
  },
};

type Bound = NonNullable<DatabaseRange['startAt']>;
type Position = readonly [value: unknown, key: string];

// The database's order: nothing, false, true, numbers, text, objects (which only their keys order).
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  return 4;
}

function compareSameType(first: unknown, second: unknown): number {
  if (typeof first === 'number' && typeof second === 'number') return first - second;
  if (typeof first === 'boolean' && typeof second === 'boolean') return Number(first) - Number(second);
  if (typeof first === 'string' && typeof second === 'string') {
    if (first === second) return 0;
    return first < second ? -1 : 1;
  }
  return 0;
}

// Keys are compared as text: the database puts keys that are integers first, which the ids of a test never are.
function comparePositions([firstValue, firstKey]: Position, [secondValue, secondKey]: Position): number {
  return (
    typeRank(firstValue) - typeRank(secondValue) ||
    compareSameType(firstValue, secondValue) ||
    compareSameType(firstKey, secondKey)
  );
}

function orderedValue({ key, value }: RangeChild, orderBy: DatabaseRange['orderBy']): unknown {
  if (orderBy === 'key') return key;
  if (orderBy === 'value') return value;
  let ordered = value;
  for (const segment of segmentsOf(orderBy.child)) ordered = isNode(ordered) ? ordered[segment] : undefined;
  return ordered ?? null;
}

// A bound without a key takes every child of its value in (startAt, endAt) or leaves them all out (startAfter,
// endBefore).
const beforeEveryKey = '';
const afterEveryKey = '\uffff';

function withinRange(position: Position, range: DatabaseRange): boolean {
  const from = ([value, key]: Bound, keyless: string) => comparePositions(position, [value, key ?? keyless]);
  return (
    (range.startAt === undefined || from(range.startAt, beforeEveryKey) >= 0) &&
    (range.endAt === undefined || from(range.endAt, afterEveryKey) <= 0) &&
    (range.startAfter === undefined || from(range.startAfter, afterEveryKey) > 0) &&
    (range.endBefore === undefined || from(range.endBefore, beforeEveryKey) < 0)
  );
}

function childrenInRange(range: DatabaseRange): RangeChild[] {
  const node = valueAt(range.path);
  const children = (isNode(node) ? Object.entries(node) : [])
    .map(([key, value]) => ({ key, value }))
    .map((child) => ({ child, position: [orderedValue(child, range.orderBy), child.key] as const }))
    .filter(({ position }) => withinRange(position, range))
    .sort((first, second) => comparePositions(first.position, second.position))
    .map(({ child }) => child);
  if (range.limitToFirst !== undefined) return children.slice(0, range.limitToFirst);
  if (range.limitToLast !== undefined) return children.slice(-range.limitToLast);
  return children;
}

function parsed<Schema extends z.ZodType>(label: string, schema: Schema, value: unknown): z.infer<Schema> {
  const read = readLiveValue(label, schema, value);
  if (!read.ok) throw read.error;
  return read.data;
}

export const useLiveDatabaseValue: typeof consoleLiveDatabase.useLiveDatabaseValue = (path, schema) =>
  useQuery({
    queryKey: ['stored-data', path],
    enabled: path !== undefined,
    queryFn: () => (path === undefined ? null : valueAt(path)),
    select: (value) => parsed(path ?? '', schema, value),
  });

export const useLiveDatabaseRange: typeof consoleLiveDatabase.useLiveDatabaseRange = (range, schema) =>
  useQuery({
    queryKey: ['stored-data-range', range],
    enabled: range !== undefined,
    queryFn: () => (range ? childrenInRange(range) : []),
    select: (children) => parsed(range?.path ?? '', schema, children),
  });

export function useLiveDatabaseValues<Schema extends z.ZodType>(
  paths: readonly string[],
  schema: Schema,
): ReturnType<typeof consoleLiveDatabase.useLiveDatabaseValues<Schema>> {
  const reads: UseQueryResult<z.infer<Schema>>[] = useQueries({
    queries: paths.map((path) => ({
      queryKey: ['stored-data', path],
      queryFn: () => valueAt(path),
      select: (value: unknown) => parsed(path, schema, value),
    })),
  });
  const values = reads.flatMap((read) => (read.isSuccess ? [read.data] : []));
  return {
    data: values.length === paths.length ? values : undefined,
    error: reads.find((read) => read.error)?.error ?? null,
  };
}
