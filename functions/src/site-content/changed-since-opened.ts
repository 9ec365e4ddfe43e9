import {
  attributionLifetimeMs,
  type ChangedSinceOpened,
  changedSinceOpenedMessage,
  changedSinceOpenedReason,
  contentAttributionPath,
  contentAttributionSchema,
  contentNodeKey,
  contentVersionSchema,
  databasePaths,
  type ShownFieldValue,
  type SiteContentTargetName,
  siteContentPath,
} from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { database } from '../platform/firebase.ts';

export interface EditedNode {
  target: SiteContentTargetName;
  id?: string | undefined;
}

type LastChange = Pick<ChangedSinceOpened, 'changedBy' | 'changedAt'>;

// A change that overtook this call while it ran is kept in the history a moment later: its version is waited for
// this long at most, then the newest one there is named.
const versionWaitMs = 3_000;
const versionPollMs = 250;

async function newestVersionOf(node: EditedNode): Promise<LastChange | undefined> {
  const realtimeDatabase = await database();
  const newest = await realtimeDatabase
    .ref(databasePaths.contentVersions)
    .orderByChild('node')
    .equalTo(siteContentPath(node.target, node.id))
    .limitToLast(1)
    .get();
  let last: LastChange | undefined;
  newest.forEach((child) => {
    const version = contentVersionSchema.safeParse(child.val());
    if (version.success) {
      const { author, replacedAt } = version.data;
      last = { changedAt: replacedAt, ...(author ? { changedBy: author.email ?? author.uid } : {}) };
    }
  });
  return last;
}

/**
 * Who changed a node last, and when, as far as the console knows: a console change whose version is not kept yet
 * is the attribution its call stored just before it (the trigger that keeps the version takes it up), any other
 * change the node's newest version, waited for when the change came after `changedAfter`. A change made outside
 * the console has no author.
 */
async function lastChangeOf(node: EditedNode, changedAfter: number | undefined): Promise<LastChange> {
  const realtimeDatabase = await database();
  const attributionPath = contentAttributionPath(contentNodeKey(node.target, node.id));
  const attribution = contentAttributionSchema.safeParse(
    (await realtimeDatabase.ref(attributionPath).get()).val(),
  );
  if (attribution.success && attribution.data.at > Date.now() - attributionLifetimeMs) {
    return { changedBy: attribution.data.email ?? attribution.data.uid, changedAt: attribution.data.at };
  }
  const giveUpAt = Date.now() + versionWaitMs;
  let newest = await newestVersionOf(node);
  while (changedAfter !== undefined && (newest?.changedAt ?? 0) < changedAfter && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, versionPollMs));
    newest = await newestVersionOf(node);
  }
  return newest ?? {};
}

function utcTimeOf(at: number | undefined): string | undefined {
  return at === undefined ? undefined : `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The refusal of a Done on a row changed since its edit began, naming who changed it and their values;
 * `changedAfter`, when the change overtook the call while it ran.
 */
export async function changedSinceOpened(
  node: EditedNode,
  theirs: Record<string, ShownFieldValue>,
  changedAfter?: number,
): Promise<HttpsError> {
  const last = await lastChangeOf(node, changedAfter);
  const details: ChangedSinceOpened = { reason: changedSinceOpenedReason, ...last, theirs };
  return new HttpsError(
    'aborted',
    changedSinceOpenedMessage(last.changedBy, utcTimeOf(last.changedAt)),
    details,
  );
}
