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
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The content history in runCleanup, through the Functions emulator: versions are pruned at the retention's edge
// (CONTENT_HISTORY_RETENTION_DAYS, 90 locally as in production), and the images they showed stay: the cleanup
// deletes no image (the media library's Delete is the only way one leaves Storage).
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
// An image that only a version past the retention shows.
const onlyInAPrunedVersion = `ProductAboutUsHeaderImage/${now}only-in-a-pruned-version.png`;
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
  await getStorage(app)
    .bucket()
    .file(onlyInAPrunedVersion)
    .save(imageSamples['image/png'], { contentType: 'image/png' });
  // A real replacement: its version links to the image it replaced.
  const replacedUrl = await content.imageUrlAt(header, 'image');
  replacedObject = content.objectPathOf(replacedUrl);
  uploadSiteImageOutputSchema.parse(
    await callAs(administrator, 'uploadSiteImage', {
      target: 'productAboutUsMain',
      fileName: 'newer header.png',
      contentType: 'image/png',
      data: imageSamples['image/png'].toString('base64'),
    }),
  );
  replacingVersionId = (await latestVersionOf(app, header)).versionId;
  // The long-past version shows its own image, by a download URL like the replaced one's.
  const prunedImageUrl = replacedUrl.replace(
    encodeURIComponent(replacedObject),
    encodeURIComponent(onlyInAPrunedVersion),
  );
  expect(content.objectPathOf(prunedImageUrl)).toBe(onlyInAPrunedVersion);
  const longPast = pastRetention['long-past'];
  await getDatabase(app)
    .ref()
    .update(
      Object.fromEntries(
        Object.entries({
          ...pastRetention,
          'long-past': { ...longPast, value: { ...longPast.value, image: prunedImageUrl } },
          ...withinRetention,
        }).map(([id, value]) => [contentVersionPath(id), value]),
      ),
    );
  // The replacement's uses are in the media library before the runs count its unused images.
  await readModelsSettled();
});

describe('runCleanup and the content history', () => {
  let previewedUnusedImages: unknown;

  it('in a dry run, counts the versions past the retention and removes none', async () => {
    const before = await keptVersionIds();
    const report = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: true }));
    expect(report.contentVersions).toBe(Object.keys(pastRetention).length);
    expect(report.dryRun).toBe(true);
    expect(report.images).toBeUndefined();
    expect(report.unusedImages).toEqual({ count: expect.any(Number), bytes: expect.any(Number) });
    previewedUnusedImages = report.unusedImages;
    expect((await keptVersionIds()).sort()).toEqual(before.sort());
  });

  it('in a real run, prunes the versions past the retention and keeps those within it, and every image', async () => {
    const report = runCleanupOutputSchema.parse(await callAs(administrator, 'runCleanup', { dryRun: false }));
    expect(report.contentVersions).toBe(Object.keys(pastRetention).length);
    expect(report.images).toBeUndefined();
    // Pruning versions changes no content row: the library's unused images are those the preview counted.
    expect(report.unusedImages).toEqual(previewedUnusedImages);
    const kept = await keptVersionIds();
    for (const id of Object.keys(pastRetention)) expect(kept).not.toContain(id);
    expect(kept).toEqual(expect.arrayContaining([...Object.keys(withinRetention), replacingVersionId]));
    const [exists] = await getStorage(app).bucket().file(replacedObject).exists();
    expect(exists).toBe(true);
    const [prunedVersionImageExists] = await getStorage(app).bucket().file(onlyInAPrunedVersion).exists();
    expect(prunedVersionImageExists).toBe(true);
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
