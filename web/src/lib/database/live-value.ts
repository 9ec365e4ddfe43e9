import { ownData } from '@management-center/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

type LiveValue<Data> = { ok: true; data: Data } | { ok: false; error: Error };

// A value that does not fit the screen's schema is an error, never skipped: the screen says the data could not be
// read and the console says why, rather than the screen going on showing what was there before as if current.
// Only own data is read: a stored `__proto__` child, which the SDK turns into a prototype, is no data of any screen
// (and is not copied on into the query cache, whose structural sharing assigns keys one by one).
export function readLiveValue<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  value: unknown,
): LiveValue<z.infer<Schema>> {
  const parsed = schema.safeParse(ownData(value));
  if (parsed.success) return { ok: true, data: parsed.data };
  console.error(`The data at /${path} does not fit the console's schema:`, parsed.error.issues);
  return {
    ok: false,
    error: new Error(
      `The data stored at /${path} is not in the form this screen reads (details in the browser console).`,
    ),
  };
}

// A later value of a live query replaces its data, or its data and any error, so that a value that fits again
// brings the screen back.
export function showLiveValue<Data>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  value: LiveValue<Data>,
): void {
  if (value.ok) {
    queryClient.setQueryData(queryKey, value.data);
    return;
  }
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  query?.setState({
    status: 'error',
    error: value.error,
    data: undefined,
    errorUpdatedAt: Date.now(),
    errorUpdateCount: query.state.errorUpdateCount + 1,
  });
}
