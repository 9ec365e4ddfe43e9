import { Group, Loader, Text } from '@mantine/core';

interface MatchingUsersCountTextProps {
  count: number | undefined;
  error: Error | null;
  // What the action does to the users counted.
  describe: (count: number) => string;
}

// A confirmation over all users that match says how many the server counts now, or why it cannot.
export function MatchingUsersCountText({ count, error, describe }: MatchingUsersCountTextProps) {
  if (error) {
    return (
      <Text size="sm" c="red">
        The users that match could not be counted: {error.message}
      </Text>
    );
  }
  if (count === undefined) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Counting the users that match…</Text>
      </Group>
    );
  }
  if (count === 0) return <Text size="sm">No users match the search and filter any more.</Text>;
  return <Text size="sm">{describe(count)}</Text>;
}
