// As the SDKs build a read value, `object[key] = child`: a stored `__proto__` child becomes the prototype.
export function builtLikeTheSdk(
  fields: Record<string, unknown>,
  protoChild: unknown,
): Record<string, unknown> {
  const value: Record<string, unknown> = { ...fields };
  const key = '__proto__';
  value[key] = protoChild;
  return value;
}
