export type FieldValue = string | readonly string[];
export type FieldValues = Readonly<Record<string, FieldValue>>;

function sameValue(first: FieldValue | undefined, second: FieldValue): boolean {
  if (typeof first === 'string' || typeof second === 'string') return first === second;
  return (
    first !== undefined &&
    first.length === second.length &&
    first.every((value, index) => value === second[index])
  );
}

// Only what the administrator actually changed is sent, so an untouched field keeps its stored value.
export function changedFields(stored: FieldValues, edited: FieldValues): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(edited).filter(([name, value]) => !sameValue(stored[name], value)),
  );
}

// A feature's options as typed: blank entries are dropped rather than refused.
export function typedOptions(options: readonly string[]): string[] {
  return options.map((option) => option.trim()).filter((option) => option !== '');
}
