import { storedData } from './live-database.ts';

// Stands in for firebase/database where a module reads a value once (`get(ref(database, path))`) rather than live
// through lib/database/live-database.ts: the users search reads so the sizes of the search lists it chooses from. A
// reference is its path, and the read answers from `storedData`, as the live reads do.
export function ref(_database: unknown, path: string): string {
  return path;
}

export async function get(path: string): Promise<{ val: () => unknown }> {
  const value = storedData.read(path);
  return { val: () => value };
}
