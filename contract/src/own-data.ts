// The SDKs build a read value with `object[key] = child`, so a stored child named `__proto__` becomes the
// object's prototype and its fields are inherited: `record.isApproveUser` would read `true` without any own field.
// zod reads `input[key]` as well, so every value the fitness app wrote is passed through `ownData` first.
const prototypeKey = '__proto__';

/**
 * A copy of a read value in which only own enumerable keys count: objects become prototype-free records of their
 * own keys, arrays keep their items, and a `__proto__` key is dropped wherever it is. Primitives pass unchanged.
 */
export function ownData(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return Array.from(value, ownData);
  const copy: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value)) {
    if (key === prototypeKey) continue;
    copy[key] = ownData((value as Record<string, unknown>)[key]);
  }
  return copy;
}
