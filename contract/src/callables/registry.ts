import type { z } from 'zod';
import { exportCallableNames, exportListPermissions } from '../exports/export-lists.ts';
import type { Permission } from '../team/roles.ts';
import { type AccountTargetField, accountTargetsIn } from '../team/team-accounts.ts';
import {
  exportActivityInputSchema,
  exportFeedbackInputSchema,
  exportOutputSchema,
  exportTrashInputSchema,
  exportUsersInputSchema,
} from './exports.ts';
import {
  approveFeedbackInputSchema,
  approveFeedbackOutputSchema,
  scheduleFeedbackInputSchema,
  scheduleFeedbackOutputSchema,
  withdrawFeedbackApprovalInputSchema,
  withdrawFeedbackApprovalOutputSchema,
} from './feedback.ts';
import { runCleanupInputSchema, runCleanupOutputSchema } from './maintenance.ts';
import {
  deleteMediaImagesInputSchema,
  deleteMediaImagesOutputSchema,
  replaceImageEverywhereInputSchema,
  replaceImageEverywhereOutputSchema,
  updateMediaImageAltInputSchema,
  updateMediaImageAltOutputSchema,
} from './media.ts';
import {
  addReleaseItemInputSchema,
  createReleaseInputSchema,
  createReleaseOutputSchema,
  deleteReleaseItemInputSchema,
  discardReleaseChangeInputSchema,
  keepReleaseChangeInputSchema,
  publishReleaseInputSchema,
  publishReleaseOutputSchema,
  releaseChangeOutputSchema,
  saveReleaseChangeInputSchema,
  scheduleReleaseInputSchema,
  scheduleReleaseOutputSchema,
  undoReleaseInputSchema,
  undoReleaseOutputSchema,
} from './releases.ts';
import {
  deleteSavedViewInputSchema,
  deleteSavedViewOutputSchema,
  saveViewInputSchema,
  saveViewOutputSchema,
} from './saved-views.ts';
import {
  disableSignInInputSchema,
  disableSignInOutputSchema,
  enableSignInInputSchema,
  enableSignInOutputSchema,
  readSignInAccountInputSchema,
  readSignInAccountOutputSchema,
  removeUserSecondFactorsInputSchema,
  removeUserSecondFactorsOutputSchema,
  sendPasswordResetEmailInputSchema,
  sendPasswordResetEmailOutputSchema,
  sendVerificationEmailInputSchema,
  sendVerificationEmailOutputSchema,
  signOutUserInputSchema,
  signOutUserOutputSchema,
} from './sign-in-accounts.ts';
import {
  addSiteItemInputSchema,
  addSiteItemOutputSchema,
  chooseLibraryImageInputSchema,
  chooseLibraryImageOutputSchema,
  deleteSiteItemInputSchema,
  deleteSiteItemOutputSchema,
  restoreContentVersionInputSchema,
  restoreContentVersionOutputSchema,
  updateSiteContentInputSchema,
  updateSiteContentOutputSchema,
  uploadSiteImageInputSchema,
  uploadSiteImageOutputSchema,
} from './site-content.ts';
import {
  acceptTeamInvitationInputSchema,
  acceptTeamInvitationOutputSchema,
  changeTeamRoleInputSchema,
  changeTeamRoleOutputSchema,
  inviteTeamMemberInputSchema,
  inviteTeamMemberOutputSchema,
  listTeamInputSchema,
  listTeamOutputSchema,
  removeTeamMemberInputSchema,
  removeTeamMemberOutputSchema,
  resetSecondFactorInputSchema,
  resetSecondFactorOutputSchema,
  signOutEverywhereInputSchema,
  signOutEverywhereOutputSchema,
  updateTeamSettingsInputSchema,
  updateTeamSettingsOutputSchema,
} from './team.ts';
import {
  deleteUsersForeverInputSchema,
  deleteUsersForeverOutputSchema,
  restoreUsersInputSchema,
  restoreUsersOutputSchema,
} from './user-trash.ts';
import {
  approveBusinessUsersInputSchema,
  approveBusinessUsersOutputSchema,
  countMatchingUsersInputSchema,
  countMatchingUsersOutputSchema,
  deleteUsersInputSchema,
  deleteUsersOutputSchema,
  retryApprovalEmailsInputSchema,
  retryApprovalEmailsOutputSchema,
} from './users.ts';
import {
  searchVideosInputSchema,
  searchVideosOutputSchema,
  sendWorkoutVideosInputSchema,
  sendWorkoutVideosOutputSchema,
} from './workout.ts';

