import type { Path } from '../data/path.ts';
import { isJsonObject } from '../data/tree.ts';
import type { QueryIndex } from './query.ts';

const INDEX_ON = '.indexOn';
const VALUE_INDEX = '.value';

/** What `.indexOn` names an index: a child path joined by "/", or ".value". */
export function indexName(index: QueryIndex): string | null {
  switch (index.kind) {
    case 'child':
      return index.path.join('/');
    case 'value':
      return VALUE_INDEX;
    default:
      return null;
  }
}

/** `a/b`, `/a/b/` and `a//b` name the same child; ".value" stays as it is. */
function normalised(declared: string): string {
  return declared === VALUE_INDEX ? declared : declared.split('/').filter(Boolean).join('/');
}

/**
 * The rules node that applies at `path`: a key's own rule if there is one, else the `$wildcard` of its level
 * (there is at most one per level), as the service resolves rules.
 */
function rulesAt(rules: unknown, path: Path): Record<string, unknown> | null {
  let node = rules;
  for (const key of path) {
    if (!isJsonObject(node)) return null;
    const wildcard = Object.keys(node).find((candidate) => candidate.startsWith('$'));
    node = Object.hasOwn(node, key) ? node[key] : wildcard === undefined ? undefined : node[wildcard];
  }
  return isJsonObject(node) ? node : null;
}

/** The indexes `.indexOn` declares at `path` of `rules` (the `rules` object of database.rules.json). */
export function declaredIndexes(rules: unknown, path: Path): ReadonlySet<string> {
  const declared = rulesAt(rules, path)?.[INDEX_ON];
  const names = typeof declared === 'string' ? [declared] : Array.isArray(declared) ? declared : [];
  return new Set(names.filter((name): name is string => typeof name === 'string').map(normalised));
}
