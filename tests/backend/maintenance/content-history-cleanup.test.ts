import {
  contentVersionPath,
  databasePaths,
  dayMs,
  runCleanupOutputSchema,
  siteContentPath,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentAccess, imageSamples } from '../site-content/content-fixtures.ts';
import { latestVersionOf } from '../site-content/content-history-fixtures.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The content history in runCleanup, through the Functions emulator: versions are pruned at the retention's edge
// (CONTENT_HISTORY_RETENTION_DAYS, 90 locally as in production). An object's creation time cannot be set, so every
// image here is fresh and kept by the 24-hour rule whatever links to it: which images the links protect, and that
// those of pruned versions go, is covered by functions/src/maintenance/cleanup.test.ts.
const retentionDays = 90;
// A minute either side of the edge: the run's clock is read a few seconds after this one.
const edgeMarginMs = 60_000;

const app = adminAppForSuite();
const content = contentAccess(app);
const header = siteContentPath('productAboutUsMain');

function version(replacedAt: number, description: string) {
  return {
    target: 'productAboutUsMain',
    node: header,
    change: 'changed',
    value: { Description: description },
    replacedAt,
  };
}

const now = Date.now();
const pastRetention = {
  'past-the-edge': version(now - retentionDays * dayMs - edgeMarginMs, 'Just past the retention'),
  'long-past': version(now - 400 * dayMs, 'Long past the retention'),
};
const withinRetention = {
  'within-the-edge': version(now - retentionDays * dayMs + edgeMarginMs, 'Just within the retention'),
};
let replacedObject: string;
let replacingVersionId: string;

async function keptVersionIds(): Promise<string[]> {
  return Object.keys((await getDatabase(app).ref(databasePaths.contentVersions).get()).val() ?? {});
}

beforeAll(async () => {
  // A real replacement: its version links to the image it replaced.
  replacedObject = content.objectPathOf(await content.imageUrlAt(header, 'image'));
  uploadSiteImageOutputSchema.parse(
    await callAs(administrator, 'uploadSiteImage', {
      target: 'productAboutUsMain',
      fileName: 'newer header.png',
      contentType: 'image/png',
      data: imageSamples['image/png'].toString('base64'),
    }),
  );
  replacingVersionId = (await latestVersionOf(app, header)).versionId;
  await getDatabase(app)
    .ref()
    .update(
      Object.fromEntries(
        Object.entries({ ...pastRetention, ...withinRetention }).map(([id, value]) => [
          contentVersionPath(id),
          value,
        ]),
      ),
    );
});

describe('runCleanup and the content history', () => {
  it('in a dry run, counts the versions past the retention and removes none', async () => {
    const before = await keptVersionIds();
    const report = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: true }));
    expect(report.contentVersions).toBe(Object.keys(pastRetention).length);
    expect(report.dryRun).toBe(true);
    expect((await keptVersionIds()).sort()).toEqual(before.sort());
  });

  it('in a real run, prunes the versions past the retention and keeps those within it, with their images', async () => {
    const report = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: false }));
    expect(report.contentVersions).toBe(Object.keys(pastRetention).length);
    const kept = await keptVersionIds();
    for (const id of Object.keys(pastRetention)) expect(kept).not.toContain(id);
    expect(kept).toEqual(expect.arrayContaining([...Object.keys(withinRetention), replacingVersionId]));
    const [exists] = await getStorage(app).bucket().file(replacedObject).exists();
    expect(exists).toBe(true);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'runCleanup',
      targets: expect.arrayContaining([databasePaths.contentVersions]),
      outcome: 'succeeded',
    });
  });

  it('finds no version to prune on a second run', async () => {
    const report = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: false }));
    expect(report.contentVersions).toBe(0);
  });
});
