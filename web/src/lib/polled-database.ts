import { useQuery } from '@tanstack/react-query';
import { get, query, ref } from 'firebase/database';
import type { z } from 'zod';
import { database } from './firebase-database.ts';
import { type DatabaseRange, rangeConstraints, schemaId } from './live-database.ts';
import { readLiveValue } from './live-value.ts';

/** A database location, or a range of a list (its children as one value, keyed as stored). */
export type PolledRead = { path: string } | DatabaseRange;

/**
 * A database location or range read once, then again every `intervalMs` while the page is visible (false: never
 * again). Unlike a listener, it costs the same whatever the rate of writes: a figure that changes a thousand times a
 * second still arrives once per interval.
 */
export function usePolledDatabaseValue<Schema extends z.ZodType>(
  read: PolledRead | undefined,
  schema: Schema,
  intervalMs: number | false,
) {
  return useQuery({
    queryKey: ['database-polled', read, schemaId(schema)],
    enabled: read !== undefined,
    queryFn: async (): Promise<z.infer<Schema>> => {
      if (read === undefined) throw new Error('Nothing to read');
      const target =
        'orderBy' in read
          ? query(ref(database, read.path), ...rangeConstraints(read))
          : ref(database, read.path);
      const value = readLiveValue(read.path, schema, (await get(target)).val());
      if (!value.ok) throw value.error;
      return value.data;
    },
    refetchInterval: intervalMs,
    staleTime: intervalMs === false ? Number.POSITIVE_INFINITY : 0,
  });
}
