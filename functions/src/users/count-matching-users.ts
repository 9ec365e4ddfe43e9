import { callableNames } from '@management-center/contract';
import { countUsersMatching } from '../matching/matching-users.ts';
import { matchingRangeStore } from '../matching/range-store.ts';
import { teamCallable } from '../platform/team-callable.ts';

// The figure a bulk action's confirmation shows: how many users "all that match" affects, counted by the server
// from the read models, exactly, however many there are.
export const countMatchingUsers = teamCallable(
  callableNames.countMatchingUsers,
  async ({ matching }) => ({
    output: { count: await countUsersMatching(await matchingRangeStore(), matching) },
    targets: [],
  }),
  // A short search (one letter) can match nearly every user: its list is read to the end, 5,000 names a read.
  { timeoutSeconds: 300 },
);
