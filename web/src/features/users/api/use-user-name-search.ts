import { searchableName } from '@management-center/contract';
import { useQuery } from '@tanstack/react-query';

// The command palette's user search. The reads load with the first search, not with the console: the palette is
// on every screen, the database SDK is not needed on all of them.
export function useUserNameSearch(search: string, count: number, enabled: boolean) {
  return useQuery({
    queryKey: ['user-name-search', searchableName(search), count],
    enabled: enabled && searchableName(search) !== '',
    queryFn: async () => (await import('./users-named.ts')).usersNamed(search, count),
    staleTime: 30_000,
  });
}
