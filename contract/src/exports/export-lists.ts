import { z } from 'zod';
import type { FeedbackMatching, UserMatching } from '../callables/matching.ts';
import { allFeedback } from '../feedback-list.ts';
import { joinedDaysText } from '../joined-days.ts';
import type { Permission } from '../team/roles.ts';
import { hourMs } from '../utc-days.ts';
import { type ExportFormat, exportFormats } from './export-file.ts';

// The lists the console exports, each exactly as its screen's search and filters show it, and the permission that
// shows that screen: a member exports only what their role lets them see.
export const exportLists = ['users', 'feedback', 'trash', 'activity'] as const;
export type ExportList = (typeof exportLists)[number];

export const exportListPermissions = {
  users: 'readUsers',
  feedback: 'readFeedback',
  trash: 'readUsers',
  activity: 'readActivity',
} as const satisfies Readonly<Record<ExportList, Permission>>;

// The callable that exports each list.
export const exportCallableNames = {
  users: 'exportUsers',
  feedback: 'exportFeedback',
  trash: 'exportTrash',
  activity: 'exportActivity',
} as const satisfies Readonly<Record<ExportList, string>>;
export type ExportCallableName = (typeof exportCallableNames)[ExportList];

// The Activity page's two views: the calls that changed something or failed, or every call.
export const activityViews = ['changes', 'everything'] as const;
export type ActivityView = (typeof activityViews)[number];

// `exports/{uid}/{list}/{exportId}.{format}`: only the member who exported reads it (storage.rules), while their
// role still shows the list, and only for an hour after it was written (the link expires); the file is deleted
// within the quarter of an hour after (sweepExpiredExports), and by the daily cleanup should that not run.
// storage.rules states the hour as `duration.value(1, 'h')` (policy.test.ts compares).
export const exportsFolder = 'exports';
export const exportLinkLifetimeMs = hourMs;

export function exportFilePath(
  uid: string,
  list: ExportList,
  exportId: string,
  format: ExportFormat,
): string {
  return `${exportsFolder}/${uid}/${list}/${exportId}.${format}`;
}

/** The stored file's path split into its parts, or undefined for any other path. */
export function exportFileOf(path: string): { uid: string; list: ExportList } | undefined {
  const [folder, uid, list, fileName, ...rest] = path.split('/');
  const parsedList = z.enum(exportLists).safeParse(list);
  if (folder !== exportsFolder || !uid || !parsedList.success || !fileName || rest.length > 0)
    return undefined;
  return { uid, list: parsedList.data };
}

/** The name the file is saved under: the list and the time of the export, e.g. users-2026-11-29-024000.csv. */
export function exportFileName(list: ExportList, at: number, format: ExportFormat): string {
  const stamp = new Date(at).toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '');
  return `${list}-${stamp}.${format}`;
}

// What the audit entry of an export records: the list, the filter, the format and how many rows were written.
export const exportSummarySchema = z.object({
  list: z.enum(exportLists),
  filter: z.string(),
  format: z.enum(exportFormats),
  rows: z.number(),
});
export type ExportSummary = z.infer<typeof exportSummarySchema>;

const everything = 'Everything';

function filterText(parts: ReadonlyArray<string | false>): string {
  const set = parts.filter((part): part is string => part !== false);
  return set.length === 0 ? everything : set.join('; ');
}

/** The users screen's search and filters in words, e.g. `Type: Business User; search: "ann"`. */
export function usersFilterText({ search, type, status, joined }: UserMatching): string {
  return filterText([
    type !== 'All' && `Type: ${type}`,
    status !== 'All' && `status: ${status}`,
    joined !== undefined && joinedDaysText(joined),
    search !== '' && `search: ${JSON.stringify(search)}`,
  ]);
}

export function feedbackFilterText({ status, category, rating }: FeedbackMatching): string {
  return filterText([
    status !== allFeedback && `Status: ${status}`,
    category !== allFeedback && `category: ${category}`,
    rating !== allFeedback && `rating: ${rating}`,
  ]);
}

export function trashFilterText(): string {
  return everything;
}

const activityViewTexts: Readonly<Record<ActivityView, string>> = {
  changes: 'Changes',
  everything: 'All calls',
};

export function activityFilterText(view: ActivityView): string {
  return activityViewTexts[view];
}

/**
 * The bucket's CORS configuration for the console's origins (`npm run storage:cors`, applied with `gcloud storage
 * buckets update`): a browser downloads an export with the SDK's getBlob, a cross-origin GET to Storage, which the
 * bucket answers only for the origins it names.
 */
export function exportDownloadCors(consoleOrigins: readonly string[]) {
  const origins = consoleOrigins.map((candidate) => {
    const origin = candidate.trim().replace(/\/+$/, '');
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`Not an origin: ${candidate}`);
    return origin;
  });
  if (origins.length === 0) throw new Error('Name at least one origin of the console');
  return [{ origin: origins, method: ['GET'], maxAgeSeconds: 3600 }];
}
