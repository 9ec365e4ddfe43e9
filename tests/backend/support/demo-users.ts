import {
  type BusinessUser,
  businessUserSchema,
  databasePaths,
  readModelRoot,
  userTimelinePath,
} from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { z } from 'zod';

export type DemoBusinessUser = BusinessUser & { id: string };

export interface DemoUsers {
  // Business users waiting for approval, and approved ones, in key order.
  waiting: DemoBusinessUser[];
  approved: DemoBusinessUser[];
  normalUserIds: string[];
}

const businessUsersSchema = z.record(z.string(), businessUserSchema);

/** The demo seed's users as they are in the database now, so tests pick real ids rather than hard-coded ones. */
export async function readDemoUsers(app: App): Promise<DemoUsers> {
  const database = getDatabase(app);
  const [business, normal] = await Promise.all([
    database.ref(databasePaths.businessUsers).get(),
    database.ref(databasePaths.normalUsers).get(),
  ]);
  const businessUsers = Object.entries(businessUsersSchema.parse(business.val())).map(([id, user]) => ({
    id,
    ...user,
  }));
  return {
    waiting: businessUsers.filter((user) => !user.isApproveUser),
    approved: businessUsers.filter((user) => user.isApproveUser),
    normalUserIds: Object.keys(normal.val() ?? {}),
  };
}

export function pick<Item>(items: readonly Item[], index: number): Item {
  const item = items[index];
  if (item === undefined) throw new Error(`The demo data has no item ${index} here (only ${items.length})`);
  return item;
}

// The audit log, and the users' timelines, which copy its entries that named them.
const auditPaths: readonly string[] = [databasePaths.auditLog, userTimelinePath];

/**
 * A database snapshot without the audit (the log and the timelines copied from it): what a refused call that was
 * audited must leave unchanged.
 */
export function withoutAuditLog(snapshot: unknown): unknown {
  if (typeof snapshot !== 'object' || snapshot === null) return snapshot;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !auditPaths.includes(key)));
}

/**
 * A snapshot without what the server derives from the data: the audit log and the read models the triggers keep
 * (their own suites check them). What a call's own changes are compared on.
 */
export function withoutDerivedData(snapshot: unknown): unknown {
  const withoutAudit = withoutAuditLog(snapshot);
  if (typeof withoutAudit !== 'object' || withoutAudit === null) return withoutAudit;
  return Object.fromEntries(Object.entries(withoutAudit).filter(([key]) => key !== readModelRoot));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setPath(node: Record<string, unknown>, [key, ...rest]: string[], value: unknown): void {
  if (key === undefined) throw new Error('An update needs a path');
  if (rest.length === 0) {
    if (value === null) delete node[key];
    else node[key] = value;
    return;
  }
  const child = node[key] ?? {};
  if (!isRecord(child)) throw new Error(`${key} holds a value, not a record`);
  node[key] = child;
  setPath(child, rest, value);
  // As the database does: a node whose last child is removed is gone too.
  if (Object.keys(child).length === 0) delete node[key];
}

/**
 * A database snapshot with a multi-path update applied (null removes): what a call that made exactly these
 * changes must leave behind.
 */
export function withUpdates(snapshot: unknown, updates: Record<string, unknown>): unknown {
  const copy = structuredClone(snapshot);
  if (!isRecord(copy)) throw new Error('A database snapshot is a record');
  for (const [path, value] of Object.entries(updates)) setPath(copy, path.split('/'), value);
  return copy;
}

/** The value at `path` (slash-separated) in a database snapshot; undefined where there is none. */
export function valueAt(snapshot: unknown, path: string): unknown {
  let node = snapshot;
  for (const key of path.split('/')) node = isRecord(node) ? node[key] : undefined;
  return node;
}
