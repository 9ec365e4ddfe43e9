import { type Permission, type Role, roleAllows } from '@management-center/contract';
import { routePaths } from '../../lib/navigation/paths.ts';

/** A screen a member starts from, as its card on the home page shows it. */
export interface StartCardContent {
  title: string;
  text: string;
  to: string;
  image: string;
}

// The screens a member starts from, each shown to the roles that give what its screen needs.
const startCards: readonly (StartCardContent & { permission: Permission })[] = [
  {
    title: 'Manage Feedback',
    text: 'Approve what users said about the app and schedule the next review.',
    to: routePaths.feedback,
    image: '/cards/feedback.svg',
    permission: 'readFeedback',
  },
  {
    title: 'Manage User Dashboard',
    text: 'Search, view, approve and remove normal and business users.',
    to: routePaths.users,
    image: '/cards/users.svg',
    permission: 'readUsers',
  },
  {
    title: 'Manage View About',
    text: 'Edit the texts, features, team members, benefits and contact details of both websites.',
    to: routePaths.viewAbout,
    image: '/cards/website.svg',
    permission: 'editContent',
  },
  {
    title: 'Manage Workout and Training',
    text: 'Search the video service and send chosen videos to the workout library.',
    to: routePaths.workout,
    image: '/cards/workout.svg',
    permission: 'manageWorkout',
  },
];

/**
 * The start cards the home page shows `role`: the first two are the spec's; the others stand in for them for a
 * role that sees neither.
 */
export function startCardsFor(role: Role | null): StartCardContent[] {
  return startCards
    .filter((card) => roleAllows(role, card.permission))
    .slice(0, 2)
    .map(({ permission: _permission, ...card }) => card);
}
