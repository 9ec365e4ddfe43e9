import {
  deleteMediaImagesOutputSchema,
  type ImageUse,
  imageUsePlaceText,
  mediaImageKey,
  mediaImagePath,
  mediaImageSchema,
  mediaMessages,
  mediaSearchGramCountPath,
  mediaSearchGramsOfValue,
  mediaSearchItemPath,
  mediaSearchListedPath,
  mediaSearchValueOf,
  replaceImageEverywhereOutputSchema,
  searchGramKey,
  siteContentPath,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUsesInContent, nodeReader } from '../../../functions/src/media/image-keys.ts';
import { contentAccess, imageSamples } from '../site-content/content-fixtures.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, editor } from '../support/clients.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { newSiteItemInput } from '../support/site-items.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The media library through the whole local backend: uploads write its entries, the triggers on the image slots
// keep their uses, and its callables refuse to delete what a row shows.
const app = adminAppForSuite();
const content = contentAccess(app);
const run = Date.now().toString(36);

// A PNG of its own bytes (the library stores the same bytes once), named after `label`.
function pngOf(label: string) {
  return {
    fileName: `${label}.png`,
    contentType: 'image/png',
    data: Buffer.concat([imageSamples['image/png'], Buffer.from(`${run} ${label}`)]).toString('base64'),
  };
}

async function entryOf(imageKey: string) {
  return mediaImageSchema.parse(await content.read(mediaImagePath(imageKey)));
}

async function addMember(description: string): Promise<{ id: string; path: string }> {
  const input = newSiteItemInput(app, 'productAboutUsMember');
  await callAs(administrator, 'addSiteItem', input);
  const path = siteContentPath('productAboutUsMember', input.id);
  await callAs(administrator, 'updateSiteContent', { ...input, fields: { description } });
  return { id: input.id, path };
}

async function uploadTo(id: string, label: string, alt?: string): Promise<string> {
  const { objectPath } = uploadSiteImageOutputSchema.parse(
    await callAs(administrator, 'uploadSiteImage', {
      target: 'productAboutUsMember',
      id,
      ...pngOf(label),
      ...(alt === undefined ? {} : { alt }),
    }),
  );
  return mediaImageKey(objectPath);
}

// What a scan of both websites finds for these images: the reference the triggers' work is held to.
async function scannedUses(imageKeys: readonly string[]): Promise<Record<string, Record<string, ImageUse>>> {
  const trees = {
    ProductWebsite: await content.read('ProductWebsite'),
    BusinessUserWebsite: await content.read('BusinessUserWebsite'),
  };
  const found = imageUsesInContent(nodeReader(trees), content.bucket.name);
  return Object.fromEntries(
    imageKeys.map((imageKey) => [
      imageKey,
      Object.fromEntries(
        found.filter((use) => use.imageKey === imageKey).map(({ useKey, use }) => [useKey, use]),
      ),
    ]),
  );
}

async function keptUses(imageKeys: readonly string[]): Promise<Record<string, Record<string, ImageUse>>> {
  return Object.fromEntries(
    await Promise.all(
      imageKeys.map(async (imageKey) => [imageKey, (await entryOf(imageKey)).uses ?? {}] as const),
    ),
  );
}

// The image's child in each list of `grams`, by gram: null where it is not listed.
async function listedUnder(imageKey: string, grams: Iterable<string>): Promise<Record<string, unknown>> {
  return Object.fromEntries(
    await Promise.all(
      [...grams].map(
        async (gram) => [gram, await content.read(mediaSearchItemPath(gram, imageKey))] as const,
      ),
    ),
  );
}

// What the search lists hold of an image: every list of its entry's grams holds its entry's value.
async function expectListedAsEntry(imageKey: string): Promise<string> {
  const value = mediaSearchValueOf(await entryOf(imageKey));
  const grams = mediaSearchGramsOfValue(value);
  expect(await listedUnder(imageKey, grams)).toEqual(
    Object.fromEntries([...grams].map((gram) => [gram, value])),
  );
  expect(await content.read(`${mediaSearchListedPath}/${imageKey}`)).toBe(value);
  return value;
}

