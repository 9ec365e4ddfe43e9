import { randomUUID } from 'node:crypto';
import {
  type ContentAttribution,
  type ContentWriteIntent,
  contentAttributionPath,
  contentNodeKey,
  type SiteContentTargetName,
} from '@management-center/contract';
import type { Reference } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { database, serverTimestamp } from '../platform/firebase.ts';
import type { Actor } from '../platform/team-callable.ts';
import { changedAnything, type NodeChange } from './content-nodes.ts';

interface AttributedNode {
  target: SiteContentTargetName;
  id?: string | undefined;
}

function holdsToken(value: unknown, token: string): boolean {
  return typeof value === 'object' && value !== null && 'token' in value && value.token === token;
}

// Removes the node's attribution only while it is the one with `token`: another call may have replaced it since.
// Writing the current value back when it is not (rather than aborting) lets the SDK retry a first attempt made
// on its empty cache against the stored value.
export async function removeAttribution(attribution: Reference, token: string): Promise<void> {
  await attribution.transaction((current: unknown) => (holdsToken(current, token) ? null : current));
}

// A failure here must not change the outcome the caller is told: an attribution left behind credits nobody once
// its lifetime is over (attributionLifetimeMs), and the next change of the node replaces it.
async function withdraw(attribution: Reference, token: string): Promise<void> {
  try {
    await removeAttribution(attribution, token);
  } catch (error) {
    logger.warn(`The attribution at ${attribution.toString()} was not withdrawn`, error);
  }
}

/**
 * Makes a change of one content node on behalf of `actor`. The database event that keeps the node's previous
 * version says what changed but not who changed it, so the actor and what they write are stored first, for the
 * trigger to take up; it credits them only with a change that wrote exactly that. A change that fails or leaves the
 * node as it was raises no event: its attribution is withdrawn again.
 */
export async function attributed(
  actor: Actor,
  node: AttributedNode,
  wrote: ContentWriteIntent,
  change: () => Promise<NodeChange>,
): Promise<NodeChange> {
  const token = randomUUID();
  const reference = (await database()).ref(contentAttributionPath(contentNodeKey(node.target, node.id)));
  const attribution: Omit<ContentAttribution, 'at'> & { at: object } = {
    uid: actor.uid,
    ...(actor.email === null ? {} : { email: actor.email }),
    at: await serverTimestamp(),
    token,
    callId: actor.callId,
    wrote,
  };
  await reference.set(attribution);
  let result: NodeChange;
  try {
    result = await change();
  } catch (error) {
    await withdraw(reference, token);
    throw error;
  }
  if (!changedAnything(result)) await withdraw(reference, token);
  return result;
}

/** New values of some fields of one content node; null removes a field. */
export interface ContentFieldsWrite {
  target: SiteContentTargetName;
  id?: string | undefined;
  path: string;
  fields: Record<string, unknown>;
}

interface AttributedWrite {
  target: SiteContentTargetName;
  id?: string | undefined;
  wrote: ContentWriteIntent;
}

/**
 * Makes one multi-path update, all or nothing, that changes several content nodes, each change credited to `actor`
 * like `attributed`'s: every node keeps its own version, all under this call's id. The update writes only what
 * changes a node: a write that leaves a node as it was would leave its attribution behind.
 */
async function attributedUpdate(
  actor: Actor,
  nodes: readonly AttributedWrite[],
  update: Record<string, unknown>,
): Promise<void> {
  const realtimeDatabase = await database();
  const at = await serverTimestamp();
  const token = randomUUID();
  const attributions = nodes.map((node) => ({
    reference: realtimeDatabase.ref(contentAttributionPath(contentNodeKey(node.target, node.id))),
    value: {
      uid: actor.uid,
      ...(actor.email === null ? {} : { email: actor.email }),
      at,
      token,
      callId: actor.callId,
      wrote: node.wrote,
    },
  }));
  await Promise.all(attributions.map(({ reference, value }) => reference.set(value)));
  try {
    await realtimeDatabase.ref().update(update);
  } catch (error) {
    await Promise.all(attributions.map(({ reference }) => withdraw(reference, token)));
    throw error;
  }
}

/** Changes fields of several content nodes in one multi-path update (attributedUpdate). */
export async function attributedFieldWrites(
  actor: Actor,
  writes: readonly ContentFieldsWrite[],
): Promise<void> {
  const nodes = writes.map((write) => ({
    ...write,
    // A removed field is absent after the write, which the trigger's check compares the fields with.
    wrote: { fields: Object.fromEntries(Object.entries(write.fields).filter(([, value]) => value !== null)) },
  }));
  const update = Object.fromEntries(
    writes.flatMap(({ path, fields }) =>
      Object.entries(fields).map(([field, value]) => [`${path}/${field}`, value]),
    ),
  );
  await attributedUpdate(actor, nodes, update);
}

/** The whole new value of a content node; null removes it. */
export interface ContentNodeWrite {
  target: SiteContentTargetName;
  id?: string | undefined;
  path: string;
  node: Record<string, unknown> | null;
}

/**
 * Sets or removes several whole content nodes in one multi-path update (attributedUpdate), with `alongside`'s paths
 * written in the same update: they change with the content or not at all.
 */
export async function attributedNodeWrites(
  actor: Actor,
  writes: readonly ContentNodeWrite[],
  alongside: Record<string, unknown> = {},
): Promise<void> {
  const nodes = writes.map((write) => ({
    ...write,
    wrote: write.node === null ? { removed: true as const } : { fields: write.node },
  }));
  const update = { ...Object.fromEntries(writes.map(({ path, node }) => [path, node])), ...alongside };
  await attributedUpdate(actor, nodes, update);
}
