import {
  auditEntrySchema,
  contentVersionSchema,
  databasePaths,
  mediaImageKey,
  mediaImagePath,
  publishReleaseOutputSchema,
  releaseChangeKey,
  releaseMessages,
  releasePath,
  releaseSchema,
  releasesPath,
  siteContentPath,
  siteItemListPath,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import { publishScheduleTick } from '@management-center/emulators/scheduler/publish-tick';
import { getDatabase } from 'firebase-admin/database';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { publishDueReleases } from '../../../functions/src/releases/publish-due-releases.ts';
import {
  publishReleaseChanges,
  scheduleActorUid,
} from '../../../functions/src/releases/publish-release-core.ts';
import { imageSamples } from '../site-content/content-fixtures.ts';
import { auditEntriesByKey } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, editor } from '../support/clients.ts';
import { readModelsSettled } from '../support/read-models.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// Releases through the whole local backend: changes prepared off the websites, published together by a call or by
// the schedule, once, or not at all when a row changed live since; undone as one.
const backend = inject('backend');
const pubsub = { emulatorHost: `${backend.host}:${backend.ports.pubsub}`, projectId: backend.projectId };
const app = adminAppForSuite();
const database = getDatabase(app);

const productDescription = `${siteContentPath('productAboutUsMain')}/Description`;
const businessDescription = `${siteContentPath('businessAboutUsMain')}/Description`;

async function read(path: string): Promise<unknown> {
  return (await database.ref(path).get()).val();
}

async function releaseOf(releaseId: string) {
  return releaseSchema.parse(await read(releasePath(releaseId)));
}

async function firstContactRow(): Promise<string> {
  const [id] = Object.keys(((await read(siteItemListPath('businessContactRow'))) ?? {}) as object);
  if (id === undefined) throw new Error('The demo data has a contact row');
  return id;
}

async function newRelease(name: string): Promise<string> {
  const { key } = database.ref(releasesPath).push();
  if (key === null) throw new Error('A pushed reference has a key');
  await callAs(editor, 'createRelease', { releaseId: key, name });
  return key;
}

// Three rows on both websites, prepared in one release.
async function prepareThreeRows(name: string) {
  const releaseId = await newRelease(name);
  const contactId = await firstContactRow();
  const contactTitle = `${siteContentPath('businessContactRow', contactId)}/Title`;
  const live = {
    product: await read(productDescription),
    business: await read(businessDescription),
    contact: await read(contactTitle),
  };
  const edits = [
    { target: 'productAboutUsMain', fields: { Description: `${name}: the product's new text.` } },
    { target: 'businessAboutUsMain', fields: { Description: `${name}: the partners' new text.` } },
    { target: 'businessContactRow', id: contactId, fields: { Title: `${name} desk` } },
  ];
  for (const edit of edits) await callAs(editor, 'saveReleaseChange', { releaseId, edit });
  return { releaseId, contactId, contactTitle, live };
}

async function versionsOf(path: string) {
  const snapshot = await database.ref(databasePaths.contentVersions).orderByChild('node').equalTo(path).get();
  return Object.values(z.record(z.string(), contentVersionSchema).parse(snapshot.val() ?? {}));
}

