import { spawnSync } from 'node:child_process';
import {
  counterShardOf,
  databasePaths,
  directoryKey,
  readModelPaths,
  readModelRoot,
  runCleanupOutputSchema,
  userCountMetrics,
} from '@management-center/contract';
import { projectFile } from '@management-center/emulators/launcher/project';
import { type Database, getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectFiguresConsistent,
  expectReadModelsOfRecord,
  figure,
} from '../read-models/read-model-state.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The cleanup checks the read models against the records and repairs what drifted. With the few users of the demo
// data, its samples of 200 hold every user, so each corruption made here is found.
const backend = inject('backend');
const app = adminAppForSuite();
let database: Database;
let userId: string;

async function cleanup(dryRun: boolean) {
  return runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun }));
}

async function readModels(): Promise<unknown> {
  return (await database.ref(readModelRoot).get()).val();
}

beforeAll(async () => {
  database = getDatabase(app);
  await readModelsSettled();
  // The demo data restored before this suite has no read models yet: built here, as on a deployed project.
  const backfill = spawnSync(
    process.execPath,
    ['--import', 'tsx', projectFile('tools/backfill-read-models.ts'), '--project', backend.projectId],
    { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
  );
  expect(backfill.status).toBe(0);
  userId = Object.keys((await database.ref(databasePaths.normalUsers).get()).val())[0] ?? '';
}, 120_000);

describe('the read-model check of the cleanup', () => {
  it('finds nothing to repair where the read models are whole', async () => {
    expect((await cleanup(true)).readModels).toEqual({ users: 0, figures: 0, totals: 0 });
  });

  it('reports a corrupted entry and a corrupted figure in a dry run, and changes nothing', async () => {
    const key = directoryKey('normal', userId);
    const shard = counterShardOf(key);
    // Another shard than the entry's, so that the two corruptions are two shards to repair.
    const otherShard = (shard + 1) % 256;
    await database.ref().update({
      [`${readModelPaths.userDirectory}/${key}/username`]: 'Somebody Else',
      [`${readModelPaths.counterShards}/${shard}/counts/figures/${userCountMetrics.normalUsers}`]: 1_000,
      [`${readModelPaths.counts}/${userCountMetrics.normalUsers}/${otherShard}`]: 7,
      [`${readModelPaths.counterShards}/${shard}/members/${key}`]: null,
    });
    const corrupted = await readModels();

    const report = await cleanup(true);

    // A dry run compares the home page's total with the corrupted copies as they stand: it differs from them.
    expect(report.readModels).toEqual({ users: 1, figures: 2, totals: 1 });
    expect(await readModels()).toEqual(corrupted);
  });

  it('repairs them in a real run, and reports what it fixed', async () => {
    const report = await cleanup(false);
    // The user's refresh, before the copies were repaired, summed the corrupted copy into the total: repaired too.
    expect(report.readModels).toEqual({ users: 1, figures: 2, totals: 1 });
    // The run's audit entry names what it repaired: it is a change.
    const entry = await latestAuditEntry(app);
    expect(entry).toMatchObject({
      action: 'runCleanup',
      targets: [readModelPaths.userDirectory, readModelPaths.counts, readModelPaths.homeFigures],
    });
    expect(entry).not.toHaveProperty('changedNothing');
    await readModelsSettled();
    await expectReadModelsOfRecord(database, 'normal', userId);
    await expectFiguresConsistent(database);
    expect((await cleanup(true)).readModels).toEqual({ users: 0, figures: 0, totals: 0 });
  });

  it("repairs the home page's totals: a wrong figure, and a day's series nothing counts", async () => {
    const orphan = `${readModelPaths.chartDays}/2020-01-01/joined~normal`;
    const total = `${readModelPaths.homeFigures}/${userCountMetrics.normalUsers}`;
    const right = await database.ref(total).get();
    expect(right.val()).toBe(await figure(database, userCountMetrics.normalUsers));
    await database.ref().update({ [orphan]: 5, [total]: 999 });
    const corrupted = await readModels();

    expect((await cleanup(true)).readModels).toEqual({ users: 0, figures: 0, totals: 2 });
    expect(await readModels()).toEqual(corrupted);

    expect((await cleanup(false)).readModels).toEqual({ users: 0, figures: 0, totals: 2 });
    expect((await database.ref(orphan).get()).exists()).toBe(false);
    expect((await database.ref(total).get()).val()).toBe(right.val());
    expect((await cleanup(true)).readModels).toEqual({ users: 0, figures: 0, totals: 0 });
  });
});
