import { Button, Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { routePaths } from '../../lib/navigation/paths.ts';

const websites = {
  product: {
    label: 'Product Website',
    cards: [
      {
        title: 'About Us',
        text: 'Header description, header image and team members.',
        to: `${routePaths.productAboutUs}/`,
      },
      {
        title: 'Key Features',
        text: 'Main title, description and each feature with its icon.',
        to: `${routePaths.keyFeatures}/`,
      },
      {
        title: 'Feedback',
        text: 'Approve user feedback and schedule its publication.',
        to: `${routePaths.feedback}/`,
      },
    ],
  },
  business: {
    label: 'Business User Website',
    cards: [
      {
        title: 'About Us',
        text: 'Header description, header image and team members.',
        to: `${routePaths.businessAboutUs}/`,
      },
      {
        title: 'Benefits of Partnership',
        text: 'Main description and each benefit with its image.',
        to: `${routePaths.partnership}/`,
      },
      { title: 'Contact Us', text: 'Contact rows with company information.', to: `${routePaths.contactUs}/` },
    ],
  },
} as const;

type Website = keyof typeof websites;

function isWebsite(value: string): value is Website {
  return value in websites;
}

export function ManageViewAboutPage() {
  const [website, setWebsite] = useState<Website>('product');
  return (
    <Stack gap="lg">
      <Title order={1}>Manage View About</Title>
      <SegmentedControl
        w="fit-content"
        aria-label="Website"
        value={website}
        onChange={(value) => {
          if (isWebsite(value)) setWebsite(value);
        }}
        data={Object.entries(websites).map(([value, { label }]) => ({ value, label }))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {websites[website].cards.map((card) => (
          <Card key={card.to} withBorder radius="md" p="lg">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={3}>{card.title}</Title>
                <Text c="dimmed" size="sm">
                  {card.text}
                </Text>
              </Stack>
              <Button component={Link} to={card.to} w="fit-content" aria-label={`Open ${card.title}`}>
                Open
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
