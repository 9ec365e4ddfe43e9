import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usersJoinedPath } from '../../../../lib/users/users-joined-path.ts';
import type { Bucket, ChartRange } from '../../chart-data.ts';
import { newUsersSeries } from './new-users-series.ts';

interface NewUsersLinksProps {
  buckets: readonly Bucket[];
  range: ChartRange;
}

// A bar opens the users of its series who joined on its days; these links open those of the whole range (the
// keyboard's way in).
export function NewUsersLinks({ buckets, range }: NewUsersLinksProps) {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return null;
  const joined = { from: first.first, to: last.last };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Who joined in the last {range.label}:
      </Text>
      <Group gap="md">
        <Anchor component={Link} to={usersJoinedPath(joined)} size="sm">
          all users
        </Anchor>
        {Object.entries(newUsersSeries).map(([label, type]) => (
          <Anchor key={type} component={Link} to={usersJoinedPath(joined, type)} size="sm">
            {label.toLowerCase()}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}
