import { databasePaths, type TrashedUser } from '@management-center/contract';

/** A user's row in the trash as a deletion writes it, for a suite that puts one there itself. */
export function trashedRow(username: string, overrides: Partial<TrashedUser> = {}): TrashedUser {
  return {
    username,
    email: 'trashed@example.com',
    collections: [databasePaths.normalUsers],
    deletedAt: Date.now(),
    deletedBy: { uid: 'someone', email: 'admin@example.com' },
    account: 'disabled',
    ...overrides,
  };
}
