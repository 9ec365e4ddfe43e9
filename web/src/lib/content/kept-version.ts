import type { ContentVersion } from '@management-center/contract';

// A content version the server keeps, by its id: the content screens list and restore them, and the activity page
// undoes a change by the version it replaced.
export interface KeptVersion {
  versionId: string;
  version: ContentVersion;
}
