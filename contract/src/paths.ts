import type { UserKind } from './user-list.ts';

// The data paths are a contract with the fitness app and the two public websites: keep their spelling.
export const databasePaths = {
  normalUsers: 'users',
  businessUsers: 'business-users',
  schedule: 'ScheduleDateAndTime/fixedDocumentId',
  auditLog: 'AuditLog',
  productWebsite: 'ProductWebsite',
  businessUserWebsite: 'BusinessUserWebsite',
  // Admin-only: the versions website content had before each change, and who is making a change (see
  // content-versions.ts). Outside the website trees, which anyone reads.
  contentVersions: 'contentHistory/versions',
  contentAttributions: 'contentHistory/attributions',
  // Server-only, keyed by UTC day (yyyy-mm-dd) so that the daily cleanup removes a past day at once: the answers of
  // the day's video searches by keyword, and each administrator's searches that asked the video service.
  videoSearchCache: 'videoSearchCache',
  videoSearchUsage: 'videoSearchUsage',
} as const;

export const firestoreCollections = {
  workoutContent: 'Workout content',
} as const;

export const storageFolders = [
  'ProductAboutUsHeaderImage',
  'ProductFeatureIcons',
  'AboutMembers',
  'BusinessAboutUsHeader',
  'BusinessAboutMembers',
  'BusinessBenefitsIconImage',
] as const;

export type StorageFolder = (typeof storageFolders)[number];

export function isStorageFolder(folder: string): folder is StorageFolder {
  return storageFolders.some((contentFolder) => contentFolder === folder);
}

// The content folder of an object directly inside one (`{folder}/{fileName}`): the objects the public websites
// show. Deeper objects and folder placeholders (`{folder}/`) are not content images.
export function contentFolderOf(objectPath: string): StorageFolder | undefined {
  const [folder, fileName, ...deeper] = objectPath.split('/');
  if (folder === undefined || !isStorageFolder(folder) || !fileName || deeper.length > 0) return undefined;
  return folder;
}

export function contentVersionPath(versionId: string): string {
  return `${databasePaths.contentVersions}/${versionId}`;
}

export function contentAttributionPath(nodeKey: string): string {
  return `${databasePaths.contentAttributions}/${nodeKey}`;
}

export function normalUserPath(userId: string): string {
  return `${databasePaths.normalUsers}/${userId}`;
}

export function businessUserPath(userId: string): string {
  return `${databasePaths.businessUsers}/${userId}`;
}

/** Where the record of a user of either kind is stored. */
export function userRecordPath(kind: UserKind, userId: string): string {
  return kind === 'normal' ? normalUserPath(userId) : businessUserPath(userId);
}
