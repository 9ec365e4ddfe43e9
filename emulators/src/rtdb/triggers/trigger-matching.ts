import type { DataChange } from '../data/database.ts';
import { joinPaths, type Path } from '../data/path.ts';
import { childAt, type Tree } from '../data/tree.ts';
import type { DatabaseEventType, FunctionTrigger, PatternSegment } from './trigger-registration.ts';

/** A location a trigger's pattern matches whose data a write changed, with its data before and after. */
export interface MatchedChange {
  readonly path: Path;
  readonly before: Tree;
  readonly after: Tree;
}

/** Equal data, priorities aside: events carry plain JSON, so a priority-only change is no change to them. */
export function sameData(a: Tree, b: Tree): boolean {
  if (a === b) {
    return true;
  }
  if (a === null || b === null || a.kind !== b.kind) {
    return false;
  }
  if (a.kind === 'leaf' || b.kind === 'leaf') {
    return a.kind === 'leaf' && b.kind === 'leaf' && a.value === b.value;
  }
  if (a.children.size !== b.children.size) {
    return false;
  }
  for (const [key, child] of a.children) {
    const other = b.children.get(key);
    if (other === undefined || !sameData(child, other)) {
      return false;
    }
  }
  return true;
}

function childKeys(tree: Tree): Iterable<string> {
  return tree !== null && tree.kind === 'branch' ? tree.children.keys() : [];
}

/**
 * Every location matching `pattern` whose data differs between `change.before` and `change.after`. The walk
 * follows the written paths, so a write below one child of a large node visits that child only; inside a
 * written subtree (a whole location replaced) it enumerates the children, skipping those whose node kept its
 * identity (untouched, see tree.ts).
 */
export function changedLocations(pattern: readonly PatternSegment[], change: DataChange): MatchedChange[] {
  const written =
    change.updatedPaths === null
      ? [change.path]
      : change.updatedPaths.map((relative) => joinPaths(change.path, relative));
  const matches: MatchedChange[] = [];

  // `writes` are the written paths under or above `prefix`; those no longer than `prefix` cover all of it.
  function walk(prefix: Path, before: Tree, after: Tree, writes: readonly Path[]): void {
    if (before === after) {
      return;
    }
    const depth = prefix.length;
    const segment = pattern[depth];
    if (segment === undefined) {
      if (!sameData(before, after)) {
        matches.push({ path: prefix, before, after });
      }
      return;
    }
    const covering = writes.filter((path) => path.length <= depth);
    const byKey = new Map<string, Path[]>();
    for (const path of writes) {
      const key = path[depth];
      if (key !== undefined && (segment.kind === 'wildcard' || key === segment.key)) {
        const group = byKey.get(key);
        if (group === undefined) {
          byKey.set(key, [path]);
        } else {
          group.push(path);
        }
      }
    }
    if (covering.length > 0) {
      const keys = segment.kind === 'key' ? [segment.key] : [...childKeys(before), ...childKeys(after)];
      for (const key of keys) {
        if (!byKey.has(key)) {
          byKey.set(key, []);
        }
      }
    }
    for (const [key, below] of byKey) {
      const child = [...prefix, key];
      walk(child, childAt(before, [key]), childAt(after, [key]), [...covering, ...below]);
    }
  }

  walk([], change.before, change.after, written);
  return matches;
}

/** Whether a change of `before` into `after` at a location is an event of `type`. */
export function isEventOfType(type: DatabaseEventType, before: Tree, after: Tree): boolean {
  switch (type) {
    case 'google.firebase.database.ref.v1.written':
      return true;
    case 'google.firebase.database.ref.v1.created':
      return before === null && after !== null;
    case 'google.firebase.database.ref.v1.updated':
      return before !== null && after !== null;
    case 'google.firebase.database.ref.v1.deleted':
      return before !== null && after === null;
  }
}

/** The trigger's events for one committed write: one per matching location whose data changed. */
export function triggerMatches(trigger: FunctionTrigger, change: DataChange): MatchedChange[] {
  return changedLocations(trigger.pattern, change).filter((match) =>
    isEventOfType(trigger.event, match.before, match.after),
  );
}
