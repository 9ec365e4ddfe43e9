import type { UserKind } from '../user-list.ts';

// One id can have a record in both collections (the app decides ids), so every read model keys a user by kind and id.
export type DirectoryKey = `${UserKind}:${string}`;

export function directoryKey(kind: UserKind, userId: string): DirectoryKey {
  return `${kind}:${userId}`;
}

export function parseDirectoryKey(key: string): { kind: UserKind; userId: string } | undefined {
  const separator = key.indexOf(':');
  const kind = key.slice(0, separator);
  const userId = key.slice(separator + 1);
  if (separator < 0 || userId === '' || (kind !== 'normal' && kind !== 'business')) return undefined;
  return { kind, userId };
}
