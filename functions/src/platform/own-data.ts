import type { DataSnapshot } from 'firebase-admin/database';

/**
 * A snapshot's value as data without a prototype, built child by child. `snapshot.val()` assigns children with
 * `object[key] = value`, so a stored child named `__proto__` becomes the value's prototype and every field under
 * it reads as if it were stored on the record (zod's object schemas read inherited properties too). Here such a
 * child is an own key like any other, and no field can be inherited. Arrays come back as keyed objects: the
 * records read through this hold none.
 */
export function ownData(snapshot: DataSnapshot): unknown {
  if (!snapshot.hasChildren()) return snapshot.val();
  const data: Record<string, unknown> = Object.create(null);
  snapshot.forEach((child) => {
    if (child.key !== null) data[child.key] = ownData(child);
  });
  return data;
}
