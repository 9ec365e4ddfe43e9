import type { z } from 'zod';

// What the live reads (live-database.ts, through the SDK) and the polled ones (polled-database.ts, over REST) share,
// kept free of the SDK: a page whose figures are only polled must not load it.

// Screens read the same path into different shapes (the home page counts users, the users screen lists them),
// so the schema is part of the key: one screen's cached shape must never be served to another.
const schemaIds = new WeakMap<z.ZodType, number>();
let schemaCount = 0;

export function schemaId(schema: z.ZodType): number {
  const known = schemaIds.get(schema);
  if (known !== undefined) return known;
  schemaCount += 1;
  schemaIds.set(schema, schemaCount);
  return schemaCount;
}

/** A value a range starts or ends at, in the order the range's children are ordered by. */
export type BoundValue = string | number | boolean | null;

type Bound = [value: BoundValue, key?: string];

/**
 * A range of a list's children in the database's order: what one page of a read model is. `RangeBound` narrows the
 * bounds for reads that cannot break ties between equal values by key.
 */
export interface DatabaseRange<RangeBound extends readonly [BoundValue, string?] = Bound> {
  path: string;
  orderBy: { child: string } | 'value' | 'key';
  startAt?: RangeBound;
  startAfter?: RangeBound;
  endAt?: RangeBound;
  endBefore?: RangeBound;
  limitToFirst?: number;
  limitToLast?: number;
}
