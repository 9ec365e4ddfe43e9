import { Select } from '@mantine/core';
import { isRole, roleOptions } from '../role-options.ts';
import type { MemberRowProps } from './member-row-props.ts';

/** The member's role, chosen anew to ask for a change (never on the signed-in member's own row). */
export function MemberRoleSelect({ member, own, onChange }: MemberRowProps) {
  return (
    <Select
      aria-label={`Role of ${member.email}`}
      size="xs"
      data={roleOptions}
      value={member.role}
      allowDeselect={false}
      disabled={own}
      onChange={(role) => isRole(role) && role !== member.role && onChange({ kind: 'role', member, role })}
    />
  );
}
