import { QueryClient } from '@tanstack/react-query';
import { callableFailureReporting } from '../lib/callables/callable-failures.ts';

// The console's query client, made here so that the component tests render with the same one: a refused call
// is reported as the console reports it.
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: callableFailureReporting(),
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: 1 } },
  });
}
