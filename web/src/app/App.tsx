import { AppShell, Group, Image, Text, Title } from '@mantine/core';

export function App() {
  return (
    <AppShell header={{ height: 40 }} padding="md">
      <AppShell.Header bg="dark.8" c="white" px="md">
        <Group h="100%" gap="xs">
          <Image src="/brand.svg" alt="" w={24} h={24} />
          <Text fw={600}>Management Center</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Title order={2}>Login</Title>
      </AppShell.Main>
    </AppShell>
  );
}
