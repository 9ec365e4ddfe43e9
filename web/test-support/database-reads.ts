import { storedData } from './live-database.ts';

// Stands in for firebase/database where a module reads a value once (`get(ref(database, path))`) rather than live
// through lib/database/live-database.ts, or names a new item with a push id made in the browser: the users search
// reads so the sizes of the search lists it chooses from, and the site content's screens name the item they add. A
// reference is its path, a read answers from `storedData`, as the live reads do, and every push id is `pushedKey`.
export function ref(_database: unknown, path: string): string {
  return path;
}

export async function get(path: string): Promise<{ val: () => unknown }> {
  const value = storedData.read(path);
  return { val: () => value };
}

export const pushedKey = '-NewItem';

export function push(_path: string): { key: string } {
  return { key: pushedKey };
}
