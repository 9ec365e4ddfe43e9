import { acceptInvitationRoute } from '@management-center/contract/sign-in';

// The console's addresses, as docs/product.md (Screens and routes) names them: bookmarks, e-mailed links and the
// browser tests open them, so a value never changes. The login page imports this too: it stays free of anything
// heavier than the contract's sign-in entry.
export const routePaths = {
  login: '/',
  acceptInvitation: acceptInvitationRoute,
  home: '/dashboard',
  users: '/manage_user_dashboard',
  trash: '/manage_user_dashboard/trash',
  user: '/view_user_dashboard/:id',
  feedback: '/manage_feedback',
  userFeedback: '/view_feedback/:id',
  workout: '/workout',
  viewAbout: '/manage_viewabout',
  productAboutUs: '/view_about_us',
  keyFeatures: '/view_about_feature',
  businessAboutUs: '/view_about_us_biz',
  partnership: '/view_partnership',
  contactUs: '/view_contact_us',
  profiling: '/manage_profques',
  profilingSection: '/view_profiling/:section',
  subCategories: '/manage_sub_category',
  activity: '/activity',
  activityEntry: '/activity/:entryId',
  media: '/media',
  releases: '/releases',
  release: '/releases/:releaseId',
  team: '/team',
  account: '/account',
} as const;

/**
 * A route whose last segment is its one parameter (`/activity/:entryId`), with that parameter given: encoded, as an
 * id may hold characters an address may not.
 */
export function filledRoute(route: string, value: string): string {
  return `${route.slice(0, route.lastIndexOf('/'))}/${encodeURIComponent(value)}`;
}

/** A user's page (User information). */
export function userPath(userId: string): string {
  return filledRoute(routePaths.user, userId);
}

/** The rating and review of one normal user. */
export function userFeedbackPath(userId: string): string {
  return filledRoute(routePaths.userFeedback, userId);
}
