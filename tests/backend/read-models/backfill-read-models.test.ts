import { spawnSync } from 'node:child_process';
import {
  activeUsersMetric,
  activeUserWindows,
  databasePaths,
  directoryKey,
  mediaHashesPath,
  mediaLibraryPath,
  mediaSearchGramCountsPath,
  mediaSearchListedPath,
  mediaSearchPath,
  readModelPaths,
  readModelRoot,
  signInBlockPath,
} from '@management-center/contract';
import { projectFile } from '@management-center/emulators/launcher/project';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const backend = inject('backend');

function backfill(...args: string[]) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      projectFile('tools/backfill-read-models.ts'),
      ...args,
      '--project',
      backend.projectId,
    ],
    { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
  );
}

type Tree = Record<string, unknown>;

// Keyed by numbers, a node may be read as an array (null where no key is): as an object of its keys here.
function entriesOf(node: unknown): Array<[string, unknown]> {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).filter(([, value]) => value !== null && value !== undefined);
}

function withoutZeros(node: unknown): Tree {
  return Object.fromEntries(entriesOf(node).filter(([, value]) => value !== 0));
}

// The active users are counted by a daily job over the sign-in accounts, not from the records.
function withoutActiveUsers(totals: unknown): Tree {
  return Object.fromEntries(entriesOf(totals).filter(([name]) => !activeUserMetrics.has(name)));
}

const activeUserMetrics = new Set(activeUserWindows.map(activeUsersMetric));

// The media library's read models, which the content and the bucket give, not the users' records: the media
// library's own backfill builds them.
const mediaReadModels = [
  mediaLibraryPath,
  mediaHashesPath,
  mediaSearchPath,
  mediaSearchGramCountsPath,
  mediaSearchListedPath,
].map((path) => path.slice(readModelRoot.length + 1));

/**
 * The read models as both ways of building them must leave them: without the shards' versions (how often a shard
 * changed), figures that fell to zero (a trigger keeps them as 0, a recount from nothing never writes them), the
 * refresh claims (none once the triggers are idle), the active users and the media library's.
 */
function comparable(readModels: unknown): Tree {
  const { counterShards, counts, searchGramCounts, refreshClaims, homeFigures, chartDays, ...all } =
    (readModels ?? {}) as Tree;
  expect(refreshClaims ?? null).toBeNull();
  const rest = Object.fromEntries(Object.entries(all).filter(([name]) => !mediaReadModels.includes(name)));
  return {
    ...rest,
    homeFigures: withoutActiveUsers(homeFigures),
    chartDays: Object.fromEntries(
      entriesOf(chartDays)
        .map(([day, totals]) => [day, withoutActiveUsers(totals)] as const)
        .filter(([, totals]) => Object.keys(totals).length > 0),
    ),
    searchGramCounts: withoutZeros(searchGramCounts),
    counts: Object.fromEntries(entriesOf(counts).map(([metric, shards]) => [metric, withoutZeros(shards)])),
    counterShards: Object.fromEntries(
      entriesOf(counterShards)
        .map(([shard, stored]) => {
          const { members, counts: shardCounts } = stored as { members?: Tree; counts?: { figures?: Tree } };
          return [shard, { members: members ?? {}, figures: withoutZeros(shardCounts?.figures) }] as const;
        })
        .filter(
          ([, shard]) => Object.keys(shard.members).length > 0 || Object.keys(shard.figures).length > 0,
        ),
    ),
  };
}

