import {
  permissionLabels,
  permissions,
  roleLabels,
  rolePermissions,
  roles,
} from '@management-center/contract';

/** The contract's roles as a table: a header, then one row per permission with what each role may. */
export function rolesTable(): { header: string[]; rows: string[][] } {
  return {
    header: ['Permission', ...roles.map((role) => roleLabels[role])],
    rows: permissions.map((permission) => [
      permissionLabels[permission],
      ...roles.map((role) => (rolePermissions[role].includes(permission) ? 'Yes' : '—')),
    ]),
  };
}

/** The same table in Markdown, as docs/product.md shows it under Roles. */
export function rolesTableMarkdown(): string {
  const { header, rows } = rolesTable();
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
