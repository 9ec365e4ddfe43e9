import { routePaths } from '../navigation/paths.ts';

// The users screen keeps its search, filter and page in the address. A user's page and the trash are opened with
// that query in their location state, so that their back arrow returns to the list as it was left.
interface UserListReturn {
  listSearch: string;
}

export function listReturnState(listSearch: string): UserListReturn {
  return { listSearch };
}

const usersListPath = routePaths.users;

/** The users screen's address showing what `params` name (its search, filters and page). */
export function usersListPathWith(params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? usersListPath : `${usersListPath}?${query}`;
}

export function listPathFrom(state: unknown): string {
  const listPath = usersListPath;
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return listPath;
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? `${listPath}${listSearch}` : listPath;
}
