import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { profilingSectionPath, profilingSections } from './profiling-sections.ts';

export function ManageProfilingPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Manage Profiling</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {profilingSections.map((section) => (
          <Card key={section.slug} withBorder radius="md" p="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={3}>{section.title}</Title>
                <Text c="dimmed" size="sm">
                  {section.description}
                </Text>
              </Stack>
              <Button component={Link} to={profilingSectionPath(section)} w="fit-content">
                View {section.title}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
