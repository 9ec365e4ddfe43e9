import { Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const headerHeight = 40;

export function Header({ status }: { status?: ReactNode }) {
  return (
    <Group h="100%" px="md" gap="xs" bg="dark.8" c="white" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Image src="/brand.svg" alt="Brand" w={24} h={24} />
        <Text fw={600}>Management Center</Text>
      </Group>
      {status}
    </Group>
  );
}
