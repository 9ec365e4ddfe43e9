import { BackgroundImage, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { StartCardContent } from '../start-cards.ts';

/** A screen to start from: its picture, what it does, and the button that opens it. */
export function StartCard({ title, text, to, image }: StartCardContent) {
  return (
    <Card withBorder radius="md" p={0}>
      {/* The picture's art is on its right, beside the text of a wide card. A phone's card is narrow and its text
          as wide as the card: the picture shows its left part there, which has no art for the text to cross. */}
      <BackgroundImage src={image} h={200} p="lg" bgp={{ base: 'left center', sm: 'center' }}>
        <Stack justify="flex-end" h="100%" gap="xs">
          <Title order={3} c="white">
            {title}
          </Title>
          <Text c="white" size="sm">
            {text}
          </Text>
          <Button component={Link} to={to} w="fit-content">
            Start Now
          </Button>
        </Stack>
      </BackgroundImage>
    </Card>
  );
}
