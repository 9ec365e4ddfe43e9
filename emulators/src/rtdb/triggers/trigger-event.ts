import { randomUUID } from 'node:crypto';
import type { Path } from '../data/path.ts';
import { type Json, type Tree, toPlainJson } from '../data/tree.ts';
import { type MatchedChange, sameData } from './trigger-matching.ts';
import type { FunctionTrigger } from './trigger-registration.ts';

/** The region the Functions emulator registers database triggers for, and the host of us-central1 databases. */
const DATABASE_LOCATION = 'us-central1';
const DATABASE_HOST = 'firebaseio.com';

/**
 * What changed from `before` to `after`, in the form firebase-functions' `applyChange(before, delta)` turns back
 * into `after`: for two objects, the changed children only (recursively) and null for removed ones; otherwise
 * `after` itself.
 */
export function deltaOf(before: Tree, after: Tree): Json {
  if (before === null || after === null || before.kind === 'leaf' || after.kind === 'leaf') {
    return toPlainJson(after);
  }
  const entries: [string, Json][] = [];
  for (const [key, child] of after.children) {
    const previous = before.children.get(key) ?? null;
    if (!sameData(previous, child)) {
      entries.push([key, deltaOf(previous, child)]);
    }
  }
  for (const key of before.children.keys()) {
    if (!after.children.has(key)) {
      entries.push([key, null]);
    }
  }
  // fromEntries defines own properties, so a key such as "__proto__" stays data.
  return Object.fromEntries(entries);
}

/** A pattern with a wildcard names no instance; the events then name the project's default one. */
function instanceOf(trigger: FunctionTrigger): string {
  return /[*{]/.test(trigger.namespacePattern)
    ? `${trigger.projectId}-default-rtdb`
    : trigger.namespacePattern;
}

function refOf(path: Path): string {
  return path.join('/');
}

/**
 * The CloudEvent (structured mode, JSON) that the v2 handlers of `firebase-functions/database` read: `data` is
 * `{data: before, delta}`, and `ref`/`instance` are extensions from which the SDK builds the snapshots' refs and
 * the params of the trigger's `{wildcards}`.
 */
export function cloudEventFor(trigger: FunctionTrigger, match: MatchedChange, time: Date): Json {
  const instance = instanceOf(trigger);
  const ref = refOf(match.path);
  return {
    specversion: '1.0',
    id: randomUUID(),
    source: `//firebasedatabase.googleapis.com/projects/_/locations/${DATABASE_LOCATION}/instances/${instance}`,
    type: trigger.event,
    time: time.toISOString(),
    subject: `refs/${ref}`,
    datacontenttype: 'application/json',
    data: { data: toPlainJson(match.before), delta: deltaOf(match.before, match.after) },
    ref,
    instance,
    firebasedatabasehost: DATABASE_HOST,
    location: DATABASE_LOCATION,
  };
}
