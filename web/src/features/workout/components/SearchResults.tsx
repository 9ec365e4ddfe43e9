import type { VideoSearchResult } from '@management-center/contract';
import { Badge, Checkbox, Group, Image, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { isInRepository } from '../workout-content.ts';

interface SearchResultsProps {
  /** The videos of the current window. */
  videos: readonly VideoSearchResult[];
  checkedIds: ReadonlySet<string>;
  storedUrls: ReadonlySet<string>;
  onCheck: (video: VideoSearchResult, checked: boolean) => void;
}

// docs/product.md, Workout content: the video table scrolls at a maximum height of 400px.
export function SearchResults({ videos, checkedIds, storedUrls, onCheck }: SearchResultsProps) {
  return (
    <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
      <Table stickyHeader verticalSpacing="xs" highlightOnHover aria-label="Video search results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Select</VisuallyHidden>
            </Table.Th>
            <Table.Th w={140}>Video</Table.Th>
            <Table.Th>Title</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {videos.map((video) => (
            <Table.Tr key={video.videoId}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${video.title}`}
                  checked={checkedIds.has(video.videoId)}
                  onChange={(event) => onCheck(video, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Image src={video.thumbnailUrl} alt="" w={120} h={68} radius="sm" fit="cover" />
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{video.title}</Text>
                  {isInRepository(video.videoId, storedUrls) && (
                    <Badge variant="light" color="gray" size="sm">
                      In the repository
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
