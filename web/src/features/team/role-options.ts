import { type Role, roleLabels, roles } from '@management-center/contract';

/** The roles as a role picker offers them: by their labels, in the contract's order. */
export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Whether what a role picker gave is a role (it gives null when nothing is chosen). */
export function isRole(value: string | null): value is Role {
  return roles.some((role) => role === value);
}
