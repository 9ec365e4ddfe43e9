const prototypeKey = '__proto__';

/**
 * Whether JSON parsed from a request holds a `__proto__` key anywhere. firebase-functions decodes callable data by
 * assigning key by key, which turns such a key into the decoded object's prototype: fields hidden under it would
 * reach the schema as inherited properties, past its check for unknown keys.
 */
export function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, prototypeKey)) return true;
  return Object.values(value).some(hasPrototypeKey);
}
