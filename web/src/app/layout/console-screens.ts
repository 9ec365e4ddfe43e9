import { type Permission, type Role, roleAllows } from '@management-center/contract/sign-in';
import { routePaths } from '../../lib/navigation/paths.ts';

// The console's screens, as the sidebar lists them and the command palette goes to them.

// docs/product.md, Layout: the main entries in this order, a divider after Home Page, Manage Feedback and
// Releases (which closes the websites' group with Manage View About and Media Library).
// An entry is shown to the roles that give its permission (the same as its route's), to every member without one.
export interface ConsoleScreen {
  label: string;
  to: string;
  permission?: Permission;
}

export const mainScreens: readonly (ConsoleScreen & { dividerAfter: boolean })[] = [
  { label: 'Home Page', to: routePaths.home, dividerAfter: true },
  { label: 'Manage User Dashboard', to: routePaths.users, permission: 'readUsers', dividerAfter: false },
  { label: 'Manage Feedback', to: routePaths.feedback, permission: 'readFeedback', dividerAfter: true },
  {
    label: 'Manage Workout and Training',
    to: routePaths.workout,
    permission: 'manageWorkout',
    dividerAfter: false,
  },
  { label: 'Manage View About', to: routePaths.viewAbout, permission: 'editContent', dividerAfter: false },
  { label: 'Media Library', to: routePaths.media, permission: 'editContent', dividerAfter: false },
  { label: 'Releases', to: routePaths.releases, permission: 'editContent', dividerAfter: true },
];

// Screens beyond the main list, which ends with Logout: a second group below it, so that list stays as it is.
export const moreScreens: readonly ConsoleScreen[] = [
  { label: 'Manage Profiling', to: routePaths.profiling, permission: 'editContent' },
  { label: 'Manage Sub-Categories', to: routePaths.subCategories, permission: 'editContent' },
  { label: 'Activity', to: routePaths.activity, permission: 'readActivity' },
  { label: 'Team', to: routePaths.team, permission: 'manageTeam' },
  { label: 'My account', to: routePaths.account, permission: 'manageOwnAccount' },
];

export function shownTo(role: Role | null) {
  return <Entry extends ConsoleScreen>(entry: Entry) =>
    entry.permission === undefined || roleAllows(role, entry.permission);
}

/** Every screen `role` may open, in the sidebar's order. */
export function screensShownTo(role: Role | null): ConsoleScreen[] {
  return [...mainScreens, ...moreScreens].filter(shownTo(role));
}
