export { addReleaseItem } from './add-release-item.ts';
export { createRelease } from './create-release.ts';
export { deleteReleaseItem } from './delete-release-item.ts';
export { discardReleaseChange } from './discard-release-change.ts';
export { publishDueReleasesSchedule as publishDueReleases } from './publish-due-releases.ts';
export { publishRelease } from './publish-release.ts';
export { saveReleaseChange } from './save-release-change.ts';
export { scheduleRelease } from './schedule-release.ts';
export { undoRelease } from './undo-release.ts';
