import { joinedDaysText, type UserMatching, type UserTypeFilter } from '@management-center/contract';
import { countOf } from '../../lib/users/user-names.ts';

interface SelectionCounts {
  selected: number;
  onPage: number;
  // Given under the Business User filter, where Approve acts on these.
  waitingForApproval?: number;
}

export function selectionSummary({ selected, onPage, waitingForApproval }: SelectionCounts): string {
  if (selected === 0) return 'No users selected';
  const parts = [`${countOf(selected, 'user')} selected`, `${onPage.toLocaleString('en-US')} on this page`];
  if (waitingForApproval !== undefined) {
    parts.push(`${waitingForApproval.toLocaleString('en-US')} waiting for approval`);
  }
  return parts.join(', ');
}

// Every user the search and filter match is selected: the browser knows only how many (once counted).
export function allMatchingSummary(count: number | undefined): string {
  return count === undefined
    ? 'All users that match selected'
    : `${countOf(count, 'user')} selected: all that match`;
}

const usersOfType: Record<UserTypeFilter, string> = {
  All: 'user',
  'Normal User': 'normal user',
  'Business User': 'business user',
};

// The users a search and filters match, as a confirmation names them: "the 120 users whose name contains “ann”",
// "all 12 business users with status “Waiting for approval”", "all 5 normal users who joined 2026-11-20 to
// 2026-11-26".
export function matchingUsersText(count: number, { search, type, status, joined }: UserMatching): string {
  const users = countOf(count, usersOfType[type]);
  const withStatus = status === 'All' ? '' : ` with status “${status}”`;
  const whoJoined = joined ? ` who ${joinedDaysText(joined)}` : '';
  return search === ''
    ? `all ${users}${withStatus}${whoJoined}`
    : `the ${users}${withStatus}${whoJoined} whose name contains “${search}”`;
}
