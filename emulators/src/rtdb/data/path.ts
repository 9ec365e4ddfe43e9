/** A location in the tree as its list of keys; the root is the empty list. */
export type Path = readonly string[];

/** Writes may end in this pseudo-key to change only the priority of the node above it. */
export const PRIORITY_KEY = '.priority';

const MAX_KEY_BYTES = 768;
const FORBIDDEN_KEY_CHARACTERS = new Set(['.', '#', '$', '[', ']', '/']);

export class InvalidPathError extends Error {}

function isControlCharacter(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/** The key rules of the real service: no `. # $ [ ] /`, no ASCII control characters, at most 768 bytes. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > MAX_KEY_BYTES) {
    return false;
  }
  for (let index = 0; index < key.length; index++) {
    const character = key[index] ?? '';
    if (FORBIDDEN_KEY_CHARACTERS.has(character) || isControlCharacter(key.charCodeAt(index))) {
      return false;
    }
  }
  return true;
}

/** Validates a list of keys as a location; `.priority` is accepted only as the last key. */
export function pathFromKeys(keys: readonly string[]): Path {
  keys.forEach((key, index) => {
    const isTrailingPriority = key === PRIORITY_KEY && index === keys.length - 1;
    if (!isTrailingPriority && !isValidKey(key)) {
      throw new InvalidPathError(`Invalid path "/${keys.join('/')}": key "${key}" is not allowed`);
    }
  });
  return keys;
}

/** Parses a slash-separated location as the SDKs send it (`/users/alice`), ignoring empty segments like they do. */
export function parsePath(text: string): Path {
  return pathFromKeys(text.split('/').filter((key) => key.length > 0));
}

export function pathToString(path: Path): string {
  return `/${path.join('/')}`;
}

export function joinPaths(base: Path, relative: Path): Path {
  return [...base, ...relative];
}

export function isAncestorOrSelf(ancestor: Path, path: Path): boolean {
  return ancestor.length <= path.length && ancestor.every((key, index) => path[index] === key);
}

export function pathsOverlap(a: Path, b: Path): boolean {
  return isAncestorOrSelf(a, b) || isAncestorOrSelf(b, a);
}

/** The node a write really changes: a write to `x/.priority` changes the node `x`. */
export function withoutPriorityKey(path: Path): Path {
  return path[path.length - 1] === PRIORITY_KEY ? path.slice(0, -1) : path;
}
