import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { onValue, ref } from 'firebase/database';
import { useEffect } from 'react';
import type { z } from 'zod';
import { database } from './firebase.ts';

export function liveDatabaseKey(path: string): QueryKey {
  return ['database', path];
}

// A Realtime Database path as a TanStack query kept current by the SDK's listener: the first value resolves the
// query, every later one replaces the cached data, and a cancelled listen (rules) becomes the query's error.
export function useLiveDatabaseValue<Schema extends z.ZodType>(path: string, schema: Schema) {
  const queryClient = useQueryClient();
  const queryKey = liveDatabaseKey(path);

  const query = useQuery({
    queryKey,
    queryFn: () =>
      new Promise<z.infer<Schema>>((resolve, reject) => {
        const unsubscribe = onValue(
          ref(database, path),
          (snapshot) => {
            unsubscribe();
            resolve(schema.parse(snapshot.val()));
          },
          reject,
        );
      }),
  });

  useEffect(
    () =>
      onValue(
        ref(database, path),
        (snapshot) => {
          const parsed = schema.safeParse(snapshot.val());
          if (parsed.success) queryClient.setQueryData(liveDatabaseKey(path), parsed.data);
        },
        () => queryClient.invalidateQueries({ queryKey: liveDatabaseKey(path) }),
      ),
    [path, schema, queryClient],
  );

  return query;
}
