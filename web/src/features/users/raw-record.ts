// A stored record as its fields, one line each ("feedback.rating: 4"), for the raw view's search: a match shows
// where in the record it is.

export interface RecordField {
  path: string;
  text: string;
}

/** Every leaf of `value` with its dotted path, in the order the record holds them. */
export function recordFields(value: unknown, path = ''): RecordField[] {
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return [{ path, text: Array.isArray(value) ? '[]' : '{}' }];
    return entries.flatMap(([key, child]) => recordFields(child, path ? `${path}.${key}` : key));
  }
  return [{ path, text: JSON.stringify(value) ?? String(value) }];
}

/** The fields whose path or value contains `search`, case aside; every field for an empty search. */
export function matchingFields(fields: readonly RecordField[], search: string): RecordField[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...fields];
  return fields.filter(
    (field) => field.path.toLowerCase().includes(wanted) || field.text.toLowerCase().includes(wanted),
  );
}
