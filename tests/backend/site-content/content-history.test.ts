import {
  addSiteItemOutputSchema,
  contentAttributionPath,
  contentHistoryMessages,
  contentNodeKey,
  contentVersionPath,
  restoreContentVersionOutputSchema,
  type SiteContentTargetName,
  type SiteImageTargetName,
  type SiteItemTargetName,
  siteContentPath,
  siteContentTargets,
  siteItemListPath,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestAuditEntry, latestAuditEntryId } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { newSiteItemInput } from '../support/site-items.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { contentAccess, imageSamples } from './content-fixtures.ts';
import { deletionsOf, latestVersionOf, versionsOf } from './content-history-fixtures.ts';

// One edit of each content node, through updateSiteContent.
const edits: [SiteContentTargetName, Record<string, unknown>][] = [
  ['productKeyFeatureMain', { Title: 'A title to remember' }],
  ['productFeature', { options: ['Kept option', 'Another kept option'] }],
  ['productAboutUsMain', { Description: 'A header text to remember' }],
  ['productAboutUsMember', { description: 'Ana Lopez / Head Coach / Runs the plans.' }],
  ['businessAboutUsMain', { Description: 'Grow with us, again.' }],
  ['businessAboutUsMember', { description: 'Lee Chen / Partner Manager / Helps studios.' }],
  ['businessBenefitsMain', { Description: 'Even more members.' }],
  ['businessBenefit', { description: 'Free listing / No fees for two years.' }],
  ['businessContactRow', { Title: 'Press and media' }],
];