describe('the media library', () => {
  it('keeps an uploaded image with its facts, its alt text beside it in the row, and where it is used', async () => {
    const member = await addMember('Dana Reyes / Coach / Ten years of strength training');
    const imageKey = await uploadTo(member.id, 'dana', 'Dana smiling in the gym');
    await readModelsSettled();
    const entry = await entryOf(imageKey);
    expect(entry).toMatchObject({
      fileName: 'dana.png',
      folder: 'AboutMembers',
      width: 2,
      height: 2,
      contentType: 'image/png',
      alt: 'Dana smiling in the gym',
      uploadedBy: { email: administrator.email },
    });
    expect(Object.values(entry.uses ?? {}).map(imageUsePlaceText)).toEqual([
      'Product website › About Us › Members › Dana Reyes',
    ]);
    expect(await content.read(`${member.path}/imageAlt`)).toBe('Dana smiling in the gym');
  });

  it('takes a row’s own alt text as the image’s when the library has none, and keeps its own after', async () => {
    const first = await addMember('Ana Silva / Coach / Yoga');
    const second = await addMember('Bo Kim / Coach / Pilates');
    const imageKey = await uploadTo(first.id, 'ana');
    await callAs(administrator, 'chooseLibraryImage', {
      target: 'productAboutUsMember',
      id: second.id,
      imageKey,
    });
    await readModelsSettled();
    expect((await entryOf(imageKey)).alt).toBeUndefined();

    await callAs(editor, 'updateSiteContent', {
      target: 'productAboutUsMember',
      id: first.id,
      fields: { imageAlt: 'Ana in a tree pose' },
    });
    await readModelsSettled();
    expect((await entryOf(imageKey)).alt).toBe('Ana in a tree pose');
    expect(await content.read(`${first.path}/imageAlt`)).toBe('Ana in a tree pose');
    // A row's text is its own: the other row showing the image keeps none.
    expect(await content.read(`${second.path}/imageAlt`)).toBeNull();

    await callAs(editor, 'updateSiteContent', {
      target: 'productAboutUsMember',
      id: second.id,
      fields: { imageAlt: '' },
    });
    await readModelsSettled();
    expect(await content.read(`${second.path}/imageAlt`)).toBe('');
    expect((await entryOf(imageKey)).alt).toBe('Ana in a tree pose');
  });

  it('refuses an alt text past 250 characters or not a text wherever one is given, changing nothing', async () => {
    const member = await addMember('Noa Levi / Coach / Boxing');
    const imageKey = await uploadTo(member.id, 'noa', 'Noa at the bag');
    await readModelsSettled();
    const before = { row: await content.read(member.path), entry: await entryOf(imageKey) };
    const locator = { target: 'productAboutUsMember', id: member.id };
    for (const alt of ['x'.repeat(251), 42, null]) {
      const refusals = [
        await callFailure(editor, 'updateSiteContent', { ...locator, fields: { imageAlt: alt } }),
        await callFailure(editor, 'uploadSiteImage', { ...locator, ...pngOf('noa-again'), alt }),
        await callFailure(editor, 'chooseLibraryImage', { ...locator, imageKey, alt }),
        await callFailure(editor, 'updateMediaImageAlt', { imageKey, alt }),
      ];
      for (const refusal of refusals) {
        expect(refusal.code).toBe('functions/invalid-argument');
        expect(refusal.message).toMatch(/alt|Alt/);
      }
    }
    // 250 characters, trimmed, is an alt text.
    await callAs(editor, 'updateSiteContent', { ...locator, fields: { imageAlt: ` ${'y'.repeat(250)} ` } });
    expect(await content.read(`${member.path}/imageAlt`)).toBe('y'.repeat(250));
    await callAs(editor, 'updateSiteContent', { ...locator, fields: { imageAlt: 'Noa at the bag' } });
    await readModelsSettled();
    expect({ row: await content.read(member.path), entry: await entryOf(imageKey) }).toEqual(before);
  });

  it('keeps the search lists of an image in step with its upload, its alt text, its uses and its deletion', async () => {
    const member = await addMember('Lee Park / Coach / Kettlebells');
    const imageKey = await uploadTo(member.id, `Search ${run}`, 'Kettlebell SWING');
    await readModelsSettled();
    const uploaded = await expectListedAsEntry(imageKey);
    // The file name's and the alt text's grams, lower-cased; none across the two.
    expect(await listedUnder(imageKey, ['sea', 'ket'])).toEqual({ sea: uploaded, ket: uploaded });
    expect(await content.read(mediaSearchItemPath('ngk', imageKey))).toBeNull();
    expect(await content.read(mediaSearchGramCountPath(searchGramKey('ket')))).toBeGreaterThan(0);

    await callAs(editor, 'updateMediaImageAlt', { imageKey, alt: 'Rowing machine' });
    await readModelsSettled();
    const described = await expectListedAsEntry(imageKey);
    expect(described).not.toBe(uploaded);
    const gone = [...mediaSearchGramsOfValue(uploaded)].filter(
      (gram) => !mediaSearchGramsOfValue(described).has(gram),
    );
    expect(gone).toEqual(expect.arrayContaining(['ket', 'swi', 'bel']));
    expect(Object.values(await listedUnder(imageKey, gone)).every((child) => child === null)).toBe(true);

    // No row shows it any more: its lists say so, for the Show filter of a search.
    await callAs(administrator, 'deleteSiteItem', { target: 'productAboutUsMember', id: member.id });
    await readModelsSettled();
    const unused = await expectListedAsEntry(imageKey);
    expect(unused).not.toBe(described);

    await callAs(editor, 'deleteMediaImages', { imageKeys: [imageKey] });
    const grams = mediaSearchGramsOfValue(unused);
    expect(Object.values(await listedUnder(imageKey, grams)).every((child) => child === null)).toBe(true);
    expect(await content.read(`${mediaSearchListedPath}/${imageKey}`)).toBeNull();
  });

  it('refuses to delete an image a row shows, naming the row, and deletes it from Storage once unused', async () => {
    const member = await addMember('Sam Ortiz / Physio / Keeps everyone moving');
    const imageKey = await uploadTo(member.id, 'sam');
    await readModelsSettled();
    const { objectPath } = await entryOf(imageKey);

    const refusal = await callFailure(editor, 'deleteMediaImages', { imageKeys: [imageKey] });
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain(
      mediaMessages.inUse(['Product website › About Us › Members › Sam Ortiz']),
    );
    expect(await content.objectExists(objectPath)).toBe(true);

    await callAs(administrator, 'deleteSiteItem', { target: 'productAboutUsMember', id: member.id });
    await readModelsSettled();
    expect((await entryOf(imageKey)).uses).toBeUndefined();
    const deleted = deleteMediaImagesOutputSchema.parse(
      await callAs(editor, 'deleteMediaImages', { imageKeys: [imageKey] }),
    );
    expect(deleted.deleted).toEqual([imageKey]);
    expect(deleted.bytes).toBeGreaterThan(0);
    expect(await content.read(mediaImagePath(imageKey))).toBeNull();
    expect(await content.objectExists(objectPath)).toBe(false);
  });

  it('replaces an image in every row that shows it in one change, and its Undo puts each row back', async () => {
    const first = await addMember('Ana Lee / Coach / Morning classes');
    const second = await addMember('Ben Cho / Coach / Evening classes');
    const shared = await uploadTo(first.id, 'group photo', 'The coaching team');
    await callAs(administrator, 'chooseLibraryImage', {
      target: 'productAboutUsMember',
      id: second.id,
      imageKey: shared,
    });
    const replacement = await uploadTo(
      (await addMember('Spare / Row / For the replacement')).id,
      'new group photo',
      'The new team',
    );
    await readModelsSettled();
    expect(Object.keys((await entryOf(shared)).uses ?? {})).toHaveLength(2);

    const { places } = replaceImageEverywhereOutputSchema.parse(
      await callAs(administrator, 'replaceImageEverywhere', {
        imageKey: shared,
        replacementKey: replacement,
      }),
    );
    expect(places).toBe(2);
    const replacementUrl = (await entryOf(replacement)).url;
    for (const { path } of [first, second]) {
      expect(await content.read(`${path}/image`)).toBe(replacementUrl);
      expect(await content.read(`${path}/imageAlt`)).toBe('The new team');
    }
    const entry = await latestAuditEntry(app);
    expect(entry).toMatchObject({ action: 'replaceImageEverywhere', targets: [first.path, second.path] });
    await readModelsSettled();
    expect((await entryOf(shared)).uses).toBeUndefined();

    await callAs(administrator, 'replaceImageEverywhere', entry.undo?.input);
    const sharedUrl = (await entryOf(shared)).url;
    for (const { path } of [first, second]) {
      expect(await content.read(`${path}/image`)).toBe(sharedUrl);
      expect(await content.read(`${path}/imageAlt`)).toBe('The coaching team');
    }
    await readModelsSettled();
    expect(Object.keys((await entryOf(shared)).uses ?? {})).toHaveLength(2);
  });

  it('follows every content write, restore and deletion as a scan of the content finds the uses', async () => {
    const rows = [
      await addMember('Row One / A / B'),
      await addMember('Row Two / A / B'),
      await addMember('Row Three / A / B'),
    ];
    const images: string[] = [];
    for (const [index, row] of rows.entries()) images.push(await uploadTo(row.id, `scan ${index}`));
    const step = fc.oneof(
      fc.record({ kind: fc.constant('choose' as const), row: fc.nat(2), image: fc.nat(2) }),
      fc.record({
        kind: fc.constant('rename' as const),
        row: fc.nat(2),
        name: fc.constantFrom('Kim', 'Lou', 'Max'),
      }),
      fc.record({ kind: fc.constant('delete' as const), row: fc.nat(2) }),
      fc.record({ kind: fc.constant('restore' as const), row: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 6 }), async (steps) => {
        for (const change of steps) {
          const row = rows[change.row];
          if (row === undefined) continue;
          const exists = (await content.read(row.path)) !== null;
          if (change.kind === 'choose' && exists) {
            await callAs(administrator, 'chooseLibraryImage', {
              target: 'productAboutUsMember',
              id: row.id,
              imageKey: images[change.image],
            });
          } else if (change.kind === 'rename' && exists) {
            await callAs(administrator, 'updateSiteContent', {
              target: 'productAboutUsMember',
              id: row.id,
              fields: { description: `${change.name} / Coach / Bio` },
            });
          } else if (change.kind === 'delete' && exists) {
            await callAs(administrator, 'deleteSiteItem', { target: 'productAboutUsMember', id: row.id });
          } else if (change.kind === 'restore' && !exists) {
            const versions = await content.database
              .ref('contentHistory/versions')
              .orderByChild('node')
              .equalTo(row.path)
              .limitToLast(1)
              .get();
            const [versionId] = Object.keys(versions.val() ?? {});
            if (versionId !== undefined) await callAs(administrator, 'restoreContentVersion', { versionId });
          }
        }
        await readModelsSettled();
        expect(await keptUses(images)).toEqual(await scannedUses(images));
        // The search lists follow the uses the triggers keep, for the Show filter of a search.
        for (const imageKey of images) await expectListedAsEntry(imageKey);
      }),
      { numRuns: 4 },
    );
  });
});
