import { Button, Card, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { routePaths } from '../../../lib/navigation/paths.ts';
import { imagesWithoutAltCountedUpTo, useImagesWithoutAltCount } from '../api/use-images-without-alt.ts';

function countText(count: number): string {
  if (count === 0) return 'Every image of the websites has alt text.';
  if (count > imagesWithoutAltCountedUpTo) {
    return `More than ${imagesWithoutAltCountedUpTo} images of the websites have no alt text.`;
  }
  return count === 1
    ? '1 image of the websites has no alt text.'
    : `${count} images of the websites have no alt text.`;
}

/** The websites' images nobody has described yet, for the roles that edit content. */
export function ImagesWithoutAltText() {
  const count = useImagesWithoutAltCount(true);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="images-without-alt-title">
      <Title order={2} size="h4" id="images-without-alt-title">
        Website images
      </Title>
      {count.isPending ? (
        <Skeleton h={20} mt="xs" role="status" aria-label="Counting images without alt text" />
      ) : count.isError ? (
        <Text size="sm" mt="xs" c="red">
          The images without alt text could not be counted: {count.error.message}
        </Text>
      ) : (
        <Text size="sm" mt="xs">
          {countText(count.data)}
        </Text>
      )}
      {count.data !== undefined && count.data > 0 && (
        <Button
          component={Link}
          to={`${routePaths.media}?show=noAlt`}
          variant="light"
          mt="sm"
          w="fit-content"
        >
          Describe them in the Media Library
        </Button>
      )}
    </Card>
  );
}
