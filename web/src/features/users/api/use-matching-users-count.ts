import { callableNames, type UserMatching } from '@management-center/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';

// Every count of matching users: a bulk action over users changes them all.
export const matchingUsersCountKey = ['countMatchingUsers'] as const;

function matchingUsersCountOptions(matching: UserMatching) {
  return queryOptions({
    queryKey: [
      ...matchingUsersCountKey,
      matching.type,
      matching.status,
      matching.search,
      matching.joined?.from ?? '',
      matching.joined?.to ?? '',
    ],
    queryFn: async () => (await invokeCallable(callableNames.countMatchingUsers, { matching })).count,
  });
}

/**
 * How many users the search and filters match, counted by the server (the screen's own total stops at its
 * search window). Asked only while `wanted`; `fresh` asks again on mount, for a confirmation that must say how
 * many the action is about to change now.
 */
export function useMatchingUsersCount(matching: UserMatching, { wanted = true, fresh = false } = {}) {
  const count = useQuery({
    ...matchingUsersCountOptions(matching),
    enabled: wanted,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
  return {
    // While a fresh count is read, the cached one is not shown as if it were current.
    count: fresh && count.isFetching ? undefined : count.data,
    error: count.error,
  };
}
