import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { teamMembersQueryOptions } from './api/team-members.ts';
import { InviteForm } from './components/InviteForm.tsx';
import { RolesTable } from './components/RolesTable.tsx';
import { SessionSettings } from './components/SessionSettings.tsx';
import { TeamMembers } from './components/TeamMembers.tsx';

export function TeamPage() {
  const team = useQuery(teamMembersQueryOptions());
  return (
    <Stack gap="lg">
      <Title order={1}>Team</Title>
      <Text size="sm" c="dimmed">
        Who may use this console, with which role. Nobody changes their own role or removes themselves, and
        the team always keeps an owner.
      </Text>
      <InviteForm />
      <SessionSettings />
      {team.error ? (
        <Alert color="red">The team could not be read: {team.error.message}</Alert>
      ) : team.data === undefined ? (
        <Loader aria-label="Loading the team" />
      ) : (
        <TeamMembers members={team.data} />
      )}
      <Title order={2}>What each role may do</Title>
      <RolesTable />
    </Stack>
  );
}