describe('a release', () => {
  it('keeps prepared changes off the websites, each with the live value it started from', async () => {
    const { releaseId, contactId, contactTitle, live } = await prepareThreeRows('Spring');
    expect(await read(productDescription)).toBe(live.product);
    expect(await read(businessDescription)).toBe(live.business);
    expect(await read(contactTitle)).toBe(live.contact);
    const release = await releaseOf(releaseId);
    expect(release).toMatchObject({ name: 'Spring', status: 'draft', createdBy: { email: editor.email } });
    expect(release.changes?.[releaseChangeKey('productAboutUsMain')]).toMatchObject({
      kind: 'update',
      fields: { Description: "Spring: the product's new text." },
      base: { Description: live.product },
    });
    expect(Object.keys(release.changes ?? {}).sort()).toEqual(
      [
        releaseChangeKey('productAboutUsMain'),
        releaseChangeKey('businessAboutUsMain'),
        releaseChangeKey('businessContactRow', contactId),
      ].sort(),
    );
    await callAs(editor, 'discardReleaseChange', { releaseId, target: 'businessAboutUsMain' });
    expect(Object.keys((await releaseOf(releaseId)).changes ?? {})).toHaveLength(2);
  });

  it('publishes every change in one update, one version per row and one audit entry, and Undo puts all back', async () => {
    const { releaseId, contactTitle, live } = await prepareThreeRows('Summer');
    const auditBefore = new Set((await auditEntriesByKey(app)).keys());
    const published = publishReleaseOutputSchema.parse(
      await callAs(administrator, 'publishRelease', { releaseId }),
    );
    expect(published).toEqual({ releaseId, name: 'Summer', rows: 3 });
    expect(await read(productDescription)).toBe("Summer: the product's new text.");
    expect(await read(businessDescription)).toBe("Summer: the partners' new text.");
    expect(await read(contactTitle)).toBe('Summer desk');
    await readModelsSettled();

    const entries = [...(await auditEntriesByKey(app))].filter(([key]) => !auditBefore.has(key));
    expect(entries.map(([, entry]) => entry.action)).toEqual(['publishRelease']);
    const [callId, entry] = entries[0] ?? [];
    expect(entry?.undo).toEqual({ callable: 'undoRelease', input: { releaseId } });
    for (const path of [productDescription, businessDescription, contactTitle]) {
      const node = path.slice(0, path.lastIndexOf('/'));
      expect((await versionsOf(node)).filter((version) => version.callId === callId)).toHaveLength(1);
    }
    expect(await releaseOf(releaseId)).toMatchObject({
      status: 'published',
      publishedBy: { email: administrator.email },
    });
    expect(
      (
        await callFailure(editor, 'saveReleaseChange', {
          releaseId,
          edit: { target: 'productAboutUsMain', fields: { Description: 'Too late' } },
        })
      ).message,
    ).toContain(releaseMessages.notEditable);

    await callAs(editor, 'undoRelease', { releaseId });
    expect(await read(productDescription)).toBe(live.product);
    expect(await read(businessDescription)).toBe(live.business);
    expect(await read(contactTitle)).toBe(live.contact);
    expect((await callFailure(editor, 'undoRelease', { releaseId })).message).toContain(
      releaseMessages.alreadyUndone,
    );
    await readModelsSettled();
  });

  it('is not published when a row changed live since it was prepared, and says which', async () => {
    const releaseId = await newRelease('Autumn');
    await callAs(editor, 'saveReleaseChange', {
      releaseId,
      edit: { target: 'productAboutUsMain', fields: { Description: 'Autumn text' } },
    });
    await callAs(administrator, 'updateSiteContent', {
      target: 'productAboutUsMain',
      fields: { Description: 'Changed live meanwhile' },
    });
    const refusal = await callFailure(administrator, 'publishRelease', { releaseId });
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain(releaseMessages.blockedByLiveChanges(1));
    expect(await read(productDescription)).toBe('Changed live meanwhile');
    expect(await releaseOf(releaseId)).toMatchObject({
      status: 'draft',
      blocked: { reason: 'changedLive', nodes: [releaseChangeKey('productAboutUsMain')] },
    });

    // Reviewed and kept, the change starts from the live text, no longer blocks, and goes out.
    await callAs(editor, 'keepReleaseChange', { releaseId, target: 'productAboutUsMain' });
    const kept = await releaseOf(releaseId);
    expect(kept.blocked).toBeUndefined();
    expect(kept.changes?.[releaseChangeKey('productAboutUsMain')]).toMatchObject({
      fields: { Description: 'Autumn text' },
      base: { Description: 'Changed live meanwhile' },
    });
    await callAs(administrator, 'publishRelease', { releaseId });
    expect(await read(productDescription)).toBe('Autumn text');
    await readModelsSettled();
  });

  it('is not undone over a row changed on the websites after it was published, and names the row', async () => {
    const { releaseId, contactTitle } = await prepareThreeRows('Winter sale');
    await callAs(administrator, 'publishRelease', { releaseId });
    await callAs(administrator, 'updateSiteContent', {
      target: 'productAboutUsMain',
      fields: { Description: 'Edited after the publish' },
    });
    const refusal = await callFailure(administrator, 'undoRelease', { releaseId });
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain(
      releaseMessages.changedSincePublished(['Product website › About Us › Main']),
    );
    expect(await read(productDescription)).toBe('Edited after the publish');
    expect(await read(contactTitle)).toBe('Winter sale desk');
    expect((await releaseOf(releaseId)).undoneAt).toBeUndefined();
    await readModelsSettled();
  });

  it('cannot keep a change of an item deleted live since: it can only be taken out', async () => {
    const releaseId = await newRelease('Gone');
    const { key: memberId } = database.ref(siteItemListPath('businessAboutUsMember')).push();
    if (memberId === null) throw new Error('A pushed reference has a key');
    await callAs(administrator, 'addSiteItem', { target: 'businessAboutUsMember', id: memberId });
    const member = { target: 'businessAboutUsMember', id: memberId } as const;
    await callAs(editor, 'saveReleaseChange', {
      releaseId,
      edit: { ...member, fields: { description: 'Lea / Coach / Pilates' } },
    });
    await callAs(administrator, 'deleteSiteItem', member);
    const refusal = await callFailure(editor, 'keepReleaseChange', { releaseId, ...member });
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain(releaseMessages.cannotKeep);
    await callAs(editor, 'discardReleaseChange', { releaseId, ...member });
    expect((await releaseOf(releaseId)).changes).toBeUndefined();
    await readModelsSettled();
  });

  it('adds and deletes items, with the added one’s own default image, and Undo takes both back', async () => {
    const releaseId = await newRelease('Team change');
    const { key: newId } = database.ref(siteItemListPath('productAboutUsMember')).push();
    if (newId === null) throw new Error('A pushed reference has a key');
    const [leavingId] = Object.keys(((await read(siteItemListPath('productAboutUsMember'))) ?? {}) as object);
    if (leavingId === undefined) throw new Error('The demo data has members');
    const leaving = await read(siteContentPath('productAboutUsMember', leavingId));
    await callAs(editor, 'addReleaseItem', { releaseId, target: 'productAboutUsMember', id: newId });
    await callAs(editor, 'saveReleaseChange', {
      releaseId,
      edit: { target: 'productAboutUsMember', id: newId, fields: { description: 'Noor / Coach / Boxing' } },
    });
    await callAs(editor, 'deleteReleaseItem', { releaseId, target: 'productAboutUsMember', id: leavingId });
    expect(await read(siteContentPath('productAboutUsMember', newId))).toBeNull();

    await callAs(administrator, 'publishRelease', { releaseId });
    const added = z
      .object({ description: z.string(), image: z.string() })
      .parse(await read(siteContentPath('productAboutUsMember', newId)));
    expect(added.description).toBe('Noor / Coach / Boxing');
    expect(added.image).toContain('default-image.png');
    expect(await read(siteContentPath('productAboutUsMember', leavingId))).toBeNull();

    await callAs(administrator, 'undoRelease', { releaseId });
    expect(await read(siteContentPath('productAboutUsMember', newId))).toBeNull();
    expect(await read(siteContentPath('productAboutUsMember', leavingId))).toEqual(leaving);
    await readModelsSettled();
  });

  it('takes an upload and a library image into the release, keeps them from the library’s Delete, and publishes them', async () => {
    const releaseId = await newRelease('Images');
    const headerImage = `${siteContentPath('productAboutUsMain')}/image`;
    const liveHeader = await read(headerImage);
    const png = {
      fileName: 'spring-header.png',
      contentType: 'image/png',
      data: Buffer.concat([imageSamples['image/png'], Buffer.from(`release ${Date.now()}`)]).toString(
        'base64',
      ),
    };
    const { url, objectPath } = uploadSiteImageOutputSchema.parse(
      await callAs(editor, 'uploadSiteImage', {
        target: 'productAboutUsMain',
        releaseId,
        ...png,
        alt: 'Spring',
      }),
    );
    expect(await read(headerImage)).toBe(liveHeader);
    expect((await releaseOf(releaseId)).changes?.[releaseChangeKey('productAboutUsMain')]).toMatchObject({
      kind: 'update',
      fields: { image: url, imageAlt: 'Spring' },
      base: { image: liveHeader },
    });

    // A new item of the release takes the same image from the library.
    const { key: memberId } = database.ref(siteItemListPath('productAboutUsMember')).push();
    if (memberId === null) throw new Error('A pushed reference has a key');
    await callAs(editor, 'addReleaseItem', { releaseId, target: 'productAboutUsMember', id: memberId });
    const imageKey = mediaImageKey(objectPath);
    await callAs(editor, 'chooseLibraryImage', {
      target: 'productAboutUsMember',
      id: memberId,
      imageKey,
      releaseId,
    });
    expect(await read(siteContentPath('productAboutUsMember', memberId))).toBeNull();

    // Used by no live row, but the release will publish it.
    const refusal = await callFailure(editor, 'deleteMediaImages', { imageKeys: [imageKey] });
    expect(refusal.code).toBe('functions/failed-precondition');
    expect(refusal.message).toContain('Release “Images” › Product website › About Us › Main');
    expect(refusal.message).toContain('Release “Images” › Product website › About Us › Members › Name');
    await callAs(editor, 'deleteMediaImages', { allUnused: true });
    expect(await read(mediaImagePath(imageKey))).not.toBeNull();

    await callAs(administrator, 'publishRelease', { releaseId });
    expect(await read(headerImage)).toBe(url);
    expect(await read(`${siteContentPath('productAboutUsMember', memberId)}/image`)).toBe(url);
    await callAs(administrator, 'undoRelease', { releaseId });
    expect(await read(headerImage)).toBe(liveHeader);
    await readModelsSettled();
  });

  it('is published by the schedule once its time has come, once, however many runs overlap', async () => {
    const { releaseId, contactTitle } = await prepareThreeRows('Winter');
    // A minute ahead; the runs say which minute they are the runs of (the tick's scheduled time).
    const publishAt = Date.now() + 60_000;
    await callAs(editor, 'scheduleRelease', { releaseId, publishAt });
    expect(await releaseOf(releaseId)).toMatchObject({ status: 'scheduled', publishAt });
    // A run before its time leaves it. Run here, so the check follows its end; nothing signals a tick's end.
    expect(await publishDueReleases(publishAt - 30_000)).toEqual([]);
    expect((await releaseOf(releaseId)).status).toBe('scheduled');

    const auditBefore = new Set((await auditEntriesByKey(app)).keys());
    const due = new Date(publishAt);
    await Promise.all([
      publishScheduleTick(pubsub, 'publishDueReleases', due),
      publishScheduleTick(pubsub, 'publishDueReleases', due),
      publishScheduleTick(pubsub, 'publishDueReleases', due),
    ]);
    // Each overlapping tick may start its own functions worker, which takes seconds on a loaded machine.
    await expect.poll(async () => (await releaseOf(releaseId)).status, { timeout: 60_000 }).toBe('published');
    await readModelsSettled();
    expect(await read(contactTitle)).toBe('Winter desk');
    const published = [...(await auditEntriesByKey(app))].filter(
      ([key, entry]) => !auditBefore.has(key) && auditEntrySchema.parse(entry).action === 'publishRelease',
    );
    expect(published.map(([, entry]) => entry)).toEqual([
      expect.objectContaining({ actorUid: 'schedule', outcome: 'succeeded' }),
    ]);
    // One version of the contact row, under that run's call.
    const [callId] = published[0] ?? [];
    const contactNode = contactTitle.slice(0, contactTitle.lastIndexOf('/'));
    expect((await versionsOf(contactNode)).filter((version) => version.callId === callId)).toHaveLength(1);
  });

  it('is published by one of several publishes running at once, the others doing nothing', async () => {
    const { releaseId, contactTitle } = await prepareThreeRows('Overlap');
    const publishAt = Date.now() + 60_000;
    await callAs(editor, 'scheduleRelease', { releaseId, publishAt });
    // The schedule's own code, in this process, as the runs of the minute it is due: they overlap for certain.
    const runs = await Promise.all(
      ['a', 'b', 'c'].map((run) =>
        publishReleaseChanges(
          releaseId,
          { uid: scheduleActorUid, email: null, secondFactor: false, callId: `overlap-${run}` },
          { dueBy: publishAt },
        ),
      ),
    );
    expect(runs.map((outcome) => outcome.kind).sort()).toEqual(
      ['published', ...runs.slice(1).map(() => 'busy')].sort(),
    );
    expect(await read(contactTitle)).toBe('Overlap desk');
    await readModelsSettled();
    const contactNode = contactTitle.slice(0, contactTitle.lastIndexOf('/'));
    const overlapVersions = (await versionsOf(contactNode)).filter((version) =>
      version.callId?.startsWith('overlap-'),
    );
    expect(overlapVersions).toHaveLength(1);
  });

  it('is refused a time in the past, and cannot be published empty', async () => {
    const releaseId = await newRelease('Empty');
    expect(
      (await callFailure(editor, 'scheduleRelease', { releaseId, publishAt: Date.now() - 1000 })).code,
    ).toBe('functions/invalid-argument');
    expect((await callFailure(editor, 'publishRelease', { releaseId })).message).toContain(
      releaseMessages.empty,
    );
    expect((await callFailure(editor, 'publishRelease', { releaseId: 'no-such-release' })).code).toBe(
      'functions/not-found',
    );
  });
});