/** What the functions and the console both know of one callable. */
interface CallableEntry {
  // What a call may send, checked by the function before anything else; its refusals are the caller's messages.
  input: z.ZodType;
  // What the function answers, checked by the console before it shows anything of it.
  output: z.ZodType;
  // The bulk callables over "all that match" send their progress (bulkProgressSchema) to a caller that reads the
  // call as a stream, before their answer.
  streamsProgress: boolean;
  // What the caller's role must allow (team/roles.ts): every other signed-in caller is refused permission-denied.
  // Null for the one callable of someone not in the team yet, whose input carries its own proof (an invitation's
  // secret): it asks for no sign-in at all.
  permission: Permission | null;
  // The input field naming the users whose account, record or e-mail the call acts on (team/team-accounts.ts):
  // a call naming a member of the team there is refused. Null for a callable that acts on no user's account: the
  // team's own (which manage members' accounts, guarded there), content, workout, exports and saved views.
  accountTargets: AccountTargetField | null;
}

// Every callable of the backend, by the name the functions export it under and the console calls it by.
export const callableRegistry = {
  approveBusinessUsers: {
    permission: 'approveBusinessUsers',
    accountTargets: 'userIds',
    input: approveBusinessUsersInputSchema,
    output: approveBusinessUsersOutputSchema,
    streamsProgress: true,
  },
  retryApprovalEmails: {
    permission: 'approveBusinessUsers',
    accountTargets: 'userIds',
    input: retryApprovalEmailsInputSchema,
    output: retryApprovalEmailsOutputSchema,
    streamsProgress: false,
  },
  deleteUsers: {
    permission: 'deleteUsers',
    accountTargets: 'userIds',
    input: deleteUsersInputSchema,
    output: deleteUsersOutputSchema,
    streamsProgress: true,
  },
  countMatchingUsers: {
    permission: 'readUsers',
    accountTargets: null,
    input: countMatchingUsersInputSchema,
    output: countMatchingUsersOutputSchema,
    streamsProgress: false,
  },
  restoreUsers: {
    permission: 'deleteUsers',
    accountTargets: 'userIds',
    input: restoreUsersInputSchema,
    output: restoreUsersOutputSchema,
    streamsProgress: false,
  },
  deleteUsersForever: {
    permission: 'deleteUsers',
    accountTargets: 'userIds',
    input: deleteUsersForeverInputSchema,
    output: deleteUsersForeverOutputSchema,
    streamsProgress: false,
  },
  readSignInAccount: {
    permission: 'readUsers',
    accountTargets: 'userId',
    input: readSignInAccountInputSchema,
    output: readSignInAccountOutputSchema,
    streamsProgress: false,
  },
  signOutUser: {
    permission: 'manageSignIn',
    accountTargets: 'userId',
    input: signOutUserInputSchema,
    output: signOutUserOutputSchema,
    streamsProgress: false,
  },
  removeUserSecondFactors: {
    permission: 'manageSignIn',
    accountTargets: 'userId',
    input: removeUserSecondFactorsInputSchema,
    output: removeUserSecondFactorsOutputSchema,
    streamsProgress: false,
  },
  disableSignIn: {
    permission: 'manageSignIn',
    accountTargets: 'userId',
    input: disableSignInInputSchema,
    output: disableSignInOutputSchema,
    streamsProgress: false,
  },
  enableSignIn: {
    permission: 'manageSignIn',
    accountTargets: 'userId',
    input: enableSignInInputSchema,
    output: enableSignInOutputSchema,
    streamsProgress: false,
  },
  sendPasswordResetEmail: {
    permission: 'sendAccountEmails',
    accountTargets: 'userId',
    input: sendPasswordResetEmailInputSchema,
    output: sendPasswordResetEmailOutputSchema,
    streamsProgress: false,
  },
  sendVerificationEmail: {
    permission: 'sendAccountEmails',
    accountTargets: 'userId',
    input: sendVerificationEmailInputSchema,
    output: sendVerificationEmailOutputSchema,
    streamsProgress: false,
  },
  approveFeedback: {
    permission: 'approveFeedback',
    accountTargets: 'userIds',
    input: approveFeedbackInputSchema,
    output: approveFeedbackOutputSchema,
    streamsProgress: true,
  },
  withdrawFeedbackApproval: {
    permission: 'approveFeedback',
    accountTargets: 'userIds',
    input: withdrawFeedbackApprovalInputSchema,
    output: withdrawFeedbackApprovalOutputSchema,
    streamsProgress: false,
  },
  scheduleFeedback: {
    permission: 'approveFeedback',
    accountTargets: null,
    input: scheduleFeedbackInputSchema,
    output: scheduleFeedbackOutputSchema,
    streamsProgress: false,
  },
  searchVideos: {
    permission: 'manageWorkout',
    accountTargets: null,
    input: searchVideosInputSchema,
    output: searchVideosOutputSchema,
    streamsProgress: false,
  },
  sendWorkoutVideos: {
    permission: 'manageWorkout',
    accountTargets: null,
    input: sendWorkoutVideosInputSchema,
    output: sendWorkoutVideosOutputSchema,
    streamsProgress: false,
  },
  updateSiteContent: {
    permission: 'editContent',
    accountTargets: null,
    input: updateSiteContentInputSchema,
    output: updateSiteContentOutputSchema,
    streamsProgress: false,
  },
  addSiteItem: {
    permission: 'editContent',
    accountTargets: null,
    input: addSiteItemInputSchema,
    output: addSiteItemOutputSchema,
    streamsProgress: false,
  },
  deleteSiteItem: {
    permission: 'editContent',
    accountTargets: null,
    input: deleteSiteItemInputSchema,
    output: deleteSiteItemOutputSchema,
    streamsProgress: false,
  },
  uploadSiteImage: {
    permission: 'editContent',
    accountTargets: null,
    input: uploadSiteImageInputSchema,
    output: uploadSiteImageOutputSchema,
    streamsProgress: false,
  },
  restoreContentVersion: {
    permission: 'editContent',
    accountTargets: null,
    input: restoreContentVersionInputSchema,
    output: restoreContentVersionOutputSchema,
    streamsProgress: false,
  },
  chooseLibraryImage: {
    permission: 'editContent',
    accountTargets: null,
    input: chooseLibraryImageInputSchema,
    output: chooseLibraryImageOutputSchema,
    streamsProgress: false,
  },
  deleteMediaImages: {
    permission: 'editContent',
    accountTargets: null,
    input: deleteMediaImagesInputSchema,
    output: deleteMediaImagesOutputSchema,
    streamsProgress: false,
  },
  replaceImageEverywhere: {
    permission: 'editContent',
    accountTargets: null,
    input: replaceImageEverywhereInputSchema,
    output: replaceImageEverywhereOutputSchema,
    streamsProgress: false,
  },
  updateMediaImageAlt: {
    permission: 'editContent',
    accountTargets: null,
    input: updateMediaImageAltInputSchema,
    output: updateMediaImageAltOutputSchema,
    streamsProgress: false,
  },
  createRelease: {
    permission: 'editContent',
    accountTargets: null,
    input: createReleaseInputSchema,
    output: createReleaseOutputSchema,
    streamsProgress: false,
  },
  saveReleaseChange: {
    permission: 'editContent',
    accountTargets: null,
    input: saveReleaseChangeInputSchema,
    output: releaseChangeOutputSchema,
    streamsProgress: false,
  },
  addReleaseItem: {
    permission: 'editContent',
    accountTargets: null,
    input: addReleaseItemInputSchema,
    output: releaseChangeOutputSchema,
    streamsProgress: false,
  },
  deleteReleaseItem: {
    permission: 'editContent',
    accountTargets: null,
    input: deleteReleaseItemInputSchema,
    output: releaseChangeOutputSchema,
    streamsProgress: false,
  },
  discardReleaseChange: {
    permission: 'editContent',
    accountTargets: null,
    input: discardReleaseChangeInputSchema,
    output: releaseChangeOutputSchema,
    streamsProgress: false,
  },
  keepReleaseChange: {
    permission: 'editContent',
    accountTargets: null,
    input: keepReleaseChangeInputSchema,
    output: releaseChangeOutputSchema,
    streamsProgress: false,
  },
  publishRelease: {
    permission: 'editContent',
    accountTargets: null,
    input: publishReleaseInputSchema,
    output: publishReleaseOutputSchema,
    streamsProgress: false,
  },
  scheduleRelease: {
    permission: 'editContent',
    accountTargets: null,
    input: scheduleReleaseInputSchema,
    output: scheduleReleaseOutputSchema,
    streamsProgress: false,
  },
  undoRelease: {
    permission: 'editContent',
    accountTargets: null,
    input: undoReleaseInputSchema,
    output: undoReleaseOutputSchema,
    streamsProgress: false,
  },
  listTeam: {
    permission: 'manageTeam',
    accountTargets: null,
    input: listTeamInputSchema,
    output: listTeamOutputSchema,
    streamsProgress: false,
  },
  inviteTeamMember: {
    permission: 'manageTeam',
    accountTargets: null,
    input: inviteTeamMemberInputSchema,
    output: inviteTeamMemberOutputSchema,
    streamsProgress: false,
  },
  changeTeamRole: {
    permission: 'manageTeam',
    accountTargets: null,
    input: changeTeamRoleInputSchema,
    output: changeTeamRoleOutputSchema,
    streamsProgress: false,
  },
  removeTeamMember: {
    permission: 'manageTeam',
    accountTargets: null,
    input: removeTeamMemberInputSchema,
    output: removeTeamMemberOutputSchema,
    streamsProgress: false,
  },
  resetSecondFactor: {
    permission: 'manageTeam',
    accountTargets: null,
    input: resetSecondFactorInputSchema,
    output: resetSecondFactorOutputSchema,
    streamsProgress: false,
  },
  updateTeamSettings: {
    permission: 'manageTeam',
    accountTargets: null,
    input: updateTeamSettingsInputSchema,
    output: updateTeamSettingsOutputSchema,
    streamsProgress: false,
  },
  signOutEverywhere: {
    permission: 'manageOwnAccount',
    accountTargets: null,
    input: signOutEverywhereInputSchema,
    output: signOutEverywhereOutputSchema,
    streamsProgress: false,
  },
  acceptTeamInvitation: {
    permission: null,
    accountTargets: null,
    input: acceptTeamInvitationInputSchema,
    output: acceptTeamInvitationOutputSchema,
    streamsProgress: false,
  },
  runCleanup: {
    permission: 'runMaintenance',
    accountTargets: null,
    input: runCleanupInputSchema,
    output: runCleanupOutputSchema,
    streamsProgress: false,
  },
  // A member's own saved views: every role keeps its own.
  saveView: {
    permission: 'manageOwnAccount',
    accountTargets: null,
    input: saveViewInputSchema,
    output: saveViewOutputSchema,
    streamsProgress: false,
  },
  deleteSavedView: {
    permission: 'manageOwnAccount',
    accountTargets: null,
    input: deleteSavedViewInputSchema,
    output: deleteSavedViewOutputSchema,
    streamsProgress: false,
  },
  // Each list's export needs the permission that shows the list (exports/export-lists.ts).
  [exportCallableNames.users]: {
    permission: exportListPermissions.users,
    accountTargets: null,
    input: exportUsersInputSchema,
    output: exportOutputSchema,
    streamsProgress: true,
  },
  [exportCallableNames.feedback]: {
    permission: exportListPermissions.feedback,
    accountTargets: null,
    input: exportFeedbackInputSchema,
    output: exportOutputSchema,
    streamsProgress: true,
  },
  [exportCallableNames.trash]: {
    permission: exportListPermissions.trash,
    accountTargets: null,
    input: exportTrashInputSchema,
    output: exportOutputSchema,
    streamsProgress: true,
  },
  [exportCallableNames.activity]: {
    permission: exportListPermissions.activity,
    accountTargets: null,
    input: exportActivityInputSchema,
    output: exportOutputSchema,
    streamsProgress: true,
  },
} as const satisfies Record<string, CallableEntry>;

