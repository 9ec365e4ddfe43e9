import type { z } from 'zod';
import {
  approveFeedbackInputSchema,
  approveFeedbackOutputSchema,
  scheduleFeedbackInputSchema,
  scheduleFeedbackOutputSchema,
} from './feedback.ts';
import { runCleanupInputSchema, runCleanupOutputSchema } from './maintenance.ts';
import {
  addSiteItemInputSchema,
  addSiteItemOutputSchema,
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
}

// Every callable of the backend, by the name the functions export it under and the console calls it by.
export const callableRegistry = {
  approveBusinessUsers: {
    input: approveBusinessUsersInputSchema,
    output: approveBusinessUsersOutputSchema,
    streamsProgress: true,
  },
  retryApprovalEmails: {
    input: retryApprovalEmailsInputSchema,
    output: retryApprovalEmailsOutputSchema,
    streamsProgress: false,
  },
  deleteUsers: { input: deleteUsersInputSchema, output: deleteUsersOutputSchema, streamsProgress: true },
  countMatchingUsers: {
    input: countMatchingUsersInputSchema,
    output: countMatchingUsersOutputSchema,
    streamsProgress: false,
  },
  restoreUsers: { input: restoreUsersInputSchema, output: restoreUsersOutputSchema, streamsProgress: false },
  deleteUsersForever: {
    input: deleteUsersForeverInputSchema,
    output: deleteUsersForeverOutputSchema,
    streamsProgress: false,
  },
  approveFeedback: {
    input: approveFeedbackInputSchema,
    output: approveFeedbackOutputSchema,
    streamsProgress: true,
  },
  scheduleFeedback: {
    input: scheduleFeedbackInputSchema,
    output: scheduleFeedbackOutputSchema,
    streamsProgress: false,
  },
  searchVideos: { input: searchVideosInputSchema, output: searchVideosOutputSchema, streamsProgress: false },
  sendWorkoutVideos: {
    input: sendWorkoutVideosInputSchema,
    output: sendWorkoutVideosOutputSchema,
    streamsProgress: false,
  },
  updateSiteContent: {
    input: updateSiteContentInputSchema,
    output: updateSiteContentOutputSchema,
    streamsProgress: false,
  },
  addSiteItem: { input: addSiteItemInputSchema, output: addSiteItemOutputSchema, streamsProgress: false },
  deleteSiteItem: {
    input: deleteSiteItemInputSchema,
    output: deleteSiteItemOutputSchema,
    streamsProgress: false,
  },
  uploadSiteImage: {
    input: uploadSiteImageInputSchema,
    output: uploadSiteImageOutputSchema,
    streamsProgress: false,
  },
  restoreContentVersion: {
    input: restoreContentVersionInputSchema,
    output: restoreContentVersionOutputSchema,
    streamsProgress: false,
  },
  runCleanup: { input: runCleanupInputSchema, output: runCleanupOutputSchema, streamsProgress: false },
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
