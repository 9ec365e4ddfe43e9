import type { UserTypeFilter } from '@management-center/contract';

/** The new users chart's series, by name, and the users screen's type filter that lists each. */
export const newUsersSeries: Readonly<Record<string, UserTypeFilter>> = {
  'Normal users': 'Normal User',
  'Business users': 'Business User',
};
