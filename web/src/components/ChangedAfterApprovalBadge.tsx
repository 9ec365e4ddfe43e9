import { changedAfterApprovalNote } from '@management-center/contract';
import { Badge } from '@mantine/core';

// Next to a status that is waiting again: the record was approved, then changed by its user.
export function ChangedAfterApprovalBadge() {
  return (
    <Badge
      color="orange"
      variant="outline"
      size="sm"
      tt="none"
      title="Approved before, then changed by the user: it waits for approval again"
    >
      {changedAfterApprovalNote}
    </Badge>
  );
}
