import { type ImageUse, imageUsePlaceText } from '@management-center/contract';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { imageUseScreen, usesHeading } from '../media-card-text.ts';

// Where the image is shown, each place a link to the content screen that holds its row.
export function ImageUses({ uses }: { uses: readonly ImageUse[] }) {
  if (uses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {usesHeading(0)}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">{usesHeading(uses.length)}</Text>
      <List size="sm" spacing={2}>
        {uses.map((use) => (
          <List.Item key={`${use.target}:${use.itemId ?? ''}`}>
            <Anchor component={Link} to={imageUseScreen(use)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {imageUsePlaceText(use)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
