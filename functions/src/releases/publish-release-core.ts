import { randomUUID } from 'node:crypto';
import {
  fieldsChangedSince,
  type Release,
  type ReleaseChange,
  releaseBlockReasons,
  releaseClaimLifetimeMs,
  releasePath,
  type SiteContentTarget,
  siteContentPath,
  siteContentTargets,
} from '@management-center/contract';
import { storeInLibrary } from '../media/store-library-image.ts';
import { authorOf } from '../platform/content-author.ts';
import { database, serverTimestamp } from '../platform/firebase.ts';
import type { Actor } from '../platform/team-callable.ts';
import { attributedNodeWrites, type ContentNodeWrite } from '../site-content/content-attribution.ts';
import { type ContentNode, readContentNode } from '../site-content/content-nodes.ts';
import {
  defaultImageBytes,
  defaultImageContentType,
  defaultImageFileName,
} from '../site-content/default-image.ts';
import { parsedRelease, storable } from './release-records.ts';

type BlockReason = (typeof releaseBlockReasons)[number];

export type PublishOutcome =
  | { kind: 'published'; name: string; rows: number; paths: string[] }
  | { kind: 'blocked'; name: string; reason: BlockReason; nodes: string[] }
  // Nothing was done: no such release, published already, being published, not due, or empty.
  | { kind: 'missing' | 'published-already' | 'busy' | 'not-due' | 'empty'; name?: string };

type Claimed = { release: Release; token: string; from: 'draft' | 'scheduled' };

/**
 * Takes the release for one publish, in a transaction: of two publishes at once (two runs of the schedule, or the
 * schedule and Publish now) one gets it. A claim older than releaseClaimLifetimeMs was left by a publish that
 * stopped before writing (the content and `published` are written together) and may be taken over. With `dueBy`,
 * only a scheduled release whose time has come.
 */
async function claim(releaseId: string, now: number, dueBy?: number): Promise<Claimed | PublishOutcome> {
  const token = randomUUID();
  let outcome: Claimed | PublishOutcome = { kind: 'missing' };
  await (await database()).ref(releasePath(releaseId)).transaction((current: unknown) => {
    const release = parsedRelease(current);
    if (!release) {
      outcome = { kind: 'missing' };
      return current;
    }
    const { name } = release;
    const stale = release.claim !== undefined && now - release.claim.at > releaseClaimLifetimeMs;
    const from =
      release.status === 'publishing' && stale
        ? release.publishAt === undefined
          ? 'draft'
          : 'scheduled'
        : release.status;
    if (from === 'published') outcome = { kind: 'published-already', name };
    else if (from === 'publishing') outcome = { kind: 'busy', name };
    else if (dueBy !== undefined && (from !== 'scheduled' || (release.publishAt ?? Infinity) > dueBy))
      outcome = { kind: 'not-due', name };
    else if (Object.keys(release.changes ?? {}).length === 0) outcome = { kind: 'empty', name };
    else {
      const claimed: Release = { ...release, status: 'publishing', claim: { token, at: now } };
      outcome = { release: claimed, token, from };
      return storable(claimed);
    }
    return current;
  });
  return outcome;
}

interface PlannedRow {
  key: string;
  write: ContentNodeWrite;
  before: ContentNode | undefined;
  // An item the release adds without an image yet: its copy of the default image is stored before the publish.
  needsDefaultImage: boolean;
}

/** What a change makes of its row now, or why it cannot be published. */
function plan(key: string, change: ReleaseChange, live: ContentNode | undefined): PlannedRow | BlockReason {
  const { target, itemId } = change;
  const row: SiteContentTarget = siteContentTargets[target];
  const path = siteContentPath(target, itemId);
  const write = (node: ContentNode | null): ContentNodeWrite => ({ target, id: itemId, path, node });
  const changedLive =
    (change.base !== undefined && fieldsChangedSince(live, change.base) !== undefined) ||
    (itemId !== undefined && change.kind !== 'add' && live === undefined) ||
    (change.kind === 'add' && live !== undefined);
  if (changedLive) return 'changedLive';
  if (change.kind === 'delete') return { key, write: write(null), before: live, needsDefaultImage: false };
  const node = { ...live, ...change.fields };
  const needsDefaultImage = change.kind === 'add' && row.image !== undefined && !(row.image.field in node);
  // The websites' schema, with the image the publish adds.
  const checked =
    needsDefaultImage && row.image ? { ...node, [row.image.field]: 'https://example.com/x.png' } : node;
  if (!row.node.safeParse(checked).success) return 'invalid';
  return { key, write: write(node), before: live, needsDefaultImage };
}

