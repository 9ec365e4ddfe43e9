import { z } from 'zod';

// A shard of the counted figures: which users count in it and under which figures (`members/{directoryKey}`,
// the figures joined by `/`, a character no figure's key holds), and the figures themselves, always recounted
// from the members in the same transaction that changes one. So a figure is exactly what its members say, however
// often or late an event is handled, and a member written by the backfill is counted by the next recount.
export interface CounterShard {
  members: Record<string, string>;
  figures: Record<string, number>;
  version: number;
}

const memberSeparator = '/';

const storedShardSchema = z
  .object({
    members: z.record(z.string(), z.string()).catch({}),
    counts: z
      .object({ figures: z.record(z.string(), z.number()).catch({}), version: z.number().catch(0) })
      .catch({ figures: {}, version: 0 }),
  })
  .partial();

export function readCounterShard(stored: unknown): CounterShard {
  const parsed = storedShardSchema.safeParse(stored ?? {});
  const shard = parsed.success ? parsed.data : {};
  return {
    members: shard.members ?? {},
    figures: shard.counts?.figures ?? {},
    version: shard.counts?.version ?? 0,
  };
}

export function storedCounterShard(shard: CounterShard) {
  return { members: shard.members, counts: { figures: shard.figures, version: shard.version } };
}

export function memberValue(metrics: readonly string[]): string {
  return metrics.join(memberSeparator);
}

// A figure that falls to zero stays, as zero, so that publishing the shard's figures also clears it.
function recounted(
  members: Record<string, string>,
  previous: Record<string, number>,
): Record<string, number> {
  const figures: Record<string, number> = Object.fromEntries(
    Object.keys(previous).map((metric) => [metric, 0]),
  );
  for (const value of Object.values(members)) {
    if (value === '') continue;
    for (const metric of value.split(memberSeparator)) figures[metric] = (figures[metric] ?? 0) + 1;
  }
  return figures;
}

/**
 * The shard with one user's membership set to `metrics` (none: the user leaves it) and every figure recounted;
 * undefined when that changes nothing, so the transaction can stop without writing.
 */
export function shardWithMember(
  shard: CounterShard,
  key: string,
  metrics: readonly string[],
): CounterShard | undefined {
  const value = memberValue(metrics);
  const members = { ...shard.members };
  if (value === '') delete members[key];
  else members[key] = value;
  const figures = recounted(members, shard.figures);
  if ((shard.members[key] ?? '') === value && sameFigures(figures, shard.figures)) return undefined;
  return { members, figures, version: shard.version + 1 };
}

/** The shard with its figures recounted from its members (the backfill writes members only). */
export function shardRecounted(shard: CounterShard): CounterShard | undefined {
  const figures = recounted(shard.members, shard.figures);
  if (sameFigures(figures, shard.figures)) return undefined;
  return { ...shard, figures, version: shard.version + 1 };
}

function sameFigures(first: Record<string, number>, second: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
  return [...keys].every((key) => first[key] === second[key]);
}

/** The figures whose value differs between two states of a shard. */
export function changedFigures(before: CounterShard, after: CounterShard): string[] {
  const keys = new Set([...Object.keys(before.figures), ...Object.keys(after.figures)]);
  return [...keys].filter((key) => before.figures[key] !== after.figures[key]);
}
