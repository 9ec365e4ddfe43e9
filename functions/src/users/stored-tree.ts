import type { DataSnapshot } from 'firebase-admin/database';

// Each child as an own property, whatever its key: the SDK's val() and exportVal() assign children to plain
// objects, where a child named `__proto__` becomes the object's prototype and would not be written back.
function ownChild(into: object, key: string, value: unknown): void {
  Object.defineProperty(into, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A stored value exactly as the database holds it, priorities included, in the form `set` and `update` write
 * back: what the trash keeps of a user's record and puts back on restore.
 */
export function storedTree(snapshot: DataSnapshot): unknown {
  if (!snapshot.hasChildren()) return snapshot.exportVal();
  const tree = {};
  snapshot.forEach((child) => {
    if (child.key !== null) ownChild(tree, child.key, storedTree(child));
  });
  const priority = snapshot.getPriority();
  if (priority !== null) ownChild(tree, '.priority', priority);
  return tree;
}
