import { callableNames, type TeamMemberView } from '@management-center/contract';
import { queryOptions } from '@tanstack/react-query';
import { invokeCallable } from '../../../lib/callables/callables.ts';

const emailPollMs = 2000;

function emailUnderWay(member: TeamMemberView): boolean {
  const state = member.invitation?.emailState;
  return (
    member.invitation?.state === 'pending' && (state === null || state === 'pending' || state === 'sending')
  );
}

// The team, with what Auth knows of each account: read through its callable (the Admin SDK), a few rows at most.
export function teamMembersQueryOptions() {
  return queryOptions({
    queryKey: ['callable', callableNames.listTeam],
    queryFn: async () => (await invokeCallable(callableNames.listTeam, {})).members,
    // An invitation's e-mail leaves the outbox within seconds: the screen follows it until it is sent or failed.
    refetchInterval: (query) => (query.state.data?.some(emailUnderWay) ? emailPollMs : false),
  });
}