type CallableRegistry = typeof callableRegistry;

export type CallableName = keyof CallableRegistry;

// Each kind of value by callable, as mapped types: a function generic in the name can then pass an input that
// every callable it accepts takes (`{ userIds }` to any of them), and its answer keeps the name's own type.
type CallableInputs = { [Name in CallableName]: z.input<CallableRegistry[Name]['input']> };
type ParsedCallableInputs = { [Name in CallableName]: z.output<CallableRegistry[Name]['input']> };
type CallableOutputs = { [Name in CallableName]: z.output<CallableRegistry[Name]['output']> };

/** What a caller sends to the callable `Name`. */
export type CallableInput<Name extends CallableName> = CallableInputs[Name];

/** The input of the callable `Name` as its use case receives it: checked, texts trimmed. */
export type ParsedCallableInput<Name extends CallableName> = ParsedCallableInputs[Name];

/** What the callable `Name` answers. */
export type CallableOutput<Name extends CallableName> = CallableOutputs[Name];

/** The callables that take `Input` as it is, whatever else they take. */
export type CallableNameTaking<Input> = {
  [Name in CallableName]: Input extends CallableInput<Name> ? Name : never;
}[CallableName];

/** The callables of the team: each needs a permission of the caller's role. */
export type TeamCallableName = {
  [Name in CallableName]: CallableRegistry[Name]['permission'] extends Permission ? Name : never;
}[CallableName];

