import { QueryClientProvider } from '@tanstack/react-query';
import { ConsoleLayout } from './layout/ConsoleLayout.tsx';
import { createConsoleQueryClient } from './query-client.ts';
import { RequireTeamMember } from './RequireTeamMember.tsx';

const queryClient = createConsoleQueryClient();

// Every screen behind the login, loaded apart from the login page: the data layer and the shell come with the
// first screen, not with the form that asks for an e-mail and a password.
export function ConsoleRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireTeamMember>
        <ConsoleLayout />
      </RequireTeamMember>
    </QueryClientProvider>
  );
}