describe('the website content history', () => {
  const app = adminAppForSuite();
  const content = contentAccess(app);
  let author: { uid: string; email: string };

  beforeAll(async () => {
    const { uid } = await getAuth(app).getUserByEmail(administrator.email);
    author = { uid, email: administrator.email };
  });

  async function attributionLeftFor(target: SiteContentTargetName, id?: string): Promise<unknown> {
    return content.read(contentAttributionPath(contentNodeKey(target, id)));
  }

  describe('keeps the version before every change, with who made it and the call that did', () => {
    it.each(edits)('an edit of %s', async (target, fields) => {
      const { id, path } = await content.locate(target);
      const before = await content.read(path);
      await callAs(administrator, 'updateSiteContent', { target, ...(id ? { id } : {}), fields });
      const { version } = await latestVersionOf(app, path);
      expect(version).toEqual({
        target,
        ...(id ? { itemId: id } : {}),
        node: path,
        change: 'changed',
        value: before,
        replacedAt: expect.any(Number),
        author,
        callId: await latestAuditEntryId(app),
      });
      expect(await attributionLeftFor(target, id)).toBeNull();
    });

    it.each<SiteImageTargetName>(['productAboutUsMain', 'productFeature', 'businessBenefit'])(
      'an image replacement of %s',
      async (target) => {
        const { id, path } = await content.locate(target);
        const before = await content.read(path);
        const { field } = siteContentTargets[target].image;
        const replacedUrl = await content.imageUrlAt(path, field);
        await callAs(administrator, 'uploadSiteImage', {
          target,
          ...(id ? { id } : {}),
          fileName: 'replacement.png',
          contentType: 'image/png',
          data: imageSamples['image/png'].toString('base64'),
        });
        const { version } = await latestVersionOf(app, path);
        expect(version).toMatchObject({ change: 'changed', value: before, author });
        expect(await content.objectExists(content.objectPathOf(replacedUrl))).toBe(true);
      },
    );

    it.each<SiteItemTargetName>(['productAboutUsMember', 'businessContactRow'])(
      'an added %s, which had no version before',
      async (target) => {
        const { id } = addSiteItemOutputSchema.parse(
          await callAs(administrator, 'addSiteItem', newSiteItemInput(app, target)),
        );
        const path = siteContentPath(target, id);
        const versions = await versionsOf(app, path);
        expect(versions.map(({ version }) => version)).toEqual([
          {
            target,
            itemId: id,
            node: path,
            change: 'created',
            replacedAt: expect.any(Number),
            author,
            callId: await latestAuditEntryId(app),
          },
        ]);
        expect(await attributionLeftFor(target, id)).toBeNull();
      },
    );

    it.each<SiteItemTargetName>(['productFeature', 'businessAboutUsMember', 'businessContactRow'])(
      'a deleted %s, listed among the deletions of its list',
      async (target) => {
        const { id, path } = await content.locate(target);
        const before = await content.read(path);
        await callAs(administrator, 'deleteSiteItem', { target, id });
        const latest = await latestVersionOf(app, path);
        expect(latest.version).toMatchObject({
          change: 'deleted',
          value: before,
          author,
          callId: await latestAuditEntryId(app),
          deletedFrom: target,
        });
        expect((await deletionsOf(app, target)).map(({ versionId }) => versionId)).toContain(
          latest.versionId,
        );
      },
    );

    it('a change made outside the console, without an author', async () => {
      const path = siteContentPath('businessBenefitsMain');
      const before = await content.read(path);
      await content.database.ref(`${path}/Description`).set('Written with the admin SDK');
      const { version } = await latestVersionOf(app, path);
      expect(version).toEqual({
        target: 'businessBenefitsMain',
        node: path,
        change: 'changed',
        value: before,
        replacedAt: expect.any(Number),
      });
    });

    it('no version for an edit that changes nothing, and no attribution left behind', async () => {
      const path = siteContentPath('productKeyFeatureMain');
      const title = await content.read(`${path}/Title`);
      const versionsBefore = await versionsOf(app, path);
      await callAs(administrator, 'updateSiteContent', {
        target: 'productKeyFeatureMain',
        fields: { Title: title },
      });
      expect(await versionsOf(app, path)).toEqual(versionsBefore);
      expect(await attributionLeftFor('productKeyFeatureMain')).toBeNull();
    });

    it('no version and no attribution for an edit of an item that does not exist', async () => {
      const error = await callFailure(administrator, 'updateSiteContent', {
        target: 'businessBenefit',
        id: 'no-such-benefit',
        fields: { description: 'Nothing' },
      });
      expect(error.code).toBe('functions/not-found');
      expect(await versionsOf(app, siteContentPath('businessBenefit', 'no-such-benefit'))).toEqual([]);
      expect(await attributionLeftFor('businessBenefit', 'no-such-benefit')).toBeNull();
    });
  });

  describe('restoreContentVersion', () => {
    it('restores a text, keeping the text it replaced as a version that can be restored in turn', async () => {
      const path = siteContentPath('productKeyFeatureMain');
      const original = await content.read(path);
      await callAs(administrator, 'updateSiteContent', {
        target: 'productKeyFeatureMain',
        fields: { Title: 'A title that did not last' },
      });
      const { versionId, version } = await latestVersionOf(app, path);
      expect(version.value).toEqual(original);

      const result = restoreContentVersionOutputSchema.parse(
        await callAs(administrator, 'restoreContentVersion', { versionId }),
      );
      expect(result).toEqual({ path });
      expect(await content.read(path)).toEqual(original);
      expect(await latestAuditEntry(app)).toMatchObject({
        action: 'restoreContentVersion',
        actorEmail: administrator.email,
        targets: [path, contentVersionPath(versionId)],
        outcome: 'succeeded',
      });

      const undo = await latestVersionOf(app, path);
      expect(undo.version).toMatchObject({
        change: 'changed',
        value: { ...(original as object), Title: 'A title that did not last' },
        author,
      });
      await callAs(administrator, 'restoreContentVersion', { versionId: undo.versionId });
      expect(await content.read(`${path}/Title`)).toBe('A title that did not last');
    });

    it('restores a replaced image, whose object the replacement kept', async () => {
      const path = siteContentPath('businessAboutUsMain');
      const replacedUrl = await content.imageUrlAt(path, 'image');
      const upload = uploadSiteImageOutputSchema.parse(
        await callAs(administrator, 'uploadSiteImage', {
          target: 'businessAboutUsMain',
          fileName: 'short-lived header.png',
          contentType: 'image/png',
          data: imageSamples['image/png'].toString('base64'),
        }),
      );
      const { versionId, version } = await latestVersionOf(app, path);
      expect(version.value?.image).toBe(replacedUrl);

      await callAs(administrator, 'restoreContentVersion', { versionId });
      expect(await content.imageUrlAt(path, 'image')).toBe(replacedUrl);
      expect((await fetch(replacedUrl)).status).toBe(200);
      expect((await latestVersionOf(app, path)).version.value?.image).toBe(upload.url);
      expect(await content.objectExists(upload.objectPath)).toBe(true);
    });

    it('brings a deleted item back under its own id, with its image', async () => {
      const target = 'productAboutUsMember';
      const id = await content.firstItemId(siteItemListPath(target));
      const path = siteContentPath(target, id);
      const item = await content.read(path);
      const imageObject = content.objectPathOf(await content.imageUrlAt(path, 'image'));
      await callAs(administrator, 'deleteSiteItem', { target, id });
      const deletion = (await deletionsOf(app, target)).find(({ version }) => version.itemId === id);
      if (!deletion) throw new Error('The deletion kept no version');

      await callAs(administrator, 'restoreContentVersion', { versionId: deletion.versionId });
      expect(await content.read(path)).toEqual(item);
      expect(await content.objectExists(imageObject)).toBe(true);
      expect((await latestVersionOf(app, path)).version).toMatchObject({ change: 'created', author });
    });

    it('answers not-found for a version that is not kept, and changes no content', async () => {
      const before = await content.websites();
      const error = await callFailure(administrator, 'restoreContentVersion', {
        versionId: 'no-such-version',
      });
      expect(error.code).toBe('functions/not-found');
      expect(error.message).toContain(contentHistoryMessages.versionNotKept);
      expect(await content.websites()).toEqual(before);
      expect(await latestAuditEntry(app)).toMatchObject({
        action: 'restoreContentVersion',
        outcome: 'failed',
        errorCode: 'not-found',
      });
    });

    it('refuses the version from before an item existed: there is nothing to restore', async () => {
      const { id } = addSiteItemOutputSchema.parse(
        await callAs(administrator, 'addSiteItem', newSiteItemInput(app, 'businessContactRow')),
      );
      const { versionId } = await latestVersionOf(app, siteContentPath('businessContactRow', id));
      const before = await content.websites();
      const error = await callFailure(administrator, 'restoreContentVersion', { versionId });
      expect(error.code).toBe('functions/failed-precondition');
      expect(error.message).toContain(contentHistoryMessages.nothingToRestore);
      expect(await content.websites()).toEqual(before);
    });

    it('refuses a version that is not valid content of its node, and changes no content', async () => {
      const versionId = 'forged-version';
      await content.database.ref(contentVersionPath(versionId)).set({
        target: 'productKeyFeatureMain',
        node: siteContentPath('productKeyFeatureMain'),
        change: 'changed',
        value: { Title: 42, Description: 'A number is no title' },
        replacedAt: Date.now(),
      });
      const before = await content.websites();
      const error = await callFailure(administrator, 'restoreContentVersion', { versionId });
      expect(error.code).toBe('functions/failed-precondition');
      expect(error.message).toContain(contentHistoryMessages.notRestorable);
      expect(await content.websites()).toEqual(before);
    });

    it('refuses callers without a team role, and input that is no version id, changing nothing', async () => {
      const { versionId } = await latestVersionOf(app, siteContentPath('productKeyFeatureMain'));
      const before = await databaseSnapshot();
      expect((await callFailure(member, 'restoreContentVersion', { versionId })).code).toBe(
        'functions/permission-denied',
      );
      expect((await callFailure(undefined, 'restoreContentVersion', { versionId })).code).toBe(
        'functions/unauthenticated',
      );
      for (const input of [{}, { versionId: 'a/b' }, { versionId, target: 'productKeyFeatureMain' }]) {
        expect((await callFailure(administrator, 'restoreContentVersion', input)).code).toBe(
          'functions/invalid-argument',
        );
      }
      expect(await databaseSnapshot()).toEqual(before);
    });
  });
});