/** The callables of someone outside the team, whose input carries its own proof. */
export type PublicCallableName = Exclude<CallableName, TeamCallableName>;

/** The permission the team callable `name` needs of the caller's role. */
export function permissionOf(name: TeamCallableName): Permission {
  const { permission } = callableRegistry[name];
  if (permission === null) throw new Error(`${name} is not a callable of the team`);
  return permission;
}

/** The users a call of `name` with `input` acts on, as its input names them (none for a filter). */
export function accountTargetsOf(name: CallableName, input: unknown): string[] {
  return accountTargetsIn(callableRegistry[name].accountTargets, input);
}

/** The callables a caller may read as a stream of progress. */
export type StreamingCallableName = {
  [Name in CallableName]: CallableRegistry[Name]['streamsProgress'] extends true ? Name : never;
}[CallableName];

// The entries with their schemas typed by name, for `callableEntry`; their other fields as they are.
type TypedCallableEntries = {
  [Name in CallableName]: Omit<CallableRegistry[Name], 'input' | 'output'> & {
    input: z.ZodType<ParsedCallableInput<Name>, CallableInput<Name>>;
    output: z.ZodType<CallableOutput<Name>>;
  };
};

/** The entry of the callable `Name`, its schemas typed by the name: what they parse to follows a generic name. */
export function callableEntry<Name extends CallableName>(name: Name): TypedCallableEntries[Name] {
  return callableRegistry[name];
}

// Each name as a value, for code that names one callable: `callableNames.deleteUsers`.
export const callableNames = Object.fromEntries(
  Object.keys(callableRegistry).map((name) => [name, name]),
) as { readonly [Name in CallableName]: Name };
