import { spawnSync } from 'node:child_process';
import {
  databasePaths,
  type ImageUse,
  imageUsePlaceText,
  mediaImageKey,
  mediaImagePath,
  mediaImageSchema,
  mediaLibraryPath,
  mediaSearchGramCountsPath,
  mediaSearchListedPath,
  mediaSearchPath,
  mediaSearchValueOf,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import { projectFile } from '@management-center/emulators/launcher/project';
import { describe, expect, inject, it } from 'vitest';
import { imageUsesInContent, nodeReader } from '../../../functions/src/media/image-keys.ts';
import { contentAccess, imageSamples } from '../site-content/content-fixtures.ts';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { newSiteItemInput } from '../support/site-items.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// `npm run media:backfill` against this suite's local backend: a project whose images were stored before the
// library (entries missing, uses lost) gets the library the triggers would have built.
const backend = inject('backend');
const app = adminAppForSuite();
const content = contentAccess(app);
const run = Date.now().toString(36);

function backfill(...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', projectFile('tools/backfill-media-library.ts'), ...args],
    { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
  );
}

function pngOf(label: string): Buffer {
  return Buffer.concat([imageSamples['image/png'], Buffer.from(`${run} ${label}`)]);
}

async function library(): Promise<Record<string, unknown>> {
  return ((await content.read(mediaLibraryPath)) ?? {}) as Record<string, unknown>;
}

// The uses a scan of both websites finds, by image key: what every entry's uses must be.
async function scannedUses(): Promise<Record<string, Record<string, ImageUse>>> {
  const trees = {
    [databasePaths.productWebsite]: await content.read(databasePaths.productWebsite),
    [databasePaths.businessUserWebsite]: await content.read(databasePaths.businessUserWebsite),
  };
  const found: Record<string, Record<string, ImageUse>> = {};
  for (const { imageKey, useKey, use } of imageUsesInContent(nodeReader(trees), content.bucket.name)) {
    found[imageKey] = { ...found[imageKey], [useKey]: use };
  }
  return found;
}

async function mediaReadModels() {
  const paths = [mediaLibraryPath, mediaSearchPath, mediaSearchListedPath, mediaSearchGramCountsPath];
  return Promise.all(paths.map((path) => content.read(path)));
}

describe('npm run media:backfill', () => {
  it('lists the images stored before the library with their uses, and changes nothing when run again', async () => {
    const member = newSiteItemInput(app, 'productAboutUsMember');
    await callAs(administrator, 'addSiteItem', member);
    await callAs(administrator, 'updateSiteContent', {
      ...member,
      fields: { description: 'Kai Ito / Coach / Run' },
    });
    const { objectPath } = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        ...member,
        fileName: 'kai.png',
        contentType: 'image/png',
        data: pngOf('kai').toString('base64'),
      }),
    );
    const used = mediaImageKey(objectPath);
    // Stored in a content folder by other means: no upload wrote its entry, no row shows it.
    const strayPath = `BusinessAboutMembers/${Date.now()}stray-${run}.png`;
    await content.bucket.file(strayPath).save(pngOf('stray'), { contentType: 'image/png' });
    const stray = mediaImageKey(strayPath);
    await readModelsSettled();
    const [someOther] = Object.keys(await library()).filter((key) => key !== used);
    if (someOther === undefined) throw new Error('The demo library has other images');

    // As before the library: the used image has no entry, another lost its uses.
    await content.database.ref().update({
      [mediaImagePath(used)]: null,
      [`${mediaImagePath(someOther)}/uses`]: null,
    });
    expect(await content.read(mediaImagePath(stray))).toBeNull();

    const result = backfill('--project', backend.projectId);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const entries = await library();
    const count = Object.keys(entries).length;
    const scanned = await scannedUses();
    const shown = Object.keys(entries).filter((key) => scanned[key] !== undefined).length;
    expect(result.stdout).toContain(`Done: ${count} images in the library, ${shown} shown by a row`);

    expect(mediaImageSchema.parse(entries[used])).toMatchObject({
      objectPath,
      fileName: 'kai.png',
      folder: 'AboutMembers',
      width: 2,
      height: 2,
    });
    expect(Object.values(mediaImageSchema.parse(entries[used]).uses ?? {}).map(imageUsePlaceText)).toEqual([
      'Product website › About Us › Members › Kai Ito',
    ]);
    const strayEntry = mediaImageSchema.parse(entries[stray]);
    expect(strayEntry.fileName).toBe(`stray-${run}.png`);
    expect(strayEntry.uses).toBeUndefined();
    for (const [imageKey, entry] of Object.entries(entries)) {
      expect(mediaImageSchema.parse(entry).uses ?? {}, imageKey).toEqual(scanned[imageKey] ?? {});
      // Searchable as the entry reads.
      expect(await content.read(`${mediaSearchListedPath}/${imageKey}`)).toBe(
        mediaSearchValueOf(mediaImageSchema.parse(entry)),
      );
    }

    const built = await mediaReadModels();
    expect(backfill('--project', backend.projectId).status).toBe(0);
    expect(await mediaReadModels()).toEqual(built);

    await callAs(administrator, 'deleteSiteItem', member);
    await callAs(administrator, 'deleteMediaImages', { imageKeys: [stray] });
  });

  it('asks a real project for its database URL and its bucket', () => {
    const noUrl = backfill('--project', 'some-real-project');
    expect(noUrl.status).toBe(1);
    expect(noUrl.stderr).toMatch(/--database-url/);
    const noBucket = backfill('--project', 'some-real-project', '--database-url', 'https://x.firebaseio.com');
    expect(noBucket.status).toBe(1);
    expect(noBucket.stderr).toMatch(/--bucket/);
  });
});
