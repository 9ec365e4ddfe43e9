import {
  counterShardOf,
  type DirectoryKey,
  readModelPaths,
  searchGramKey,
  searchGramsOfName,
  type UserKind,
  userReadModelsOf,
} from '@management-center/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CounterShard, memberValue, shardRecounted, shardWithMember } from './counter-shard.ts';
import { listedNameOf, type ReadModelStore, type StoredUser } from './read-model-store.ts';
import {
  type ClaimOutcome,
  claimed,
  type RefreshClaim,
  type ReleaseOutcome,
  released,
} from './refresh-claim.ts';
import { refreshUserReadModels } from './refresh-user-read-models.ts';
import { userReadModelUpdate } from './user-read-model-update.ts';

// An in-memory database behind the store: the app's records, the read models as flat paths, the counter shards and
// their published figures. Every operation takes effect at once when it runs, like one database request; `step`
// decides when each runs, so a test can interleave the operations of concurrent refreshes and record changes.
class MemoryReadModelStore implements ReadModelStore {
  readonly records = new Map<string, unknown>();
  readonly signInBlocks = new Map<string, unknown>();
  readonly paths = new Map<string, unknown>();
  readonly shards = new Map<number, CounterShard>();
  readonly published = new Map<string, number>();
  readonly claims = new Map<string, RefreshClaim>();
  // The clock the claims' leases are read against.
  now = 0;

  constructor(public step: (label: string) => Promise<void> = async () => {}) {}

  setRecord(kind: UserKind, userId: string, record: unknown): void {
    if (record === null) this.records.delete(`${kind}/${userId}`);
    else this.records.set(`${kind}/${userId}`, structuredClone(record));
  }

  async readUser(kind: UserKind, userId: string): Promise<StoredUser> {
    await this.step('readUser');
    return {
      record: structuredClone(this.records.get(`${kind}/${userId}`) ?? null),
      signInBlock: structuredClone(this.signInBlocks.get(userId) ?? null),
      accountCreatedAt: null,
    };
  }

  async readListedName(key: DirectoryKey): Promise<string | undefined> {
    await this.step('readListedName');
    const stored = this.paths.get(`${readModelPaths.userDirectory}/${key}`);
    return listedNameOf(
      typeof stored === 'object' && stored !== null && 'nameKey' in stored ? stored.nameKey : undefined,
    );
  }

  async writeUserReadModels(changes: Record<string, unknown>): Promise<void> {
    await this.step('writeUserReadModels');
    for (const [path, value] of Object.entries(changes)) {
      if (value === null || value === undefined) this.paths.delete(path);
      else this.paths.set(path, structuredClone(value));
    }
  }

  async setMembership(key: DirectoryKey, metrics: readonly string[]): Promise<void> {
    await this.step('setMembership');
    const shard = counterShardOf(key);
    this.transact(shard, (current) => shardWithMember(current, key, metrics));
  }

  async claimRefresh(key: DirectoryKey, handling: string): Promise<ClaimOutcome> {
    await this.step('claimRefresh');
    const { claim, outcome } = claimed(this.claims.get(key), handling, this.now);
    this.claims.set(key, claim);
    return outcome;
  }

  async releaseRefresh(key: DirectoryKey, handling: string, giveUp?: boolean): Promise<ReleaseOutcome> {
    await this.step('releaseRefresh');
    const { claim, outcome } = released(this.claims.get(key), handling, this.now, giveUp);
    if (claim) this.claims.set(key, claim);
    else this.claims.delete(key);
    return outcome;
  }

  async recountShard(shard: number): Promise<void> {
    await this.step('recountShard');
    this.transact(shard, shardRecounted);
  }

  async republishShard(shard: number): Promise<void> {
    await this.step('republishShard');
    this.publish(shard);
  }

