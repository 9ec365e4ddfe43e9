import { z } from 'zod';
import {
  type SiteContentTargetName,
  siteContentTargetNames,
  siteContentTargets,
  siteItemTargetNames,
} from './site-content-targets.ts';

// Every change to a website content node keeps the node as it was before, with who changed it and when: a
// database trigger on each content node writes one version per change (functions/src/site-content), so that no
// change, from the console or from anywhere else, can skip it. Versions are kept for a retention
// (CONTENT_HISTORY_RETENTION_DAYS), and so are the images they show.

// created: the node did not exist before (an added item; restoring that would be deleting it, which Delete does).
// changed: the node was edited, its image replaced, or a version restored over it.
// deleted: the item was deleted; its screen lists it under "Recently deleted".
export const contentChanges = ['created', 'changed', 'deleted'] as const;
export type ContentChange = (typeof contentChanges)[number];

export const contentNodeValueSchema = z.record(z.string(), z.unknown());
export type ContentNodeValue = z.infer<typeof contentNodeValueSchema>;

// The administrator whose callable made the change; absent when the change was made outside the console.
export const contentAuthorSchema = z.object({ uid: z.string(), email: z.string().optional() });
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;

export const contentVersionSchema = z.object({
  target: z.enum(siteContentTargetNames),
  // The item's id; main nodes have none.
  itemId: z.string().optional(),
  // The node's path: what the history of one row or item is queried by.
  node: z.string(),
  change: z.enum(contentChanges),
  // The node before the change; absent when it did not exist.
  value: contentNodeValueSchema.optional(),
  // When the change was stored (the database's clock), ms since the epoch: the version was current until then.
  replacedAt: z.number(),
  author: contentAuthorSchema.optional(),
  // The console call that made the change, the id of its audit entry: what the Activity page's Undo finds the
  // version by. Absent like the author.
  callId: z.string().optional(),
  // The item target, on deletions only: what a screen's "Recently deleted" list is queried by.
  deletedFrom: z.enum(siteItemTargetNames).optional(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

interface ContentWrite {
  target: SiteContentTargetName;
  itemId?: string;
  node: string;
  before: ContentNodeValue | undefined;
  after: ContentNodeValue | undefined;
  at: number;
  author: ContentAuthor | undefined;
  callId: string | undefined;
}

// The version a write keeps: the node as it was before the write.
export function contentVersionOf({
  target,
  itemId,
  node,
  before,
  after,
  at,
  author,
  callId,
}: ContentWrite): ContentVersion {
  const change: ContentChange =
    before === undefined ? 'created' : after === undefined ? 'deleted' : 'changed';
  const deletedFrom = change === 'deleted' ? siteItemTargetNames.find((name) => name === target) : undefined;
  return {
    target,
    ...(itemId === undefined ? {} : { itemId }),
    node,
    change,
    ...(before === undefined ? {} : { value: before }),
    replacedAt: at,
    ...(author === undefined ? {} : { author }),
    ...(callId === undefined ? {} : { callId }),
    ...(deletedFrom === undefined ? {} : { deletedFrom }),
  };
}

// What a callable is about to write to a node: the fields it sets (the node afterwards holds at least these), or
// the removal of the node.
export const contentWriteSchema = z.union([
  z.object({ removed: z.literal(true) }),
  z.object({ fields: contentNodeValueSchema }),
]);
export type ContentWriteIntent = z.infer<typeof contentWriteSchema>;

// Written by a callable just before it changes a node, and taken up by the trigger that keeps the version: the
// database event says what changed but not who changed it.
export const contentAttributionSchema = z.object({
  uid: z.string(),
  email: z.string().optional(),
  // The database's clock when the attribution was stored, ms since the epoch.
  at: z.number(),
  // Tells this attribution from a later one of the same node, so that only its own is withdrawn or taken up.
  token: z.string(),
  // The call's audit entry id, passed on to the version.
  callId: z.string(),
  wrote: contentWriteSchema,
});
export type ContentAttribution = z.infer<typeof contentAttributionSchema>;

// The key of a node's attribution: `{target}:{itemId}` for an item, `{target}` for a main node.
export function contentNodeKey(target: SiteContentTargetName, itemId?: string): string {
  return itemId === undefined ? target : `${target}:${itemId}`;
}

// How long after its attribution a change may land and still be credited to it: a callable writes the
// attribution right before its change, and a function runs for at most a few minutes.
export const attributionLifetimeMs = 5 * 60 * 1000;

interface VersionFields {
  texts: string[];
  image: string | undefined;
  imageAlt: string | undefined;
}

// The fields of the version's target in the order its screens show them, the image and its alt text apart.
export function versionFields(target: SiteContentTargetName): VersionFields {
  const row = siteContentTargets[target];
  const image = 'image' in row ? row.image.field : undefined;
  const imageAlt = 'image' in row ? row.image.altField : undefined;
  return {
    texts: Object.keys(row.node.shape).filter((field) => field !== image && field !== imageAlt),
    image,
    imageAlt,
  };
}

// The content history's own texts (docs/product.md, Content history).
export const contentHistoryMessages = {
  versionRestored: 'Version restored successfully!',
  itemRestored: (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} restored successfully!`,
  versionNotKept: 'That version is no longer kept.',
  nothingToRestore: 'That version is from before the item existed: there is nothing to restore.',
  notRestorable: 'That version is not valid website content and cannot be restored.',
} as const;
