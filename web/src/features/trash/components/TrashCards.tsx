import { trashedKindText } from '@management-center/contract';
import { Text } from '@mantine/core';
import { RowCard, RowCardList } from '../../../components/RowCards.tsx';
import { pageSelection } from '../../../lib/list-screen/row-selection.ts';
import { userName } from '../../../lib/users/user-names.ts';
import { deletedText, purgeDateText } from '../trash-rows.ts';
import { TrashRowActionButtons, type TrashRowsProps } from './TrashRowParts.tsx';

// The deleted users of the page on a phone: the table's columns, a card per user.
export function TrashCards(props: TrashRowsProps) {
  const { rows, selected, retentionDays, onToggle, onToggleAll } = props;
  return (
    <RowCardList
      label="Deleted users"
      selectPage={{
        label: 'Select all deleted users on this page',
        page: pageSelection(
          selected,
          rows.map((row) => row.id),
        ),
        disabled: rows.length === 0,
        onToggle: onToggleAll,
      }}
    >
      {rows.map((row) => {
        const name = userName(row);
        return (
          <RowCard
            key={row.id}
            title={name}
            selection={{
              label: `Select ${name}`,
              checked: selected.has(row.id),
              onToggle: () => onToggle(row),
            }}
            status={
              <Text size="sm" c="dimmed">
                Deleted {deletedText(row)}
              </Text>
            }
            fields={[
              { label: 'Email', value: row.email },
              { label: 'User type', value: trashedKindText(row.collections) },
              { label: 'Deleted for good on', value: purgeDateText(row, retentionDays) },
            ]}
            actions={<TrashRowActionButtons row={row} actions={props} />}
          />
        );
      })}
    </RowCardList>
  );
}
