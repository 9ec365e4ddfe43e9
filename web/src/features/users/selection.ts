import type { UserMatching, UserTypeFilter } from '@management-center/contract';
import { countOf } from './user-names.ts';

// Rows picked one by one or a page at a time are a set of user ids, which outlives pages, searches and filters.
// "All that match" is not a set of ids: it is the search and filter, sent to the server (lib/all-matching.ts).
export type Selection = ReadonlySet<string>;

export type SelectAllState = 'none' | 'some' | 'all';

export function toggleSelected(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function selectAllState(selection: Selection, ids: readonly string[]): SelectAllState {
  const selectedCount = ids.filter((id) => selection.has(id)).length;
  if (selectedCount === 0) return 'none';
  return selectedCount === ids.length ? 'all' : 'some';
}

// Selects every id of the list, or clears them when all are already selected; other selected ids stay.
export function toggleAllSelected(selection: Selection, ids: readonly string[]): Selection {
  if (selectAllState(selection, ids) === 'all') return withoutIds(selection, ids);
  return new Set([...selection, ...ids]);
}

export function withoutIds(selection: Selection, ids: readonly string[]): Selection {
  const next = new Set(selection);
  for (const id of ids) next.delete(id);
  return next;
}

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

// The users a search and filter match, as a confirmation names them: "the 120 users whose name contains “ann”".
export function matchingUsersText(count: number, { search, type }: UserMatching): string {
  const users = countOf(count, usersOfType[type]);
  return search === '' ? `all ${users}` : `the ${users} whose name contains “${search}”`;
}