async function withDefaultImage(actor: Actor, planned: PlannedRow): Promise<PlannedRow> {
  const { image }: SiteContentTarget = siteContentTargets[planned.write.target];
  if (!planned.needsDefaultImage || !image || planned.write.node === null) return planned;
  const { stored } = await storeInLibrary(
    actor,
    {
      folder: image.folder,
      fileName: `${planned.write.id ?? 'item'}-${defaultImageFileName}`,
      bytes: defaultImageBytes,
      contentType: defaultImageContentType,
    },
    undefined,
    async (storedImage) => storedImage,
  );
  return {
    ...planned,
    write: { ...planned.write, node: { ...planned.write.node, [image.field]: stored.url } },
  };
}

// A publish that did not happen gives the release back: as it was after a failure, and as a draft when it was
// blocked (a scheduled one would otherwise be tried again every minute), marked why.
async function releaseClaim(releaseId: string, claimed: Claimed, blocked: Release['blocked']): Promise<void> {
  await (await database()).ref(releasePath(releaseId)).transaction((current: unknown) => {
    const release = parsedRelease(current);
    if (!release || release.claim?.token !== claimed.token) return current;
    const { claim: _claim, publishAt, ...rest } = release;
    if (blocked) return storable({ ...rest, status: 'draft', blocked });
    return storable({
      ...rest,
      status: claimed.from,
      ...(claimed.from === 'scheduled' ? { publishAt } : {}),
    });
  });
}

/**
 * Publishes a release: every change in one multi-path update with the release marked published, all or nothing,
 * each row's change credited to `actor` (one content version per row, under its call id), the rows as they were
 * kept for Undo release. A change whose row was changed live since it was prepared, or whose row would not be valid
 * content, blocks the whole release, which is marked why.
 */
export async function publishReleaseChanges(
  releaseId: string,
  actor: Actor,
  { now = Date.now(), dueBy }: { now?: number; dueBy?: number } = {},
): Promise<PublishOutcome> {
  const claimed = await claim(releaseId, now, dueBy);
  if (!('token' in claimed)) return claimed;
  const { release } = claimed;
  const changes = Object.entries(release.changes ?? {});
  const planned: PlannedRow[] = [];
  const blocked: Record<BlockReason, string[]> = { changedLive: [], invalid: [] };
  for (const [key, change] of changes) {
    const live = await readContentNode(siteContentPath(change.target, change.itemId));
    const row = plan(key, change, live);
    if (typeof row === 'string') blocked[row].push(key);
    else planned.push(row);
  }
  const reason = releaseBlockReasons.find((name) => blocked[name].length > 0);
  if (reason) {
    await releaseClaim(releaseId, claimed, { at: now, reason, nodes: blocked[reason] });
    return { kind: 'blocked', name: release.name, reason, nodes: blocked[reason] };
  }
  try {
    const rows = await Promise.all(planned.map((row) => withDefaultImage(actor, row)));
    const path = releasePath(releaseId);
    const published = actor.uid === scheduleActorUid ? {} : { [`${path}/publishedBy`]: authorOf(actor) };
    await attributedNodeWrites(
      actor,
      rows.map(({ write }) => write),
      {
        [`${path}/status`]: 'published',
        [`${path}/publishedAt`]: await serverTimestamp(),
        ...published,
        [`${path}/claim`]: null,
        [`${path}/blocked`]: null,
        [`${path}/publishAt`]: null,
        [`${path}/before`]: storable(
          Object.fromEntries(
            rows.map(({ key, before }) => [
              key,
              before === undefined ? { existed: false } : { existed: true, node: before },
            ]),
          ),
        ),
      },
    );
    return {
      kind: 'published',
      name: release.name,
      rows: rows.length,
      paths: rows.map(({ write }) => write.path),
    };
  } catch (error) {
    await releaseClaim(releaseId, claimed, undefined);
    throw error;
  }
}

// Who the Activity page names for what the schedule did (as for the sign-ins it enables).
export const scheduleActorUid = 'schedule';
