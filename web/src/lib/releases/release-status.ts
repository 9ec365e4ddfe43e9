import type { Release } from '@management-center/contract';

// When something happens, in the browser's time zone, with the zone named: a release is published at an hour the
// whole team reads the same (it is stored as UTC).
const releaseTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Draft", "Scheduled for Dec 8, 2026, 9:00 AM UTC", "Published Dec 7, 2026, ...", "Undone ...". */
export function releaseStatusText(release: Release, format: Intl.DateTimeFormat = releaseTimeFormat): string {
  switch (release.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return release.publishAt === undefined
        ? 'Scheduled'
        : `Scheduled for ${format.format(release.publishAt)}`;
    case 'publishing':
      return 'Being published';
    case 'published':
      if (release.undoneAt !== undefined) return `Undone ${format.format(release.undoneAt)}`;
      return release.publishedAt === undefined
        ? 'Published'
        : `Published ${format.format(release.publishedAt)}`;
  }
}

export const releaseStatusColors = {
  draft: 'gray',
  scheduled: 'blue',
  publishing: 'yellow',
  published: 'green',
} as const;

export function changeCountText(release: Release): string {
  const count = Object.keys(release.changes ?? {}).length;
  return count === 1 ? '1 change' : `${count} changes`;
}
