import { Button } from '@mantine/core';
import { UserActions } from '../../../components/UserActions.tsx';
import type { RowSelection } from '../../../lib/list-screen/row-selection.ts';
import { useAllows } from '../../../lib/session/team-role.ts';
import { userName } from '../../../lib/users/user-names.ts';
import type { TrashRow } from '../trash-page.ts';

// What a deleted user shows alike in a row of the trash's table and on a phone's card.

export interface TrashRowsProps {
  rows: TrashRow[];
  selected: RowSelection;
  retentionDays: number;
  actionsDisabled: boolean;
  onToggle: (row: TrashRow) => void;
  onToggleAll: () => void;
  onRestore: (rows: TrashRow[]) => void;
  onDeleteForever: (rows: TrashRow[]) => void;
}

// What the buttons of every row act with: the list's, passed on whole by the table and the cards.
type TrashRowActions = Pick<TrashRowsProps, 'actionsDisabled' | 'onRestore' | 'onDeleteForever'>;

// Restoring and deleting forever are both the deletion's permission: a role without it only looks.
export function TrashRowActionButtons({ row, actions }: { row: TrashRow; actions: TrashRowActions }) {
  const { actionsDisabled, onRestore, onDeleteForever } = actions;
  const mayRestore = useAllows('deleteUsers');
  const name = userName(row);
  return (
    <UserActions
      action={
        mayRestore && (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Restore ${name}`}
            disabled={actionsDisabled}
            onClick={() => onRestore([row])}
          >
            Restore
          </Button>
        )
      }
      removal={mayRestore ? { text: 'Delete forever', ariaLabel: `Delete forever: ${name}` } : undefined}
      removalDisabled={actionsDisabled}
      onRemove={() => onDeleteForever([row])}
    />
  );
}
