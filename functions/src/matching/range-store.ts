import type { Database, Query } from 'firebase-admin/database';
import { database } from '../platform/firebase.ts';

// Reads of ordered ranges of the read models, one page at a time: the resolver of "all that match" reads through
// this, and its unit tests through an in-memory stand-in.

export type RangeOrder = { by: 'key' } | { by: 'value' } | { by: 'child'; child: string };

export interface RangePageQuery {
  path: string;
  order: RangeOrder;
  // The range, in the order's values: from `start` (inclusive) to `end` (inclusive or not), or to the last child.
  start: string;
  end?: { at: string; inclusive: boolean };
  // Where the previous page ended: this page starts just after it (its ordering value, then its key).
  after?: { value: string; key: string };
  limit: number;
}

export interface RangeChild {
  key: string;
  value: unknown;
  // The child's value in the range's order (its key when ordered by key); undefined when it has none.
  orderValue: unknown;
}

export interface RangeStore {
  readPage(query: RangePageQuery): Promise<RangeChild[]>;
  readValue(path: string): Promise<unknown>;
}

function ordered(database: Database, { path, order }: RangePageQuery): Query {
  const reference = database.ref(path);
  if (order.by === 'key') return reference.orderByKey();
  if (order.by === 'value') return reference.orderByValue();
  return reference.orderByChild(order.child);
}

export function databaseRangeStore(database: Database): RangeStore {
  return {
    async readPage(query) {
      let range = ordered(database, query);
      const { after, order, end } = query;
      // By key, keys that read as 32-bit integers come before every other key, '' included: a range from '' is
      // every child, with no start.
      if (after === undefined) {
        if (!(order.by === 'key' && query.start === '')) range = range.startAt(query.start);
      } else
        range = order.by === 'key' ? range.startAfter(after.key) : range.startAfter(after.value, after.key);
      if (end) range = end.inclusive ? range.endAt(end.at) : range.endBefore(end.at);
      const snapshot = await range.limitToFirst(query.limit).get();
      const children: RangeChild[] = [];
      snapshot.forEach((child) => {
        if (child.key === null) return;
        const orderValue =
          order.by === 'key'
            ? child.key
            : order.by === 'value'
              ? child.val()
              : child.child(order.child).val();
        children.push({ key: child.key, value: child.val(), orderValue });
      });
      return children;
    },
    async readValue(path) {
      return (await database.ref(path).get()).val();
    },
  };
}

/** The range store of the functions' own database. */
export async function matchingRangeStore(): Promise<RangeStore> {
  return databaseRangeStore(await database());
}
