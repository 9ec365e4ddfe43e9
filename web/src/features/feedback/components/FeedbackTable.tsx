import { type FeedbackEntry, feedbackCategoryLabel } from '@management-center/contract';
import { Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ChangedAfterApprovalBadge } from '../../../components/ChangedAfterApprovalBadge.tsx';
import { pageSelection, type RowSelection } from '../../../lib/list-screen/row-selection.ts';
import { userFeedbackPath } from '../../../lib/navigation/paths.ts';
import { feedbackDateText } from '../feedback-dates.ts';
import { FeedbackRating } from './FeedbackRating.tsx';

// Cells of app-written text hold one line of at most this width, ending in an ellipsis (the title has it all):
// a max-width on the text, not the cell, bounds what the table's automatic layout gives the column.
const nameWidth = 220;
const reviewWidth = 280;

export interface FeedbackRowsProps {
  entries: readonly FeedbackEntry[];
  selected: RowSelection;
  // Every entry that matches is selected (not by id): every row shows as selected.
  allMatching: boolean;
  onToggle: (entry: FeedbackEntry) => void;
  // The header checkbox: selects the whole page, or clears it when all of it is selected.
  onToggleAll: () => void;
}

// The entry's own page, from its row of the table or its card on a phone.
export function ViewFeedbackButton({ userId, username }: { userId: string; username: string }) {
  return (
    <Button
      component={Link}
      to={userFeedbackPath(userId)}
      variant="light"
      size="xs"
      aria-label={`View feedback of ${username}`}
    >
      View
    </Button>
  );
}

export function FeedbackTable({ entries, selected, allMatching, onToggle, onToggleAll }: FeedbackRowsProps) {
  const pageIds = entries.map((entry) => entry.userId);
  const page = allMatching ? 'all' : pageSelection(selected, pageIds);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all feedback on this page"
                checked={page === 'all'}
                indeterminate={page === 'some'}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th>User name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Review</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { userId, username, feedback, changedAfterApproval } = entry;
            const isSelected = allMatching || selected.has(userId);
            return (
              <Table.Tr key={userId} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select feedback of ${username}`}
                    checked={isSelected}
                    onChange={() => onToggle(entry)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate="end" maw={nameWidth} title={username}>
                    {username}
                  </Text>
                </Table.Td>
                <Table.Td>{feedbackCategoryLabel(feedback.category)}</Table.Td>
                <Table.Td>
                  <FeedbackRating rating={feedback.rating} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    {changedAfterApproval && <ChangedAfterApprovalBadge />}
                    <Text size="sm" truncate="end" maw={reviewWidth} title={feedback.review}>
                      {feedback.review}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{feedbackDateText(feedback.timestamp)}</Text>
                </Table.Td>
                <Table.Td>
                  <ViewFeedbackButton userId={userId} username={username} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