  private transact(shard: number, change: (current: CounterShard) => CounterShard | undefined): void {
    const current = this.shards.get(shard) ?? { members: {}, figures: {}, version: 0 };
    const next = change(current);
    if (!next) return;
    this.shards.set(shard, next);
    this.publish(shard);
  }

  private publish(shard: number): void {
    for (const [metric, figure] of Object.entries(this.shards.get(shard)?.figures ?? {})) {
      if (figure === 0) this.published.delete(`${metric}/${shard}`);
      else this.published.set(`${metric}/${shard}`, figure);
    }
  }
}

/** The read models and figures that must be stored for these users' records, and those actually stored. */
function expectedState(users: ReadonlyArray<{ kind: UserKind; userId: string; record: unknown }>) {
  const paths: Record<string, unknown> = {};
  const members = new Map<number, Record<string, string>>();
  const published: Record<string, number> = {};
  for (const { kind, userId, record } of users) {
    const models = userReadModelsOf(kind, userId, record);
    for (const [path, value] of Object.entries(userReadModelUpdate(models, undefined))) {
      if (value !== null) paths[path] = JSON.parse(JSON.stringify(value));
    }
    const shard = counterShardOf(models.key);
    if (models.metrics.length > 0) {
      members.set(shard, { ...members.get(shard), [models.key]: memberValue(models.metrics) });
      for (const metric of models.metrics) {
        published[`${metric}/${shard}`] = (published[`${metric}/${shard}`] ?? 0) + 1;
      }
    }
  }
  return { paths, members: Object.fromEntries(members), published };
}

function storedState(store: MemoryReadModelStore) {
  // The approximate sizes of the search lists are not part of what must be exact.
  const paths = Object.fromEntries(
    [...store.paths]
      .filter(([path]) => !path.startsWith(`${readModelPaths.searchGramCounts}/`))
      .map(([path, value]) => [path, JSON.parse(JSON.stringify(value))]),
  );
  const members = Object.fromEntries(
    [...store.shards]
      .filter(([, shard]) => Object.keys(shard.members).length > 0)
      .map(([n, s]) => [n, s.members]),
  );
  return { paths, members, published: Object.fromEntries(store.published) };
}

function expectFiguresMatchMembers(store: MemoryReadModelStore): void {
  for (const shard of store.shards.values()) {
    const counted: Record<string, number> = {};
    for (const value of Object.values(shard.members)) {
      for (const metric of value.split('/')) counted[metric] = (counted[metric] ?? 0) + 1;
    }
    for (const [metric, figure] of Object.entries(shard.figures)) expect(figure).toBe(counted[metric] ?? 0);
  }
}

const feedback = fc.record({
  timestamp: fc.integer({ min: 0, max: 2e12 }),
  category: fc.constantFrom('Workouts', 'Nutrition', 'Other'),
  rating: fc.integer({ min: 1, max: 5 }),
  review: fc.constant('A review.'),
  approveFeedback: fc.boolean(),
});

// Few names, sharing letters, so renames keep some search lists and leave others.
const username = fc.constantFrom('abc', 'bcd', 'Ab', 'xyz', 'a', '');

function recordOf(kind: UserKind): fc.Arbitrary<unknown> {
  const normal = fc.record(
    {
      username,
      email: fc.constantFrom('a@example.com', 'b@example.com'),
      userType: fc.constantFrom('normal', 'Normal', 'business'),
      registrationDetails: fc.constant({ age: 30, height: 170, weight: 70 }),
      feedback,
    },
    { requiredKeys: ['username', 'email', 'userType'] },
  );
  const business = fc.record(
    {
      username,
      email: fc.constantFrom('a@example.com', 'b@example.com'),
      userType: fc.constantFrom('business', 'normal'),
      isApproveUser: fc.boolean(),
      approvalEmail: fc.record({
        status: fc.constantFrom('sent', 'failed'),
        at: fc.constant(1),
        message: fc.constant('Mailbox full'),
      }),
    },
    { requiredKeys: ['username', 'email', 'userType'] },
  );
  return fc.option(kind === 'normal' ? normal : business, { nil: null });
}

