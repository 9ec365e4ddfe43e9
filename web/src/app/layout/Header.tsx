import { Group, Image, Text } from '@mantine/core';

export function Header() {
  return (
    <Group h="100%" px="md" gap="xs" bg="dark.8" c="white">
      <Image src="/brand.svg" alt="Brand" w={24} h={24} />
      <Text fw={600}>Management Center</Text>
    </Group>
  );
}
