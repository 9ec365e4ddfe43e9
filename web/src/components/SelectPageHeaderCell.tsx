import { Checkbox, Table } from '@mantine/core';
import type { PageSelection } from '../lib/list-screen/row-selection.ts';

interface SelectPageHeaderCellProps {
  // What the checkbox selects, for screen readers: the header has no visible text.
  label: string;
  page: PageSelection;
  disabled: boolean;
  onToggle: () => void;
}

// The header of a table's checkbox column: ticked when every row of the page is selected, dashed when some are.
export function SelectPageHeaderCell({ label, page, disabled, onToggle }: SelectPageHeaderCellProps) {
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={label}
        checked={page === 'all'}
        indeterminate={page === 'some'}
        disabled={disabled}
        onChange={onToggle}
      />
    </Table.Th>
  );
}
