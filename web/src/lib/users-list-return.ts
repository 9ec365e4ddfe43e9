// The users screen keeps its search, filter and page in the address. A user's page and the trash are opened with
// that query in their location state, so that their back arrow returns to the list as it was left.
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
