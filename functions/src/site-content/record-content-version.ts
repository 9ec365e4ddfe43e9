import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  attributionLifetimeMs,
  type ContentAttribution,
  type ContentAuthor,
  type ContentNodeValue,
  type ContentVersion,
  contentNodeKey,
  contentNodeValueSchema,
  contentVersionOf,
  recordIdSchema,
  type SiteContentTargetName,
  siteContentTargets,
} from '@management-center/contract';

/** What keeping a version reads and writes; the Firebase implementation is firebase-content-history.ts. */
export interface ContentHistoryStore {
  /** The attribution stored for the node, if any. */
  attributionOf(nodeKey: string): Promise<ContentAttribution | undefined>;
  /** Stores the version unless one is stored under its id already; answers whether it stored it. */
  createVersion(versionId: string, version: ContentVersion): Promise<boolean>;
  /** Removes the node's attribution while it is still the one with `token`. */
  removeAttribution(nodeKey: string, token: string): Promise<void>;
}

/** One database event on a content node. */
export interface ContentNodeEvent {
  // The event's id, the same on every delivery of the event.
  id: string;
  // When the write was stored, ms since the epoch.
  at: number;
  target: SiteContentTargetName;
  itemId: string | undefined;
  before: unknown;
  after: unknown;
}

// Events are delivered at least once: a version keyed by its event's id is stored once however often the event
// comes. The time goes first so that the keys sort as the changes happened.
export function versionIdOf(eventId: string, at: number): string {
  const digest = createHash('sha256').update(eventId).digest('hex').slice(0, 24);
  return `${String(at).padStart(15, '0')}-${digest}`;
}

// A node's value as a version holds it. Only an object is content; anything else written there from outside the
// console (a bare text, a number) counts as no node.
function nodeValueOf(value: unknown): ContentNodeValue | undefined {
  const parsed = contentNodeValueSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

// Whether the attribution is for this write: stored shortly before it, and naming exactly what it wrote. Anything
// else (a change made outside the console, another administrator's change of the same node that overtook it)
// keeps a version without an author rather than one credited to the wrong person.
export function attributionFits(
  attribution: ContentAttribution,
  after: ContentNodeValue | undefined,
  at: number,
): boolean {
  if (Math.abs(at - attribution.at) > attributionLifetimeMs) return false;
  const { wrote } = attribution;
  if ('removed' in wrote) return after === undefined;
  return (
    after !== undefined &&
    Object.entries(wrote.fields).every(([field, value]) => isDeepStrictEqual(after[field], value))
  );
}

function authorOf({ uid, email }: ContentAttribution): ContentAuthor {
  return email === undefined ? { uid } : { uid, email };
}

/**
 * Keeps the node's value before the event as a version, with who made the change when the console made it. The
 * attribution is taken up only by the delivery that stored the version: a repeated delivery stores nothing and
 * leaves any later attribution of the node to the change it belongs to.
 */
export async function recordContentVersion(
  store: ContentHistoryStore,
  event: ContentNodeEvent,
): Promise<void> {
  const { target, itemId } = event;
  const after = nodeValueOf(event.after);
  // Callables only change items whose id is a valid record id; a key written from elsewhere that is not one still
  // gets its version, without an author, and never fails the trigger into endless retries.
  const nodeKey =
    itemId === undefined || recordIdSchema.safeParse(itemId).success
      ? contentNodeKey(target, itemId)
      : undefined;
  const attribution = nodeKey === undefined ? undefined : await store.attributionOf(nodeKey);
  const credited = attribution && attributionFits(attribution, after, event.at) ? attribution : undefined;
  const version = contentVersionOf({
    target,
    itemId,
    // The path the screens query a node's history by (siteContentPath's, without its check of the id).
    node: siteContentTargets[target].path.replace('{id}', itemId ?? ''),
    before: nodeValueOf(event.before),
    after,
    at: event.at,
    author: credited && authorOf(credited),
    callId: credited?.callId,
  });
  const stored = await store.createVersion(versionIdOf(event.id, event.at), version);
  if (stored && credited && nodeKey !== undefined) await store.removeAttribution(nodeKey, credited.token);
}
