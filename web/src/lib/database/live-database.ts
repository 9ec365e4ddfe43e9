import { type QueryClient, type QueryKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DataSnapshot,
  endAt,
  endBefore,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  type Query,
  type QueryConstraint,
  query,
  ref,
  startAfter,
  startAt,
} from 'firebase/database';
import { useEffect } from 'react';
import type { z } from 'zod';
import { database } from '../firebase/firebase-database.ts';
import { type DatabaseRange, schemaId } from './database-read.ts';
import { readLiveValue, showLiveValue } from './live-value.ts';

// The screens name ranges from here, where they read them.
export type { DatabaseRange };

/** One child of a range, in the order the database gave them. */
export interface RangeChild {
  key: string;
  value: unknown;
}

/** The SDK's constraints of a range, for a one-time `get`. */
function rangeConstraints(range: DatabaseRange): QueryConstraint[] {
  const constraints: QueryConstraint[] = [
    range.orderBy === 'value'
      ? orderByValue()
      : range.orderBy === 'key'
        ? orderByKey()
        : orderByChild(range.orderBy.child),
  ];
  if (range.startAt) constraints.push(startAt(...range.startAt));
  if (range.startAfter) constraints.push(startAfter(...range.startAfter));
  if (range.endAt) constraints.push(endAt(...range.endAt));
  if (range.endBefore) constraints.push(endBefore(...range.endBefore));
  if (range.limitToFirst !== undefined) constraints.push(limitToFirst(range.limitToFirst));
  if (range.limitToLast !== undefined) constraints.push(limitToLast(range.limitToLast));
  return constraints;
}

function childrenOf(snapshot: DataSnapshot): RangeChild[] {
  const children: RangeChild[] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) children.push({ key: child.key, value: child.val() });
  });
  return children;
}

interface LiveRead {
  queryKey: QueryKey;
  label: string;
  target: Query;
  read: (snapshot: DataSnapshot) => unknown;
}

// The first value the listener gives, then the listen is dropped: the effect beside the query keeps it current.
function firstValue<Schema extends z.ZodType>(live: LiveRead, schema: Schema): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const unsubscribe = onValue(
      live.target,
      (snapshot) => {
        unsubscribe();
        const value = readLiveValue(live.label, schema, live.read(snapshot));
        if (value.ok) resolve(value.data);
        else reject(value.error);
      },
      reject,
    );
  });
}

// Every later value replaces the cached data; a cancelled listen makes the query read again (and fail).
function keepCurrent(queryClient: QueryClient, live: LiveRead, schema: z.ZodType): () => void {
  return onValue(
    live.target,
    (snapshot) =>
      showLiveValue(queryClient, live.queryKey, readLiveValue(live.label, schema, live.read(snapshot))),
    () => queryClient.invalidateQueries({ queryKey: live.queryKey }),
  );
}

function locationRead(path: string, schema: z.ZodType): LiveRead {
  return {
    queryKey: ['database', path, schemaId(schema)],
    label: path,
    target: ref(database, path),
    read: (snapshot) => snapshot.val(),
  };
}

// A database location or range as a TanStack query kept current by the SDK's listener: the first value resolves
// the query, every later one replaces the cached data, and a cancelled listen (rules) or a value that does not fit
// the schema becomes the query's error.
function useLiveRead<Schema extends z.ZodType>(live: LiveRead | undefined, schema: Schema) {
  const queryClient = useQueryClient();
  const queryKey = live?.queryKey ?? ['database', 'disabled'];
  const keyText = JSON.stringify(queryKey);

  const result = useQuery({
    queryKey,
    enabled: live !== undefined,
    queryFn: () => (live ? firstValue(live, schema) : Promise.reject(new Error('Nothing to read'))),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's text names the read; `live` is rebuilt each render.
  useEffect(() => live && keepCurrent(queryClient, live, schema), [keyText, schema, queryClient]);

  return result;
}

/** A database location, live, parsed by `schema`; no read while `path` is undefined. */
export function useLiveDatabaseValue<Schema extends z.ZodType>(path: string | undefined, schema: Schema) {
  return useLiveRead(path === undefined ? undefined : locationRead(path, schema), schema);
}

/**
 * A range of children, live, as `RangeChild[]` in the database's order (parsed by `schema`); no read while
 * `range` is undefined.
 */
export function useLiveDatabaseRange<Schema extends z.ZodType>(
  range: DatabaseRange | undefined,
  schema: Schema,
) {
  return useLiveRead(
    range && {
      queryKey: ['database-range', range, schemaId(schema)],
      label: range.path,
      target: query(ref(database, range.path), ...rangeConstraints(range)),
      read: childrenOf,
    },
    schema,
  );
}

/** Several locations, live, each parsed by `schema`; `data` is in the order of `paths` once all are read. */
export function useLiveDatabaseValues<Schema extends z.ZodType>(paths: readonly string[], schema: Schema) {
  const queryClient = useQueryClient();
  const reads = paths.map((path) => locationRead(path, schema));
  const results = useQueries({
    queries: reads.map((read) => ({ queryKey: read.queryKey, queryFn: () => firstValue(read, schema) })),
  });
  const pathsText = JSON.stringify(paths);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the paths' text names the reads; `reads` is rebuilt each render.
  useEffect(() => {
    const unsubscribes = reads.map((read) => keepCurrent(queryClient, read, schema));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [pathsText, schema, queryClient]);

  const error = results.find((result) => result.error)?.error ?? null;
  const data = results.every((result) => result.isSuccess)
    ? results.map((result) => result.data as z.infer<Schema>)
    : undefined;
  return { data, error };
}
