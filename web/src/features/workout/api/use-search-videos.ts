import { callableNames, type SearchVideosInput } from '@management-center/contract';
import { useMutation } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';

// A mutation rather than a query: every search spends the video service's daily quota, so it runs only when the
// administrator asks, never on a refetch.
export function useSearchVideos() {
  return useMutation({
    mutationFn: (input: SearchVideosInput) => invokeCallable(callableNames.searchVideos, input),
  });
}
