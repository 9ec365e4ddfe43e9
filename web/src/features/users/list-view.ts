import { type UserListQuery, type UserTypeFilter, userTypeFilters } from '@management-center/contract';

// What the users screen shows, kept in the address so that coming back from a user's page restores it.
export interface UserListView extends UserListQuery {
  page: number;
}

function isUserTypeFilter(value: string | null): value is UserTypeFilter {
  return userTypeFilters.some((filter) => filter === value);
}

export function readUserListView(params: URLSearchParams): UserListView {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    type: isUserTypeFilter(type) ? type : 'All',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function userListSearchParams(view: UserListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search !== '') params.set('search', view.search);
  if (view.type !== 'All') params.set('type', view.type);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

// A user's page is opened with the list's query in its location state, so its back arrow restores the list.
interface UserListReturn {
  listSearch: string;
}

export function listReturnState(listSearch: string): UserListReturn {
  return { listSearch };
}

export function listPathFrom(state: unknown): string {
  const listPath = '/manage_user_dashboard';
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return listPath;
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${listPath}${listSearch}` : listPath;
}
