import { userIdsInput } from './matching.ts';
import { type AreaInputCases, inputCase } from './shared-specs.ts';

export const userTrashInputCases = {
  restoreUsers: inputCase(userIdsInput),
  deleteUsersForever: inputCase(userIdsInput),
} satisfies AreaInputCases;
