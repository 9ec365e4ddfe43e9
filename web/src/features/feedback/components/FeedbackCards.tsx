import { feedbackCategoryLabel } from '@management-center/contract';
import { Group, Text } from '@mantine/core';
import { ChangedAfterApprovalBadge } from '../../../components/ChangedAfterApprovalBadge.tsx';
import { RowCard, RowCardList } from '../../../components/RowCards.tsx';
import { pageSelection } from '../../../lib/list-screen/row-selection.ts';
import { feedbackDateText } from '../feedback-dates.ts';
import { FeedbackRating } from './FeedbackRating.tsx';
import { type FeedbackRowsProps, ViewFeedbackButton } from './FeedbackTable.tsx';

// The feedback of the page on a phone: the table's columns, a card per entry, its rating first.
export function FeedbackCards({ entries, selected, allMatching, onToggle, onToggleAll }: FeedbackRowsProps) {
  const pageIds = entries.map((entry) => entry.userId);
  const page = allMatching ? 'all' : pageSelection(selected, pageIds);
  return (
    <RowCardList
      label="Feedback"
      selectPage={{
        label: 'Select all feedback on this page',
        page,
        disabled: false,
        onToggle: onToggleAll,
      }}
    >
      {entries.map((entry) => {
        const { userId, username, feedback, changedAfterApproval } = entry;
        const isSelected = allMatching || selected.has(userId);
        return (
          <RowCard
            key={userId}
            title={username}
            selection={{
              label: `Select feedback of ${username}`,
              checked: isSelected,
              onToggle: () => onToggle(entry),
            }}
            status={
              <Group gap="xs">
                <FeedbackRating rating={feedback.rating} />
                {changedAfterApproval && <ChangedAfterApprovalBadge />}
              </Group>
            }
            fields={[
              { label: 'Category', value: feedbackCategoryLabel(feedback.category) },
              {
                label: 'Review',
                value: (
                  <Text size="sm" lineClamp={3} title={feedback.review}>
                    {feedback.review}
                  </Text>
                ),
              },
              { label: 'Date', value: feedbackDateText(feedback.timestamp) },
            ]}
            actions={<ViewFeedbackButton userId={userId} username={username} />}
          />
        );
      })}
    </RowCardList>
  );
}
