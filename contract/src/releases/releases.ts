import { z } from 'zod';
import { contentAuthorSchema, contentNodeKey, contentNodeValueSchema } from '../content-versions.ts';
import { shownFieldValueSchema } from '../edit-conflicts.ts';
import { contentRowName } from '../media/media-library.ts';
import {
  type SiteContentTargetName,
  siteContentTargetNames,
  siteContentTargets,
} from '../site-content-targets.ts';

// A release (docs/product.md, Releases): changes to either website prepared together and not live yet, published
// at once (one multi-path update) or at a chosen time by the schedule, and undone as one. Kept at
// `releases/{releaseId}`; only the server writes it, the roles that edit content read it.
export const releasesPath = 'releases';

export function releasePath(releaseId: string): string {
  return `${releasesPath}/${releaseId}`;
}

export const maxReleaseNameLength = 80;

// update: new values of some fields of a row; add: a new item, whole; delete: an item removed.
export const releaseChangeKinds = ['update', 'add', 'delete'] as const;

const storedFieldValueSchema = z.union([z.string(), z.array(z.string())]);

export const releaseChangeSchema = z.object({
  target: z.enum(siteContentTargetNames),
  itemId: z.string().optional(),
  kind: z.enum(releaseChangeKinds),
  // update: the fields' new values; add: the new item.
  fields: z.record(z.string(), storedFieldValueSchema).optional(),
  // What the change started from, to tell a live change made since: the fields' live values when they were first
  // saved into the release (update), or the item as it was live (delete).
  base: z.record(z.string(), shownFieldValueSchema).optional(),
  savedAt: z.number(),
  savedBy: contentAuthorSchema,
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

// draft: being prepared; scheduled: to be published at publishAt; publishing: claimed by one publish, which
// writes the content and `published` together; published: live.
export const releaseStatuses = ['draft', 'scheduled', 'publishing', 'published'] as const;

// Why a publish did not happen: a row changed live since the change was prepared, or the row the change would
// make is not valid content any more.
export const releaseBlockReasons = ['changedLive', 'invalid'] as const;

export const releaseSchema = z.object({
  name: z.string(),
  createdAt: z.number(),
  createdBy: contentAuthorSchema,
  status: z.enum(releaseStatuses),
  // UTC ms; set while scheduled.
  publishAt: z.number().optional(),
  // The publish under way: a claim older than releaseClaimLifetimeMs was left by a publish that stopped before
  // writing anything (the content and `published` are one update), and may be taken over.
  claim: z.object({ token: z.string(), at: z.number() }).optional(),
  changes: z.record(z.string(), releaseChangeSchema).optional(),
  publishedAt: z.number().optional(),
  // Absent for the schedule.
  publishedBy: contentAuthorSchema.optional(),
  // The rows as they were live just before the publish, by node key: what Undo release puts back.
  before: z
    .record(z.string(), z.object({ existed: z.boolean(), node: contentNodeValueSchema.optional() }))
    .optional(),
  // The last publish that did not happen, and why, by node key.
  blocked: z
    .object({ at: z.number(), reason: z.enum(releaseBlockReasons), nodes: z.array(z.string()) })
    .optional(),
  undoneAt: z.number().optional(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseClaimLifetimeMs = 5 * 60 * 1000;

/** The key of a release's change of one row or item (the content history's node key). */
export function releaseChangeKey(target: SiteContentTargetName, itemId?: string): string {
  return contentNodeKey(target, itemId);
}

export const releaseMessages = {
  created: (name: string) =>
    `Release “${name}” created: changes saved into it stay off the websites until it is published.`,
  changeDiscarded: (name: string) => `Change taken out of release “${name}”.`,
  changeKept: (name: string) => `The change stays in release “${name}”, over what is live now.`,
  cannotKeep:
    'This item was deleted or added on the website since the change was prepared: take the change out of the release.',
  liveSince: 'Changed live since it was prepared',
  published: (name: string, rows: number) =>
    `Release “${name}” published: ${rows === 1 ? '1 row' : `${rows} rows`} changed on the websites.`,
  scheduled: (name: string) => `Release “${name}” scheduled.`,
  unscheduled: (name: string) => `Release “${name}” is no longer scheduled.`,
  undone: (name: string, rows: number) =>
    `Release “${name}” undone: ${rows === 1 ? '1 row is' : `${rows} rows are`} back as they were.`,
  changedLiveSince: 'Changed live since: review',
  blockedByLiveChanges: (rows: number) =>
    `Not published: ${rows === 1 ? '1 row was' : `${rows} rows were`} changed live since the release was prepared. Review ${rows === 1 ? 'it' : 'them'} first.`,
  blockedByInvalidContent: (rows: number) =>
    `Not published: ${rows === 1 ? '1 change would make' : `${rows} changes would make`} content the websites cannot show.`,
  changeSaved: (name: string) => `Saved into release “${name}”: the websites change when it is published.`,
  itemAdded: (name: string) => `Added to release “${name}”: the websites change when it is published.`,
  itemDeleted: (name: string) =>
    `Deleted in release “${name}”: the websites keep it until the release is published.`,
  notEditable: 'This release is being published or was published: it can no longer change.',
  empty: 'This release has no changes to publish.',
  notFound: 'There is no such release.',
  deletedInRelease: 'This item is deleted in the release: take that change out first.',
  notPublished: 'This release has not been published: there is nothing to undo.',
  alreadyUndone: 'This release was undone already.',
  changedSincePublished: (places: readonly string[]) =>
    `Not undone: ${places.length === 1 ? '1 row was' : `${places.length} rows were`} changed on the websites after the release was published (${places.join('; ')}). Undoing would lose ${places.length === 1 ? 'that change' : 'those changes'}: restore rows one by one from their history instead.`,
  publishAtPast: 'Choose a time in the future.',
} as const;

// Where each target's rows are, as a release lists its changes.
const placeOfTarget: Record<SiteContentTargetName, string[]> = {
  productKeyFeatureMain: ['Product website', 'Key Features', 'Main'],
  productFeature: ['Product website', 'Key Features', 'Features'],
  productAboutUsMain: ['Product website', 'About Us', 'Main'],
  productAboutUsMember: ['Product website', 'About Us', 'Members'],
  businessAboutUsMain: ['Business website', 'About Us', 'Main'],
  businessAboutUsMember: ['Business website', 'About Us', 'Members'],
  businessBenefitsMain: ['Business website', 'Benefits of Partnership', 'Main'],
  businessBenefit: ['Business website', 'Benefits of Partnership', 'Benefits'],
  businessContactRow: ['Business website', 'Contact Us', 'Contact rows'],
};

/** "Business website › About Us › Members › Dana": where a change is, named from the row as it will be or is. */
export function releaseChangePlace(
  target: SiteContentTargetName,
  node: Record<string, unknown> | undefined,
): string {
  const place = placeOfTarget[target];
  if (siteContentTargets[target].kind === 'main') return place.join(' › ');
  const title = typeof node?.Title === 'string' ? node.Title : undefined;
  return [...place, (node && (contentRowName(node) ?? title)) || 'Untitled'].join(' › ');
}
