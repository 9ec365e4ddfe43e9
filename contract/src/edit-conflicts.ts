import { z } from 'zod';

// A row's edit carries the values its fields had when the edit began (`startedFrom`): a Done on a row someone else
// changed since is refused rather than silently writing over their change (docs/product.md, Website content).

/** A stored field's value as a row showed it: null for a field not stored. */
export const shownFieldValueSchema = z.union([
  z.string().max(100_000),
  z.array(z.string().max(100_000)).max(1_000),
  z.null(),
]);
export type ShownFieldValue = z.infer<typeof shownFieldValueSchema>;

export const changedSinceOpenedReason = 'changed-since-opened';

// The `aborted` refusal's details: who changed the row last and when (as far as the history knows: absent for a
// change made outside the console), and the fields' values now.
export const changedSinceOpenedDetailsSchema = z.object({
  reason: z.literal(changedSinceOpenedReason),
  changedBy: z.string().optional(),
  changedAt: z.number().optional(),
  theirs: z.record(z.string(), shownFieldValueSchema),
});
export type ChangedSinceOpened = z.infer<typeof changedSinceOpenedDetailsSchema>;

/** "Changed by dana@example.com at 14:05 since you opened it", the time as the reader's clock shows it. */
export function changedSinceOpenedMessage(changedBy: string | undefined, time: string | undefined): string {
  const who = changedBy ?? 'someone outside the console';
  return time === undefined
    ? `Changed by ${who} since you opened it`
    : `Changed by ${who} at ${time} since you opened it`;
}

// A row shows a field not stored as an empty text or list: none and empty are the same value here.
function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function sameValue(stored: unknown, shown: ShownFieldValue): boolean {
  if (isEmpty(stored) && isEmpty(shown)) return true;
  if (Array.isArray(shown)) {
    return (
      Array.isArray(stored) &&
      stored.length === shown.length &&
      shown.every((value, at) => stored[at] === value)
    );
  }
  return (stored ?? null) === shown;
}

/** The fields whose stored value is no longer the one the edit started from, with their values now. */
export function fieldsChangedSince(
  stored: Readonly<Record<string, unknown>> | undefined,
  startedFrom: Readonly<Record<string, ShownFieldValue | undefined>>,
): Record<string, ShownFieldValue> | undefined {
  const changed: Record<string, ShownFieldValue> = {};
  for (const [name, shown] of Object.entries(startedFrom)) {
    if (shown === undefined) continue;
    const now = stored?.[name];
    if (!sameValue(now, shown)) {
      const parsed = shownFieldValueSchema.safeParse(now ?? null);
      changed[name] = parsed.success ? parsed.data : null;
    }
  }
  return Object.keys(changed).length === 0 ? undefined : changed;
}
