import { childAt, InvalidDataError, isJsonObject, type Tree } from './tree.ts';

const SERVER_VALUE_KEY = '.sv';
const VALUE_KEY = '.value';

function resolveServerValue(spec: unknown, existing: Tree, now: number): number {
  if (spec === 'timestamp') {
    return now;
  }
  if (isJsonObject(spec) && typeof spec.increment === 'number' && Object.keys(spec).length === 1) {
    const current = existing?.kind === 'leaf' ? existing.value : null;
    return typeof current === 'number' ? current + spec.increment : spec.increment;
  }
  throw new InvalidDataError(`Invalid data: unsupported server value ${JSON.stringify(spec)}`);
}

/**
 * Replaces `{".sv": "timestamp"}` and `{".sv": {"increment": n}}` anywhere in written data (priorities
 * included) by their values; `existing` is what is stored at the written location, which increments add to.
 */
export function resolveServerValues(json: unknown, existing: Tree, now: number): unknown {
  if (Array.isArray(json)) {
    return json.map((item, index) => resolveServerValues(item, childAt(existing, [String(index)]), now));
  }
  if (!isJsonObject(json)) {
    return json;
  }
  if (SERVER_VALUE_KEY in json) {
    return resolveServerValue(json[SERVER_VALUE_KEY], existing, now);
  }
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [
      key,
      resolveServerValues(value, key === VALUE_KEY ? existing : childAt(existing, [key]), now),
    ]),
  );
}
