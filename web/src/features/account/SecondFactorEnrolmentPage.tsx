import { accessMessages } from '@management-center/contract';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { PhoneEnrolmentForm } from '../../components/PhoneEnrolmentForm.tsx';
import { signOutTeamMember } from '../../lib/session/team-sign-in.ts';

// Instead of the console, for a member the team requires a second factor of who signed in without one: nothing
// else would answer them. Enrolling signs the session in with the new factor, and the console opens.
export function SecondFactorEnrolmentPage() {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={440}>
        <Stack>
          <Title order={2}>Set up a second factor</Title>
          <Text size="sm">{accessMessages.secondFactorRequired}</Text>
          <Text size="sm" c="dimmed">
            From now on, signing in asks for your password and for a code sent by SMS to your phone.
          </Text>
          <PhoneEnrolmentForm onEnrolled={() => undefined} />
          <Button variant="subtle" color="gray" w="fit-content" onClick={() => void signOutTeamMember()}>
            Sign out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
