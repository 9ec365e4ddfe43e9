import { isWorkoutEmbedUrl } from '@management-center/contract';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import tableScroll from '../../../components/sticky-first-column.module.css';
import type { RepositoryVideo } from '../workout-content.ts';

const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RepositoryTable({ videos }: { videos: readonly RepositoryVideo[] }) {
  if (videos.length === 0) {
    return <Text c="dimmed">The repository holds no workout content yet.</Text>;
  }
  return (
    <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars className={tableScroll.stickyFirstColumn}>
      <Table stickyHeader verticalSpacing="xs" aria-label="Workout content in the repository">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Video link</Table.Th>
            <Table.Th w={200}>Last updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((video) => (
            <Table.Tr key={video.documentId}>
              <Table.Td>{video.name}</Table.Td>
              <Table.Td>
                {isWorkoutEmbedUrl(video.url) ? (
                  <Anchor href={video.url} target="_blank" rel="noreferrer" size="sm">
                    {video.url}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not a YouTube embed link, not opened from here: {video.url}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{lastUpdatedFormat.format(video.lastUpdatedTimestamp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

export function WorkoutRepository({ repository }: { repository: UseQueryResult<RepositoryVideo[]> }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3}>In the repository</Title>
          {repository.data && (
            <Badge variant="light" aria-label={`${repository.data.length} videos`}>
              {repository.data.length}
            </Badge>
          )}
        </Group>
        {repository.isPending ? (
          <Skeleton h={120} />
        ) : repository.isError ? (
          <Alert color="red">The workout content could not be read: {repository.error.message}</Alert>
        ) : (
          <RepositoryTable videos={repository.data} />
        )}
      </Stack>
    </Paper>
  );
}
