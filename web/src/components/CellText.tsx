import { Text } from '@mantine/core';

// At most two lines a cell in fixed-width columns: a long name or address wraps anywhere and then ends in an
// ellipsis (its title holds it all), so no record can widen the table or stretch its row.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

export function CellText({ children }: { children: string }) {
  return (
    <Text size="sm" lineClamp={2} style={breakAnywhere} title={children}>
      {children}
    </Text>
  );
}
