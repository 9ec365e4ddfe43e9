import type { HomeFigures, UserStatusLabel } from '@management-center/contract';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usersOfStatusPath } from '../../../../lib/users/user-status-filter.ts';
import { usersOfStatus } from '../../../../lib/users/user-totals.ts';
import { userTotalsOf } from '../../trend-summaries.ts';

interface StatusLink {
  status: UserStatusLabel;
  label: string;
}

interface UsersNowLinksProps {
  figures: HomeFigures | undefined;
  links: readonly StatusLink[];
}

// A chart of a status over time has no list of the past: its links (and its clicks) open the users of that
// status now. Links are also the keyboard's way in.
export function UsersNowLinks({ figures, links }: UsersNowLinksProps) {
  if (!figures) return null;
  const totals = userTotalsOf(figures);
  return (
    <Group gap="md">
      {links.map(({ status, label }) => (
        <Anchor key={status} component={Link} to={usersOfStatusPath(status)} size="sm">
          {label} now: {usersOfStatus(totals, status).toLocaleString('en-US')}
        </Anchor>
      ))}
    </Group>
  );
}
