import { directoryKeyOf } from '@management-center/contract';
import { memo } from 'react';
import { RowCard, RowCardList } from '../../../components/RowCards.tsx';
import { userName } from '../../../lib/users/user-names.ts';
import { JoinedDay, UserRowActionButtons, type UserRowsProps } from './UserRowParts.tsx';
import { UserStatus } from './UserStatusBadge.tsx';
import { UserTypeText } from './UserTypeText.tsx';

// The users of the page on a phone: the table's columns, a card per user.
export const UserCards = memo(function UserCards(props: UserRowsProps) {
  const { rows, updating, selection, allMatching, selectAll, onToggle, onToggleAll } = props;
  return (
    <RowCardList
      label="Users"
      busy={updating}
      selectPage={{
        label: 'Select all users on this page',
        page: selectAll,
        disabled: rows.length === 0,
        onToggle: onToggleAll,
      }}
    >
      {rows.map((row, position) => {
        const name = userName(row);
        return (
          <RowCard
            // Keyed by position, as the table's rows are: a new page updates the cards in place.
            // biome-ignore lint/suspicious/noArrayIndexKey: the cards hold no state of their own to keep with an id.
            key={position}
            title={name}
            selection={{
              label: `Select ${name}`,
              checked: allMatching || selection.has(directoryKeyOf(row)),
              onToggle: () => onToggle(row),
            }}
            status={
              <UserStatus
                status={row.status}
                changedAfterApproval={row.changedAfterApproval}
                signInDisabled={row.signInDisabled === true}
              />
            }
            fields={[
              { label: 'Email', value: row.email },
              { label: 'User type', value: <UserTypeText userType={row.userType} kind={row.kind} /> },
              { label: 'Joined', value: <JoinedDay joinedAt={row.joinedAt} /> },
            ]}
            actions={<UserRowActionButtons row={row} actions={props} />}
          />
        );
      })}
    </RowCardList>
  );
});
