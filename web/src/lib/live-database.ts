import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { onValue, ref } from 'firebase/database';
import { useEffect } from 'react';
import type { z } from 'zod';
import { database } from './firebase-database.ts';
import { readLiveValue, showLiveValue } from './live-value.ts';

// Screens read the same path into different shapes (the dashboard counts users, the users screen lists them),
// so the schema is part of the key: one screen's cached shape must never be served to another.
const schemaIds = new WeakMap<z.ZodType, number>();
let schemaCount = 0;

function schemaId(schema: z.ZodType): number {
  const known = schemaIds.get(schema);
  if (known !== undefined) return known;
  schemaCount += 1;
  schemaIds.set(schema, schemaCount);
  return schemaCount;
}

function liveDatabaseKey(path: string, schema: z.ZodType): QueryKey {
  return ['database', path, schemaId(schema)];
}

// A Realtime Database path as a TanStack query kept current by the SDK's listener: the first value resolves the
// query, every later one replaces the cached data, and a cancelled listen (rules) or a value that does not fit the
// schema becomes the query's error.
export function useLiveDatabaseValue<Schema extends z.ZodType>(path: string, schema: Schema) {
  const queryClient = useQueryClient();
  const queryKey = liveDatabaseKey(path, schema);

  const query = useQuery({
    queryKey,
    queryFn: () =>
      new Promise<z.infer<Schema>>((resolve, reject) => {
        const unsubscribe = onValue(
          ref(database, path),
          (snapshot) => {
            unsubscribe();
            const value = readLiveValue(path, schema, snapshot.val());
            if (value.ok) resolve(value.data);
            else reject(value.error);
          },
          reject,
        );
      }),
  });

  useEffect(
    () =>
      onValue(
        ref(database, path),
        (snapshot) =>
          showLiveValue(
            queryClient,
            liveDatabaseKey(path, schema),
            readLiveValue(path, schema, snapshot.val()),
          ),
        () => queryClient.invalidateQueries({ queryKey: liveDatabaseKey(path, schema) }),
      ),
    [path, schema, queryClient],
  );

  return query;
}
