import {
  type ChangedSinceOpened,
  changedSinceOpenedDetailsSchema,
  changedSinceOpenedMessage,
  changedSinceOpenedReason,
} from '@management-center/contract';
import { isCallableRefusal } from '../../lib/callables/callable-refusal.ts';
import type { FieldValue, FieldValues } from './changed-fields.ts';
import { changeTimeFormat } from './kept-versions.ts';

// A Done carries the values the row showed when its edit began; the server refuses it when someone changed them
// since (docs/product.md, Website content: no silent overwrite), and the row shows both values.

/** The refusal's details, or undefined for any other failure. */
export function changedSinceOpenedOf(error: unknown): ChangedSinceOpened | undefined {
  if (!isCallableRefusal(error, 'aborted', changedSinceOpenedReason)) return undefined;
  const parsed = changedSinceOpenedDetailsSchema.safeParse((error as { details?: unknown }).details);
  return parsed.success ? parsed.data : undefined;
}

/** A refused Done: who changed the row and their values, and the values the Done sent. */
export interface EditConflict extends ChangedSinceOpened {
  mine: Record<string, FieldValue>;
}

/** The values of `names` as the row showed them when the edit began. */
export function startedFromOf(opened: FieldValues, names: readonly string[]): Record<string, FieldValue> {
  return Object.fromEntries(names.map((name) => [name, opened[name] ?? '']));
}

/** Their values as the row shows them, to start "Use mine" from: an absent field shows empty. */
export function shownTheirs(conflict: EditConflict): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.keys(conflict.mine).map((name) => [
      name,
      conflict.theirs[name] ?? (Array.isArray(conflict.mine[name]) ? [] : ''),
    ]),
  );
}

/** "Changed by dana@example.com at Dec 7, 2026, 2:05 PM since you opened it", in the reader's time zone. */
export function editConflictMessage(
  conflict: Pick<ChangedSinceOpened, 'changedBy' | 'changedAt'>,
  format = changeTimeFormat,
): string {
  return changedSinceOpenedMessage(
    conflict.changedBy,
    conflict.changedAt === undefined ? undefined : format.format(conflict.changedAt),
  );
}
