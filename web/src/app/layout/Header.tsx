import { Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// The height of the header over every page; the console's is taller on a phone, where its buttons are tapped.
export const headerHeight = 40;
export const phoneHeaderHeight = 52;

interface HeaderProps {
  // Before the brand: the button that opens the navigation on a phone.
  navigation?: ReactNode;
  // At the other end: the search and the connection's status.
  end?: ReactNode;
}

export function Header({ navigation, end }: HeaderProps) {
  return (
    <Group h="100%" px="md" gap="xs" bg="dark.8" c="white" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {navigation}
        <Image src="/brand.svg" alt="Brand" w={24} h={24} />
        <Text fw={600}>Management Center</Text>
      </Group>
      {end && (
        <Group gap="xs" wrap="nowrap">
          {end}
        </Group>
      )}
    </Group>
  );
}