const kind = fc.constantFrom<UserKind>('normal', 'business');

const history = kind.chain((userKind) =>
  fc.record({
    kind: fc.constant(userKind),
    initial: recordOf(userKind),
    // Each change is an event the trigger handles once or twice.
    changes: fc.array(fc.record({ record: recordOf(userKind), events: fc.integer({ min: 1, max: 2 }) }), {
      minLength: 1,
      maxLength: 4,
    }),
  }),
);

describe('refreshUserReadModels', () => {
  it("writes a user's read models and membership from the record, and removes them with the record", async () => {
    const store = new MemoryReadModelStore();
    const record = {
      username: 'Abc',
      email: 'a@example.com',
      userType: 'normal',
      feedback: { timestamp: 5, category: 'Workouts', rating: 4, review: 'Fine.', approveFeedback: false },
    };
    store.setRecord('normal', 'u1', record);
    await refreshUserReadModels(store, 'normal', 'u1', nextEvent());
    expect(storedState(store)).toEqual(expectedState([{ kind: 'normal', userId: 'u1', record }]));
    expect(store.paths.get(`${readModelPaths.feedbackQueue}/u1`)).toBeDefined();

    store.setRecord('normal', 'u1', { ...record, username: 'xyz' });
    await refreshUserReadModels(store, 'normal', 'u1', nextEvent());
    expect(store.paths.has(`${readModelPaths.userSearch}/a/normal:u1`)).toBe(false);
    expect(store.paths.get(`${readModelPaths.userSearch}/xyz/normal:u1`)).toBe('normal xyz\tu');

    store.setRecord('normal', 'u1', null);
    await refreshUserReadModels(store, 'normal', 'u1', nextEvent());
    expect(storedState(store)).toEqual({ paths: {}, members: {}, published: {} });
  });

  it('leaves the search lists of the name an entry stored in an older shape was written for', async () => {
    const store = new MemoryReadModelStore();
    // As stored before the entries had a status order and the lists' values a status.
    store.paths.set(`${readModelPaths.userDirectory}/normal:u1`, {
      id: 'u1',
      kind: 'normal',
      username: 'Abc',
      nameKey: 'abc',
      kindNameKey: 'normal abc',
    });
    for (const gram of searchGramsOfName('abc')) {
      store.paths.set(`${readModelPaths.userSearch}/${searchGramKey(gram)}/normal:u1`, 'normal abc');
    }
    const record = { username: 'Bcd', email: 'b@example.com', userType: 'normal' };
    store.setRecord('normal', 'u1', record);
    await refreshUserReadModels(store, 'normal', 'u1', nextEvent());
    expect(storedState(store)).toEqual(expectedState([{ kind: 'normal', userId: 'u1', record }]));
  });

  it("marks the user's entry while the console blocks their sign-in, even when the block lands during a refresh", async () => {
    const block = { reason: 'Chargeback', disabledAt: 1, disabledBy: 'admin@example.com' };
    let blockDuringRefresh = true;
    const store: MemoryReadModelStore = new MemoryReadModelStore(async (label) => {
      // The disabling call writes its block after this refresh read the user, then asks for a refresh of its own.
      if (label === 'writeUserReadModels' && blockDuringRefresh) {
        blockDuringRefresh = false;
        store.signInBlocks.set('b1', block);
        await refreshUserReadModels(store, 'business', 'b1', 'disabling-call');
      }
    });
    store.setRecord('business', 'b1', { username: 'Gym', email: 'g@example.com', userType: 'business' });
    await refreshUserReadModels(store, 'business', 'b1', nextEvent());
    const entryPath = `${readModelPaths.userDirectory}/business:b1`;
    expect(store.paths.get(entryPath)).toMatchObject({ username: 'Gym', signInDisabled: true });

    store.signInBlocks.delete('b1');
    await refreshUserReadModels(store, 'business', 'b1', nextEvent());
    expect(store.paths.get(entryPath)).not.toHaveProperty('signInDisabled');
  });

  it('changes nothing when the same event is handled again', async () => {
    const store = new MemoryReadModelStore();
    store.setRecord('business', 'b1', { username: 'Gym', email: 'g@example.com', userType: 'business' });
    await refreshUserReadModels(store, 'business', 'b1', nextEvent());
    const before = structuredClone(storedState(store));
    const shards = structuredClone([...store.shards]);
    await refreshUserReadModels(store, 'business', 'b1', nextEvent());
    expect(storedState(store)).toEqual(before);
    expect([...store.shards]).toEqual(shards);
  });

  it('fails, for the trigger to retry, when the record never stops changing', async () => {
    let version = 0;
    const store: MemoryReadModelStore = new MemoryReadModelStore(async (label) => {
      if (label === 'readUser') {
        version += 1;
        store.setRecord('normal', 'u1', {
          username: `n${version}`,
          email: 'a@example.com',
          userType: 'normal',
        });
      }
    });
    await expect(refreshUserReadModels(store, 'normal', 'u1', nextEvent())).rejects.toThrow(/kept changing/);
  });

  it('leaves the read models of the final record, and figures equal to the members, however concurrent refreshes, repeated and reordered events and record changes interleave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), history, async (scheduler, { kind: userKind, initial, changes }) => {
        const store = new MemoryReadModelStore();
        const userId = 'u1';
        // Another user counted in the same shard, whose membership must survive.
        const otherId = sameShardAs(userKind, userId);
        const other = { username: 'other', email: 'o@example.com', userType: userKind };
        store.setRecord(userKind, otherId, other);
        await refreshUserReadModels(store, userKind, otherId, nextEvent());
        store.setRecord(userKind, userId, initial);
        await refreshUserReadModels(store, userKind, userId, nextEvent());
        store.step = (label) => scheduler.schedule(Promise.resolve(), label);

        // The trigger declares `retry: true`: a handling that fails is handled again, under the same event id.
        const handle = async (eventId: string): Promise<void> => {
          for (let attempt = 1; ; attempt += 1) {
            try {
              return await refreshUserReadModels(store, userKind, userId, eventId);
            } catch (error) {
              if (attempt === 50) throw error;
              await scheduler.schedule(Promise.resolve(), `retry of ${eventId}`);
            }
          }
        };
        const refreshes: Promise<void>[] = [];
        const writes = changes.map(({ record, events }, index) =>
          scheduler.schedule(Promise.resolve(), `record change ${index}`).then(() => {
            store.setRecord(userKind, userId, record);
            // One event per change, delivered once or twice (the copies share its id), each copy when the scheduler
            // lets it: late, out of order and at the same time as others.
            const eventId = nextEvent();
            for (let copy = 0; copy < events; copy += 1) {
              refreshes.push(
                scheduler.schedule(Promise.resolve(), `event ${index}.${copy}`).then(() => handle(eventId)),
              );
            }
          }),
        );
        // Every event is pushed by the time its change is written.
        await scheduler.waitFor(Promise.all(writes).then(() => Promise.all(refreshes)));

        const final = store.records.get(`${userKind}/${userId}`) ?? null;
        expect(storedState(store)).toEqual(
          expectedState([
            { kind: userKind, userId, record: final },
            { kind: userKind, userId: otherId, record: other },
          ]),
        );
        expectFiguresMatchMembers(store);
        expect(store.claims.size).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

let events = 0;
function nextEvent(): string {
  events += 1;
  return `event-${events}`;
}

function sameShardAs(kind: UserKind, userId: string): string {
  const shard = counterShardOf(`${kind}:${userId}`);
  for (let n = 0; ; n += 1) if (counterShardOf(`${kind}:other${n}`) === shard) return `other${n}`;
}
