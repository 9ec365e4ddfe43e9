import { roleLabels } from './team/role-labels.ts';
import type { Role } from './team/roles.ts';

// docs/product.md, Messages: the texts the administrator sees, word for word.
export { loginMessages } from './login-messages.ts';

export const alertMessages = {
  invalidDate: 'Invalid date value',
  selectImageFirst: 'Please select an image first!',
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  emailFailed: 'Failed to send email.',
} as const;

export const successMessages = {
  usersApproved: 'Users have been approved successfully(Alert email is sent to the business-user)',
  workoutContentSent: 'Workout Content has been sent to the database',
  dateScheduled: 'Date and Time is scheduled successfully',
  titleUpdated: 'Title updated Successfully!',
  descriptionUpdated: 'Description updated Successfully!',
  headerDescriptionUpdated: 'Header Description updated Successfully!',
  iconUploaded: 'Icon image Uploaded Successfully!',
  imageUploaded: 'Image Uploaded Successfully!',
  featureAdded: 'New feature added successfully!',
  featureDeleted: 'Feature Deleted Successfully',
  memberDeleted: 'Member Deleted Successfully',
  benefitsDeleted: 'Benefits Deleted Successfully',
  feedbackUploaded: 'Uploaded successfully',
  // Not in the spec: the alt texts beside the websites' images are the console's addition.
  altTextUpdated: 'Alt text updated successfully!',
} as const;

export const accessMessages = {
  signInFirst: 'Sign in as a member of the team.',
  // An account with no role: the spec's login refusal says the same.
  notInTeam: 'This account is not a member of the team.',
  roleDoesNotAllow: (role: Role) => `Your role (${roleLabels[role]}) does not allow this.`,
  // A console screen the signed-in role does not show.
  idleSignedOut: (minutes: number) => `You were signed out after ${minutes} minutes without activity.`,
  signedOutEverywhere: 'You signed out everywhere: sign in again on each device you use.',
  screenNotAllowed: (role: Role) =>
    `Your role (${roleLabels[role]}) does not give access to this screen. Ask an owner of the team if you need it.`,
  // A token from before the account's admin claim was removed (or withdrawn and given again).
  signInAgain: 'Your administrator access has changed. Please sign in again.',
  // A token older than the team's "Sessions last at most".
  sessionTooOld: (hours: number) =>
    `Your session has ended: the team's sessions last at most ${hours} ${hours === 1 ? 'hour' : 'hours'}. Please sign in again.`,
  secondFactorRequired: 'Your team requires a second factor: set one up to continue.',
  secondFactorFirst:
    'Set up a second factor on My account, and sign in with it, before you require one of the whole team.',
  recentSignInRequired:
    'This changes who holds access, cannot be undone, or takes data out: please enter your password again to confirm it is you (sign-in older than 15 minutes).',
} as const;

// The video searches an administrator may make per UTC day are capped to share the video service's daily quota.
export const videoSearchMessages = {
  dailySearchesUsed: (limit: number, now: number) =>
    `You have made your ${limit} video searches for today. ${searchesAgain(now)}`,
  // The whole team's searches of the day, whose quota the video service counts for the project.
  teamSearchesUsed: (limit: number, now: number) =>
    `The team has made its ${limit} video searches for today, all the video service's daily quota allows. ${searchesAgain(now)}`,
} as const;

function searchesAgain(now: number): string {
  const minutesToReset = Math.ceil((nextUtcMidnight(now) - now) / 60_000);
  const resetsIn = `${Math.floor(minutesToReset / 60)} h ${minutesToReset % 60} min`;
  return `New keywords can be searched again after midnight UTC (in ${resetsIn}); keywords already searched today are still answered.`;
}

function nextUtcMidnight(now: number): number {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
}
