import { describe, expect, it } from 'vitest';
import type { DataChange } from '../data/database.ts';
import type { Path } from '../data/path.ts';
import { nodeFromJson, replaceAt, type Tree, toPlainJson } from '../data/tree.ts';
import { deltaOf } from './trigger-event.ts';
import { changedLocations } from './trigger-matching.ts';
import { type PatternSegment, parseTriggerRegistration } from './trigger-registration.ts';

function patternOf(path: string): readonly PatternSegment[] {
  return parseTriggerRegistration({
    name: 'projects/p/locations/us-central1/triggers/us-central1-f-0',
    path,
    event: 'google.firebase.database.ref.v1.written',
    topic: 'projects/p/topics/us-central1-f-0',
    namespacePattern: '*',
  }).pattern;
}

function setAt(before: Tree, path: Path, value: unknown): DataChange {
  return { path, updatedPaths: null, before, after: replaceAt(before, path, nodeFromJson(value)) };
}

function matchedPaths(pattern: string, change: DataChange): string[] {
  return changedLocations(patternOf(pattern), change).map((match) => match.path.join('/'));
}

describe('changedLocations', () => {
  it('finds the one changed child among 100,000 from the written path', () => {
    const children = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, index]));
    const root = nodeFromJson({ big: children });
    expect(matchedPaths('big/{id}', setAt(root, ['big', 'k5'], 'changed'))).toEqual(['big/k5']);
    expect(matchedPaths('big/{id}', setAt(root, ['big', 'k5', 'deeper'], 1))).toEqual(['big/k5']);
  });

  it('finds every changed child below a replaced ancestor, and none that kept their data', () => {
    const root = nodeFromJson({ users: { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } } });
    const change = setAt(root, ['users'], { a: { n: 1 }, b: { n: 20 }, d: { n: 4 } });
    expect(matchedPaths('users/{uid}', change).sort()).toEqual(['users/b', 'users/c', 'users/d']);
    expect(matchedPaths('users/{uid}/n', change).sort()).toEqual(['users/b/n', 'users/c/n', 'users/d/n']);
    expect(matchedPaths('users/b', change)).toEqual(['users/b']);
    expect(matchedPaths('users/a', change)).toEqual([]);
    expect(matchedPaths('other/{id}', change)).toEqual([]);
  });

  it('follows each path of a multi-path update', () => {
    const root = nodeFromJson({ rooms: { r1: { members: { x: true } }, r2: { members: { y: true } } } });
    const after = replaceAt(
      replaceAt(root, ['rooms', 'r1', 'members', 'z'], nodeFromJson(true)),
      ['rooms', 'r2'],
      null,
    );
    const change: DataChange = {
      path: ['rooms'],
      updatedPaths: [['r1', 'members', 'z'], ['r2']],
      before: root,
      after,
    };
    expect(matchedPaths('rooms/{room}/members/{member}', change).sort()).toEqual([
      'rooms/r1/members/z',
      'rooms/r2/members/y',
    ]);
  });

  it('ignores a change of priority only', () => {
    const root = nodeFromJson({ items: { a: { v: 1 } } });
    expect(matchedPaths('items/{id}', setAt(root, ['items', 'a'], { v: 1, '.priority': 5 }))).toEqual([]);
  });
});

describe('deltaOf', () => {
  it('holds the changed children, null for removed ones, and the new value where the kind changes', () => {
    const before = nodeFromJson({ keep: 1, change: { x: 1, y: 2 }, drop: 3, leaf: 4 });
    const after = nodeFromJson({ keep: 1, change: { x: 1, y: 5, z: 6 }, leaf: { now: 'branch' } });
    expect(deltaOf(before, after)).toEqual({ change: { y: 5, z: 6 }, drop: null, leaf: { now: 'branch' } });
    expect(deltaOf(null, after)).toEqual(toPlainJson(after));
    expect(deltaOf(before, null)).toBeNull();
  });
});
