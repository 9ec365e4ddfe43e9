import {
  addSiteItemOutputSchema,
  type SiteItemTargetName,
  siteContentPath,
  siteContentTargets,
  siteItemListPath,
  siteItemTargetNames,
  sniffImageType,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { newSiteItemInput } from '../support/site-items.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { contentAccess, downloadBytes, storedNamePattern } from './content-fixtures.ts';

const imageItemTargets = siteItemTargetNames.filter((target) => 'image' in siteContentTargets[target]);

describe('addSiteItem and deleteSiteItem', () => {
  const app = adminAppForSuite();
  const content = contentAccess(app);

  async function addItem(target: SiteItemTargetName): Promise<string> {
    return addSiteItemOutputSchema.parse(
      await callAs(administrator, 'addSiteItem', newSiteItemInput(app, target)),
    ).id;
  }

  it.each(imageItemTargets)(
    'adds a %s with the defaults and its own copy of the default image',
    async (target) => {
      const row = siteContentTargets[target];
      if (!('image' in row)) throw new Error(`${target} has no image slot`);
      const before = await content.itemIds(siteItemListPath(target));
      const id = await addItem(target);
      expect(before).not.toContain(id);
      expect((await content.itemIds(siteItemListPath(target))).sort()).toEqual([...before, id].sort());

      const node = await content.read(siteContentPath(target, id));
      const url = await content.imageUrlAt(siteContentPath(target, id), row.image.field);
      expect(node).toEqual({ ...row.newItem, [row.image.field]: url });
      const objectPath = content.objectPathOf(url);
      expect(objectPath).toMatch(storedNamePattern(row.image.folder, `${id}-default-image.png`));
      expect(await content.objectExists(objectPath)).toBe(true);
      expect(sniffImageType(await downloadBytes(url))).toBe('image/png');

      expect(await latestAuditEntry(app)).toMatchObject({
        action: 'addSiteItem',
        actorEmail: administrator.email,
        targets: [siteContentPath(target, id), objectPath],
        outcome: 'succeeded',
      });
    },
  );

  it('adds a feature with the default option', async () => {
    const id = await addItem('productFeature');
    expect(await content.read(`${siteContentPath('productFeature', id)}/options`)).toEqual([
      'default option',
    ]);
  });

  it('adds a contact row with placeholder texts and no image', async () => {
    const objectsBefore = await content.bucket.getFiles();
    const id = await addItem('businessContactRow');
    expect(await content.read(siteContentPath('businessContactRow', id))).toEqual(
      siteContentTargets.businessContactRow.newItem,
    );
    expect((await content.bucket.getFiles())[0]).toHaveLength(objectsBefore[0].length);
  });

  it('gives two items added at once two different images', async () => {
    const ids = await Promise.all([addItem('businessBenefit'), addItem('businessBenefit')]);
    const [first, second] = await Promise.all(
      ids.map((id) => content.imageUrlAt(siteContentPath('businessBenefit', id), 'image')),
    );
    expect(first).not.toBe(second);
  });

  it('adds the item once when the same call is sent again, and leaves what was changed since as it is', async () => {
    const input = newSiteItemInput(app, 'productAboutUsMember');
    const path = siteContentPath('productAboutUsMember', input.id);
    expect(await callAs(administrator, 'addSiteItem', input)).toEqual({ id: input.id });
    await callAs(administrator, 'updateSiteContent', {
      target: 'productAboutUsMember',
      id: input.id,
      fields: { description: 'Described before the call came again' },
    });
    const itemsBefore = await content.itemIds(siteItemListPath('productAboutUsMember'));
    const nodeBefore = await content.read(path);
    const objectsBefore = await content.objectsIn('AboutMembers');

    expect(await callAs(administrator, 'addSiteItem', input)).toEqual({ id: input.id });
    expect(await content.itemIds(siteItemListPath('productAboutUsMember'))).toEqual(itemsBefore);
    expect(await content.read(path)).toEqual(nodeBefore);
    expect(await content.objectsIn('AboutMembers')).toEqual(objectsBefore);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'addSiteItem',
      outcome: 'succeeded',
      targets: [],
    });
  });

  it('adds the item once, with one image, when the same call arrives many times at once', async () => {
    const input = newSiteItemInput(app, 'businessBenefit');
    const objectsBefore = await content.objectsIn('BusinessBenefitsIconImage');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => callAs(administrator, 'addSiteItem', input)),
    );
    expect(answers).toEqual(Array.from({ length: 6 }, () => ({ id: input.id })));
    const items = await content.itemIds(siteItemListPath('businessBenefit'));
    expect(items.filter((id) => id === input.id)).toHaveLength(1);
    const objectPath = content.objectPathOf(
      await content.imageUrlAt(siteContentPath('businessBenefit', input.id), 'image'),
    );
    const added = (await content.objectsIn('BusinessBenefitsIconImage')).filter(
      (object) => !objectsBefore.includes(object),
    );
    expect(added).toEqual([objectPath]);
  });

  it.each(imageItemTargets)(
    'deletes a %s and keeps its image for the version the deletion keeps',
    async (target) => {
      const row = siteContentTargets[target];
      if (!('image' in row)) throw new Error(`${target} has no image slot`);
      const id = await content.firstItemId(siteItemListPath(target));
      const path = siteContentPath(target, id);
      const objectPath = content.objectPathOf(await content.imageUrlAt(path, row.image.field));
      const objectsBefore = await content.objectsIn(row.image.folder);
      expect(objectsBefore).toContain(objectPath);

      expect(await callAs(administrator, 'deleteSiteItem', { target, id })).toEqual({ id });
      expect(await content.read(path)).toBeNull();
      expect(await content.objectsIn(row.image.folder)).toEqual(objectsBefore);

      expect(await latestAuditEntry(app)).toMatchObject({
        action: 'deleteSiteItem',
        targets: [path],
        outcome: 'succeeded',
      });
    },
  );

  it('deletes a contact row', async () => {
    const id = await content.firstItemId(siteItemListPath('businessContactRow'));
    const othersBefore = (await content.itemIds(siteItemListPath('businessContactRow'))).filter(
      (other) => other !== id,
    );
    await callAs(administrator, 'deleteSiteItem', { target: 'businessContactRow', id });
    expect((await content.itemIds(siteItemListPath('businessContactRow'))).sort()).toEqual(
      othersBefore.sort(),
    );
  });

  it('keeps the default image of an item it added and deleted, for the deleted version', async () => {
    const id = await addItem('productFeature');
    const objectPath = content.objectPathOf(
      await content.imageUrlAt(siteContentPath('productFeature', id), 'icon'),
    );
    await callAs(administrator, 'deleteSiteItem', { target: 'productFeature', id });
    expect(await content.read(siteContentPath('productFeature', id))).toBeNull();
    expect(await content.objectExists(objectPath)).toBe(true);
  });

  it('deletes an item whose image is not in the bucket, and no object', async () => {
    const id = await content.firstItemId(siteItemListPath('productAboutUsMember'));
    const path = siteContentPath('productAboutUsMember', id);
    await content.database.ref(`${path}/image`).set('https://images.example.com/AboutMembers/portrait.png');
    const objectsBefore = await content.objectsIn('AboutMembers');
    await callAs(administrator, 'deleteSiteItem', { target: 'productAboutUsMember', id });
    expect(await content.read(path)).toBeNull();
    expect(await content.objectsIn('AboutMembers')).toEqual(objectsBefore);
  });

  it('deletes an item whose image object is already gone', async () => {
    const id = await content.firstItemId(siteItemListPath('businessAboutUsMember'));
    const path = siteContentPath('businessAboutUsMember', id);
    const objectPath = content.objectPathOf(await content.imageUrlAt(path, 'image'));
    await content.bucket.file(objectPath).delete();
    expect(await callAs(administrator, 'deleteSiteItem', { target: 'businessAboutUsMember', id })).toEqual({
      id,
    });
    expect(await content.read(path)).toBeNull();
  });

  it('answers not-found for an item that does not exist, and changes no content', async () => {
    const before = await content.websites();
    const error = await callFailure(administrator, 'deleteSiteItem', {
      target: 'businessBenefit',
      id: 'no-such-benefit',
    });
    expect(error.code).toBe('functions/not-found');
    expect(await content.websites()).toEqual(before);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'deleteSiteItem',
      outcome: 'failed',
      errorCode: 'not-found',
    });
  });

  it.each([
    ['add a main node', 'addSiteItem', { target: 'productKeyFeatureMain' }],
    ['add to an unknown target', 'addSiteItem', { target: 'productPricing' }],
    ['add with an id no push() made', 'addSiteItem', { target: 'productFeature', id: 'chosen-id' }],
    ['add without an id', 'addSiteItem', { target: 'productFeature' }],
    ['delete a main node', 'deleteSiteItem', { target: 'businessBenefitsMain', id: 'Main' }],
    ['delete without id', 'deleteSiteItem', { target: 'businessBenefit' }],
    ['delete with a path as id', 'deleteSiteItem', { target: 'businessBenefit', id: '../Main' }],
  ] as const)('refuses to %s and changes nothing', async (_, name, call) => {
    const before = await databaseSnapshot();
    expect((await callFailure(administrator, name, call)).code).toBe('functions/invalid-argument');
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('refuses callers without a team role, and callers not signed in', async () => {
    const id = await content.firstItemId(siteItemListPath('businessBenefit'));
    const before = await databaseSnapshot();
    const objectsBefore = await content.objectsIn('BusinessBenefitsIconImage');
    for (const [name, call] of [
      ['addSiteItem', newSiteItemInput(app, 'businessBenefit')],
      ['deleteSiteItem', { target: 'businessBenefit', id }],
    ] as const) {
      expect((await callFailure(member, name, call)).code).toBe('functions/permission-denied');
      expect((await callFailure(undefined, name, call)).code).toBe('functions/unauthenticated');
    }
    expect(await databaseSnapshot()).toEqual(before);
    expect(await content.objectsIn('BusinessBenefitsIconImage')).toEqual(objectsBefore);
  });
});
