import { callableNames } from '@management-center/contract';
import { queryOptions } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables.ts';

// The team, with what Auth knows of each account: read through its callable (the Admin SDK), a few rows at most.
export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: ['callable', callableNames.listTeam],
    queryFn: async () => (await invokeCallable(callableNames.listTeam, {})).members,
  });
}
