import { type Permission, type Role, roleAllows } from '@management-center/contract/sign-in';

// The console's screens, as the sidebar lists them and the command palette goes to them.

// docs/product.md, Layout: the main entries in this order, a divider after Home Page, Manage Feedback and
// Manage View About.
// An entry is shown to the roles that give its permission (the same as its route's), to every member without one.
export interface ConsoleScreen {
  label: string;
  to: string;
  permission?: Permission;
}

export const mainScreens: readonly (ConsoleScreen & { dividerAfter: boolean })[] = [
  { label: 'Home Page', to: '/dashboard', dividerAfter: true },
  {
    label: 'Manage User Dashboard',
    to: '/manage_user_dashboard',
    permission: 'readUsers',
    dividerAfter: false,
  },
  { label: 'Manage Feedback', to: '/manage_feedback', permission: 'readFeedback', dividerAfter: true },
  { label: 'Manage Workout and Training', to: '/workout', permission: 'manageWorkout', dividerAfter: false },
  { label: 'Manage View About', to: '/manage_viewabout', permission: 'editContent', dividerAfter: true },
];

// Screens beyond the main list, which ends with Logout: a second group below it, so that list stays as it is.
export const moreScreens: readonly ConsoleScreen[] = [
  { label: 'Manage Profiling', to: '/manage_profques', permission: 'editContent' },
  { label: 'Manage Sub-Categories', to: '/manage_sub_category', permission: 'editContent' },
  { label: 'Activity', to: '/activity', permission: 'readActivity' },
  { label: 'Team', to: '/team', permission: 'manageTeam' },
  { label: 'My account', to: '/account', permission: 'manageOwnAccount' },
];

export function shownTo(role: Role | null) {
  return <Entry extends ConsoleScreen>(entry: Entry) =>
    entry.permission === undefined || roleAllows(role, entry.permission);
}

/** Every screen `role` may open, in the sidebar's order. */
export function screensShownTo(role: Role | null): ConsoleScreen[] {
  return [...mainScreens, ...moreScreens].filter(shownTo(role));
}
