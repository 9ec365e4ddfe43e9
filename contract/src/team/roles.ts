// Free of zod, like everything the login page loads (sign-in.ts): the role's schema is in role-schema.ts.

// What a member of the team may do, each named once: the callables (their registry entry), the security rules
// (database.rules.json, firestore.rules, storage.rules, checked against this table by their tests) and the
// console (its sidebar, screens and buttons) all derive from these names.
export const permissions = [
  'readUsers',
  'approveBusinessUsers',
  'deleteUsers',
  'manageSignIn',
  'sendAccountEmails',
  'readFeedback',
  'approveFeedback',
  'editContent',
  'manageWorkout',
  'readActivity',
  'runMaintenance',
  'manageTeam',
  'manageOwnAccount',
] as const;

export type Permission = (typeof permissions)[number];

export const roles = ['owner', 'administrator', 'editor', 'support'] as const;

export type Role = (typeof roles)[number];

const everythingTheConsoleDoes: readonly Permission[] = permissions.filter(
  (permission) => permission !== 'manageTeam',
);

export const rolePermissions: Readonly<Record<Role, readonly Permission[]>> = {
  owner: permissions,
  administrator: everythingTheConsoleDoes,
  // The two websites' content, images and history, and the workout library: no user data.
  editor: ['editContent', 'manageWorkout', 'manageOwnAccount'],
  // Looks users up and answers their feedback: deletes nothing, approves no business user, edits no content.
  support: ['readUsers', 'sendAccountEmails', 'readFeedback', 'approveFeedback', 'manageOwnAccount'],
};

/** Whether `role` (none for an account outside the team) gives `permission`. */
export function roleAllows(role: Role | null, permission: Permission): boolean {
  return role !== null && rolePermissions[role].includes(permission);
}

/** The roles that give `permission`, in the order of `roles`. */
export function rolesAllowing(permission: Permission): Role[] {
  return roles.filter((role) => roleAllows(role, permission));
}

// The custom claim the role travels in. The team registry (team.ts) is the record it is kept in step with.
export const roleClaim = 'role';

/** The role an ID token's claims carry, or null for an account outside the team (or an unknown role). */
export function roleOfClaims(claims: Readonly<Record<string, unknown>>): Role | null {
  const claimed = claims[roleClaim];
  return roles.find((role) => role === claimed) ?? null;
}
