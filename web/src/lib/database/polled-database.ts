import { firebaseConfig } from 'virtual:firebase-environment';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { appCheckHeaders, auth, localBackend } from '../firebase/firebase.ts';
import { schemaId } from './database-read.ts';
import { type RestRead, restAnswerValue, restReadUrl } from './database-rest.ts';
import { readLiveValue } from './live-value.ts';

/** A database location, or a range of a list (its children as one value, keyed as stored). */
export type PolledRead = RestRead;

const database = { databaseURL: firebaseConfig.databaseURL, local: localBackend !== undefined };

// The signed-in user's ID token, which the SDK refreshes before it expires: a read over REST is judged by the rules
// as that user's, like the SDK's.
async function currentIdToken(): Promise<string> {
  await auth.authStateReady();
  if (auth.currentUser === null) throw new Error('Sign in to read the database');
  return auth.currentUser.getIdToken();
}

/**
 * A database location or range read once, then again every `intervalMs` while the page is visible (false: never
 * again). Unlike a listener, it costs the same whatever the rate of writes: a figure that changes a thousand times a
 * second still arrives once per interval. Read over the REST API, not the SDK, whose 38 KB a page of polled figures
 * then need not load before its first figures.
 */
export function usePolledDatabaseValue<Schema extends z.ZodType>(
  read: PolledRead | undefined,
  schema: Schema,
  intervalMs: number | false,
) {
  return useQuery({
    queryKey: ['database-polled', read, schemaId(schema)],
    enabled: read !== undefined,
    queryFn: async ({ signal }): Promise<z.infer<Schema>> => {
      if (read === undefined) throw new Error('Nothing to read');
      const [idToken, headers] = await Promise.all([currentIdToken(), appCheckHeaders()]);
      // Never from the browser's cache: each poll is to show the figures as they are now.
      const response = await fetch(restReadUrl(database, read, idToken), {
        headers,
        cache: 'no-store',
        signal,
      }).catch((error: unknown) => {
        throw signal.aborted ? error : new Error('The database could not be reached');
      });
      const value = readLiveValue(read.path, schema, await restAnswerValue(read.path, response));
      if (!value.ok) throw value.error;
      return value.data;
    },
    refetchInterval: intervalMs,
    staleTime: intervalMs === false ? Number.POSITIVE_INFINITY : 0,
  });
}