const run = `bf${Date.now().toString(36)}`;
const records: Tree = {
  [`${databasePaths.normalUsers}/${run}-a`]: {
    username: 'Backfilled Anna',
    email: 'anna@example.com',
    userType: 'normal',
    registrationDetails: { age: 40, height: 165, weight: 60 },
    feedback: {
      timestamp: Date.UTC(2026, 8, 1),
      category: 'Friends',
      rating: 2,
      review: 'Hard to find friends.',
      approveFeedback: false,
    },
  },
  [`${databasePaths.normalUsers}/${run}-b`]: { username: 'Bo', email: 'bo@example.com', userType: 'Normal' },
  [`${databasePaths.businessUsers}/${run}-c`]: {
    username: 'Cardio Club',
    email: 'club@example.com',
    userType: 'business',
    isApproveUser: true,
    approvalEmail: { status: 'failed', at: 1, message: 'Mailbox full' },
  },
  [`${databasePaths.businessUsers}/${run}-d`]: {
    username: 'Dumbbell Den',
    email: 'den@example.com',
    userType: 'business',
    isApproveUser: false,
  },
  // Disabled sign-ins, which the directory entries mark: the backfill finds them by each page's range of keys.
  [signInBlockPath(`${run}-a`)]: { reason: 'Spam', disabledAt: 1, disabledBy: 'admin@example.com' },
  [signInBlockPath(`${run}-d`)]: {
    reason: 'Fraud',
    disabledAt: 1,
    disabledBy: 'admin@example.com',
    until: 2,
  },
};

describe('npm run read-models:backfill', () => {
  const app = adminAppForSuite();
  let database: Database;

  beforeAll(async () => {
    database = getDatabase(app);
    await readModelsSettled();
    // Every record gets its read models: the demo data restored before this suite left them out.
    expect(backfill().status).toBe(0);
    await database.ref().update(records);
    await database.ref(`${databasePaths.normalUsers}/${run}-b/username`).set('Bodil');
    await readModelsSettled();
  }, 120_000);

  afterAll(async () => {
    await database.ref().update(Object.fromEntries(Object.keys(records).map((path) => [path, null])));
    await readModelsSettled();
  });

  it('builds from the records alone the same read models and figures as the triggers did', async () => {
    const built = comparable((await database.ref(readModelRoot).get()).val());
    expect(Object.keys(built.counts as Tree).length).toBeGreaterThan(0);
    const marked = Object.entries(
      (await database.ref(readModelPaths.userDirectory).get()).val() as Record<
        string,
        { signInDisabled?: true }
      >,
    ).flatMap(([key, entry]) => (entry.signInDisabled ? [key] : []));
    expect(marked.sort()).toEqual([directoryKey('business', `${run}-d`), directoryKey('normal', `${run}-a`)]);
    await database.ref(readModelRoot).remove();

    const result = backfill('--page-size', '7');

    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const users = Object.keys((await database.ref(databasePaths.normalUsers).get()).val() ?? {}).length;
    const businessUsers = Object.keys(
      (await database.ref(databasePaths.businessUsers).get()).val() ?? {},
    ).length;
    expect(result.stdout).toContain(`normal users: 7\n`);
    expect(result.stdout).toContain(`normal users: ${users}\n`);
    expect(result.stdout).toContain(`business users: ${businessUsers}\n`);
    expect(result.stdout).toContain(`Done: ${users + businessUsers} users`);
    expect(comparable((await database.ref(readModelRoot).get()).val())).toEqual(built);
  });

  it('changes nothing when run again', async () => {
    const before = (await database.ref(readModelRoot).get()).val();
    expect(backfill().status).toBe(0);
    expect(comparable((await database.ref(readModelRoot).get()).val())).toEqual(comparable(before));
  });

  it('refuses a real project without a database URL, and a bad page size', () => {
    const real = spawnSync(
      process.execPath,
      ['--import', 'tsx', projectFile('tools/backfill-read-models.ts'), '--project', 'some-real-project'],
      { cwd: projectFile('.'), encoding: 'utf8' },
    );
    expect(real.status).toBe(1);
    expect(real.stderr).toMatch(/--database-url/);
    const badPage = backfill('--page-size', '0');
    expect(badPage.status).toBe(1);
    expect(badPage.stderr).toMatch(/page size/);
  });
});
