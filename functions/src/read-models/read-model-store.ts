import {
  accountCreationTimesPath,
  counterShardOf,
  type DirectoryKey,
  type OutboxMemberKey,
  readModelPaths,
  signInBlockPath,
  type UserKind,
  userRecordPath,
} from '@management-center/contract';
import type { Database } from 'firebase-admin/database';
import { serverIncrement } from '../platform/firebase.ts';
import {
  type CounterShard,
  changedFigures,
  readCounterShard,
  shardRecounted,
  shardWithMember,
  storedCounterShard,
} from './counter-shard.ts';
import { publishTotals } from './figure-totals.ts';
import {
  type ClaimOutcome,
  claimed,
  type ReleaseOutcome,
  readRefreshClaim,
  released,
} from './refresh-claim.ts';

/**
 * What a user's read models are derived from, as stored: their record, the console's block of their sign-in, and
 * when their account was created.
 */
export interface StoredUser {
  record: unknown;
  signInBlock: unknown;
  accountCreatedAt: unknown;
}

export async function readStoredUser(
  database: Database,
  kind: UserKind,
  userId: string,
): Promise<StoredUser> {
  const [record, signInBlock, accountCreatedAt] = await Promise.all([
    database.ref(userRecordPath(kind, userId)).get(),
    database.ref(signInBlockPath(userId)).get(),
    database.ref(`${accountCreationTimesPath}/${userId}`).get(),
  ]);
  return { record: record.val(), signInBlock: signInBlock.val(), accountCreatedAt: accountCreatedAt.val() };
}

// Where the trigger, the backfill and the repair read and write the read models.
export interface ReadModelStore {
  readUser(kind: UserKind, userId: string): Promise<StoredUser>;
  // The name the user's search lists were written for: the stored directory entry's `nameKey`, whatever else that
  // entry holds (one stored before a change of the entry's shape still names the lists to leave).
  readListedName(key: DirectoryKey): Promise<string | undefined>;
  // One multi-path update: the user's entries, and the approximate sizes of the search lists it joined or left.
  writeUserReadModels(changes: Record<string, unknown>, gramCountChanges: Map<string, number>): Promise<void>;
  // One member's figures (a user's, or an approval e-mail's), in one transaction on its shard; then the shard's
  // figures are published.
  setMembership(key: DirectoryKey | OutboxMemberKey, metrics: readonly string[]): Promise<void>;
  // Whether this handling now refreshes the user's read models; if another does, it is asked to pass again.
  claimRefresh(key: DirectoryKey, handling: string): Promise<ClaimOutcome>;
  releaseRefresh(key: DirectoryKey, handling: string, giveUp?: boolean): Promise<ReleaseOutcome>;
  // Like the copies of republishShard, the totals are the caller's to rebuild.
  recountShard(shard: number): Promise<void>;
  // Copies every figure of the shard again (and clears its copies of `alsoClear`'s figures where it counts none):
  // heals a copy lost when a worker stopped between commit and copy. The totals are not written: the caller
  // rebuilds them all at once afterwards (figure-totals.ts).
  republishShard(shard: number, alsoClear?: readonly string[]): Promise<void>;
}

/** The name a stored directory entry's search lists were written for; undefined for none, or no name. */
export function listedNameOf(storedNameKey: unknown): string | undefined {
  return typeof storedNameKey === 'string' ? storedNameKey : undefined;
}

function shardPath(shard: number): string {
  return `${readModelPaths.counterShards}/${shard}`;
}

export function readModelStore(database: Database): ReadModelStore {
  async function readShardCounts(shard: number): Promise<CounterShard> {
    const counts = (await database.ref(`${shardPath(shard)}/counts`).get()).val();
    return readCounterShard({ counts });
  }

  // The figures are copied to `counts/{metric}/{shard}` after the shard's transaction, then the home page's totals
  // of them. A copy that lands after a later one would leave an old figure, so each copier reads the shard again
  // and copies once more what moved.
  async function publish(
    shard: number,
    published: CounterShard,
    metrics: readonly string[],
    withTotals: boolean,
  ): Promise<void> {
    let current = published;
    let copied = metrics;
    for (;;) {
      if (copied.length > 0) {
        await database
          .ref()
          .update(
            Object.fromEntries(
              copied.map((metric) => [
                `${readModelPaths.counts}/${metric}/${shard}`,
                current.figures[metric] || null,
              ]),
            ),
          );
      }
      if (withTotals) await publishTotals(database, copied);
      const latest = await readShardCounts(shard);
      if (latest.version === current.version) return;
      // Only a figure that moved since this copy can have been overwritten by it.
      copied = changedFigures(current, latest);
      current = latest;
    }
  }

  async function transactShard(
    shard: number,
    change: (current: CounterShard) => CounterShard | undefined,
    withTotals: boolean,
  ): Promise<void> {
    let before: CounterShard | undefined;
    let after: CounterShard | undefined;
    // The SDK first calls the update with what it has cached, which for a shard nobody listens to is nothing, and
    // again with the server's value when that differs. "No change" on that first, empty guess must answer it as it
    // is (null) rather than abort, or the transaction would end before the server's value is seen; on a value
    // read from the server it aborts, so an unchanged shard is not written back.
    const result = await database.ref(shardPath(shard)).transaction(
      (stored: unknown) => {
        before = readCounterShard(stored);
        after = change(before);
        if (after) return storedCounterShard(after);
        return stored === null ? null : undefined;
      },
      undefined,
      false,
    );
    if (!result.committed || !before || !after) return;
    await publish(shard, after, changedFigures(before, after), withTotals);
  }

  return {
    async readUser(kind, userId) {
      return readStoredUser(database, kind, userId);
    },
    async readListedName(key) {
      return listedNameOf((await database.ref(`${readModelPaths.userDirectory}/${key}/nameKey`).get()).val());
    },
    async writeUserReadModels(changes, gramCountChanges) {
      const increments = await Promise.all(
        [...gramCountChanges].map(async ([gramKey, change]) => [
          `${readModelPaths.searchGramCounts}/${gramKey}`,
          await serverIncrement(change),
        ]),
      );
      await database.ref().update({ ...changes, ...Object.fromEntries(increments) });
    },
    async setMembership(key, metrics) {
      await transactShard(counterShardOf(key), (current) => shardWithMember(current, key, metrics), true);
    },
    async claimRefresh(key, handling) {
      let outcome: ClaimOutcome = 'holds';
      await database.ref(`${readModelPaths.refreshClaims}/${key}`).transaction(
        (stored: unknown) => {
          const next = claimed(readRefreshClaim(stored), handling, Date.now());
          outcome = next.outcome;
          return next.outcome === 'held by this event' ? (stored ?? null) : next.claim;
        },
        undefined,
        false,
      );
      return outcome;
    },
    async releaseRefresh(key, handling, giveUp) {
      let outcome: ReleaseOutcome = 'lost';
      await database.ref(`${readModelPaths.refreshClaims}/${key}`).transaction(
        (stored: unknown) => {
          const next = released(readRefreshClaim(stored), handling, Date.now(), giveUp);
          outcome = next.outcome;
          // As for the shards: never abort, the first call may not see the stored claim.
          return next.outcome === 'lost' ? (stored ?? null) : (next.claim ?? null);
        },
        undefined,
        false,
      );
      return outcome;
    },
    async recountShard(shard) {
      await transactShard(shard, shardRecounted, false);
    },
    async republishShard(shard, alsoClear = []) {
      const current = await readShardCounts(shard);
      await publish(shard, current, [...new Set([...Object.keys(current.figures), ...alsoClear])], false);
    },
  };
}
