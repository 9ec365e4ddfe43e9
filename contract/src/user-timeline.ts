import { z } from 'zod';
import type { AuditEntry } from './audit.ts';
import { accountTarget } from './member-access.ts';
import { ownData } from './own-data.ts';
import { databasePaths } from './paths.ts';
import type { UserKind } from './user-list.ts';
import { userTrashPath } from './user-trash.ts';

// What happened to one user, newest first on their page: the team's actions that named them (copied from the audit
// entry when it is written) and the changes the app made to what the console shows of them (written by the
// read-model triggers). Kept per user so that reading one user's timeline costs that user's entries, never a scan
// of the audit log. Members who see users read it; no client writes it.
export const userTimelinePath = 'userTimeline';

export function userTimelineOf(userId: string): string {
  return `${userTimelinePath}/${userId}`;
}

// The app's changes on a user's timeline are keyed `change-{event id}`; the team's actions by their call id.
export const appChangeKeyPrefix = 'change-';

// The app's changes kept per user: the newest this many (within the audit's retention), however often it writes.
export const maxAppChangesPerUser = 100;

// The calls on a user's sign-in account: audited under `accounts/{id}`, as the team's changes to a member are.
export const signInAccountActions: ReadonlySet<string> = new Set([
  'signOutUser',
  'removeUserSecondFactors',
  'disableSignIn',
  'enableSignIn',
  'sendPasswordResetEmail',
  'sendVerificationEmail',
]);

const userCollections: readonly string[] = [
  databasePaths.normalUsers,
  databasePaths.businessUsers,
  userTrashPath,
];

/** The app user an audit target names, if it names one. */
export function userOfTarget(action: string, target: string): string | undefined {
  const [root = '', userId] = target.split('/');
  if (!userId) return undefined;
  if (userCollections.includes(root)) return userId;
  return target === accountTarget(userId) && signInAccountActions.has(action) ? userId : undefined;
}

/** The users an audit entry names, each once. */
export function usersOfAuditEntry(entry: Pick<AuditEntry, 'action' | 'targets'>): string[] {
  const users = entry.targets.flatMap((target) => userOfTarget(entry.action, target) ?? []);
  return [...new Set(users)];
}

export const timelineActionSchema = z.object({
  type: z.literal('action'),
  at: z.number(),
  action: z.string(),
  // Who: their e-mail, or their uid (`schedule` for what the schedule did).
  actor: z.string(),
  reason: z.string().optional(),
});

// What the app changed of the fields the console shows. from/to: the values before and after, where there are
// values to show.
export const appChangeKinds = [
  'username',
  'email',
  'registrationDetails',
  'feedbackSubmitted',
  'feedbackChanged',
  'feedbackChangedAfterApproval',
  'businessCertification',
] as const;
export type AppChangeKind = (typeof appChangeKinds)[number];

export const appChangeSchema = z.object({
  kind: z.enum(appChangeKinds),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type AppChange = z.infer<typeof appChangeSchema>;

export const timelineChangeSchema = z.object({
  type: z.literal('change'),
  at: z.number(),
  changes: z.array(appChangeSchema).min(1),
});

export type TimelineAction = z.infer<typeof timelineActionSchema>;

export const timelineEntrySchema = z.discriminatedUnion('type', [timelineActionSchema, timelineChangeSchema]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

type Fields = Readonly<Record<string, unknown>>;

// The record's own fields (a stored `__proto__` child is none), whatever the app stored.
function fieldsOf(record: unknown): Fields {
  const own = ownData(record);
  return typeof own === 'object' && own !== null && !Array.isArray(own) ? (own as Fields) : {};
}

function shown(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

function feedbackChanges(before: unknown, after: unknown): AppChange[] {
  if (!present(after)) return [];
  if (!present(before)) return [{ kind: 'feedbackSubmitted' }];
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const reworded = (['review', 'rating', 'category'] as const).some(
    (field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]),
  );
  if (!reworded) return [];
  return [{ kind: was.approveFeedback === true ? 'feedbackChangedAfterApproval' : 'feedbackChanged' }];
}

/**
 * What the app changed between two versions of a user's record, of the fields the console shows. A record that
 * appears or goes is none: the console's own moves to and from the trash are audited.
 */
export function appChangesOf(kind: UserKind, before: unknown, after: unknown): AppChange[] {
  if (!present(before) || !present(after)) return [];
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const changes: AppChange[] = [];
  for (const field of ['username', 'email'] as const) {
    if (shown(was[field]) !== shown(now[field])) {
      changes.push({ kind: field, ...definedText('from', was[field]), ...definedText('to', now[field]) });
    }
  }
  if (kind === 'normal') {
    if (!present(was.registrationDetails) && present(now.registrationDetails)) {
      changes.push({ kind: 'registrationDetails' });
    }
    changes.push(...feedbackChanges(was.feedback, now.feedback));
  } else if (shown(was.businessCertification) !== shown(now.businessCertification)) {
    changes.push({
      kind: 'businessCertification',
      ...definedText('from', was.businessCertification),
      ...definedText('to', now.businessCertification),
    });
  }
  return changes;
}

function definedText(key: 'from' | 'to', value: unknown): { from?: string; to?: string } {
  const text = shown(value);
  return text === undefined ? {} : { [key]: text };
}
