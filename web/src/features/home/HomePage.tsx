import { roleAllows } from '@management-center/contract';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTeamRole } from '../../lib/session/team-role.ts';
import { ImagesWithoutAltText } from './components/ImagesWithoutAltText.tsx';
import { StartCard } from './components/StartCard.tsx';
import { UsersAndAppPerformance } from './components/UsersAndAppPerformance.tsx';
import { startCardsFor } from './start-cards.ts';

export function HomePage() {
  const role = useTeamRole();
  return (
    <Stack gap="lg">
      <Title order={1}>Overview</Title>
      {roleAllows(role, 'readUsers') && <UsersAndAppPerformance />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {startCardsFor(role).map((card) => (
          <StartCard key={card.to} {...card} />
        ))}
      </SimpleGrid>
      {roleAllows(role, 'editContent') && <ImagesWithoutAltText />}
    </Stack>
  );
}
