import {
  fieldsChangedSince,
  imageUsePlaceText,
  mediaImageSchema,
  mediaLibraryPath,
  mediaSearchGramCountsPath,
  mediaSearchGramsOfValue,
  mediaSearchListedPath,
  mediaSearchPath,
  mediaSearchValueOf,
  releaseSchema,
  releasesPath,
  searchGramKey,
  siteContentPath,
  teamMemberSchema,
  teamMembersPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storageFolders } from '../../contract/src/paths.ts';
import { administrator, editor, member, support, webClient } from './support/clients.ts';
import { adminAppForSuite } from './support/suite-hooks.ts';

describe('the demo seed, read back through the official SDKs', () => {
  const app = adminAppForSuite({ changesDemoData: false });

  it('holds the normal and business users at their paths', async () => {
    const [normal, business] = await Promise.all([
      getDatabase(app).ref('users').get(),
      getDatabase(app).ref('business-users').get(),
    ]);
    expect(normal.numChildren()).toBeGreaterThanOrEqual(40);
    expect(business.numChildren()).toBe(15);
    normal.forEach((user) => {
      expect(user.child('userType').val()).toBe('normal');
    });
  });

  it('holds the content of both websites, every image URL serving a PNG', async () => {
    const [product, business] = await Promise.all([
      getDatabase(app).ref('ProductWebsite').get(),
      getDatabase(app).ref('BusinessUserWebsite').get(),
    ]);
    expect(product.child('KeyFeature/Main/Title').val()).toEqual(expect.any(String));
    expect(product.child('AboutUs/Members').numChildren()).toBeGreaterThan(0);
    expect(business.child('BenefitOfPartnership/Benefits').numChildren()).toBeGreaterThan(0);
    expect(business.child('ContactUs').numChildren()).toBeGreaterThan(0);
    const imageUrls =
      JSON.stringify([product.val(), business.val()]).match(/http:\/\/[^"]+alt=media[^"]*/g) ?? [];
    expect(imageUrls.length).toBeGreaterThanOrEqual(6);
    for (const url of imageUrls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });

  it('stores the images in the six content folders', async () => {
    const [files] = await getStorage(app).bucket().getFiles();
    const folders = new Set(files.map((file) => file.name.split('/')[0]));
    expect([...folders].sort()).toEqual([...storageFolders].sort());
  });

  it('lists every stored image in the media library: the team photo with two uses, one with none', async () => {
    const [files] = await getStorage(app).bucket().getFiles();
    const library = z
      .record(z.string(), mediaImageSchema)
      .parse((await getDatabase(app).ref(mediaLibraryPath).get()).val());
    const images = Object.values(library);
    expect(images.map((image) => image.objectPath).sort()).toEqual(files.map((file) => file.name).sort());
    const placesOf = (fileName: string) =>
      Object.values(images.find((image) => image.fileName === fileName)?.uses ?? {})
        .map(imageUsePlaceText)
        .sort();
    expect(placesOf('about-us-header.png')).toEqual([
      'Business website › About Us › Header image',
      'Product website › About Us › Header image',
    ]);
    expect(placesOf('business-about-us-header.png')).toEqual([]);
    expect(placesOf('member-1.png')).toEqual(['Product website › About Us › Members › Maya Lindqvist']);
  });

  it('builds the search lists of the media library from its entries, with their sizes', async () => {
    const database = getDatabase(app);
    const library = z
      .record(z.string(), mediaImageSchema)
      .parse((await database.ref(mediaLibraryPath).get()).val());
    const read = async (path: string) =>
      ((await database.ref(path).get()).val() ?? {}) as Record<string, unknown>;
    const [lists, listed, sizes] = await Promise.all([
      read(mediaSearchPath),
      read(mediaSearchListedPath),
      read(mediaSearchGramCountsPath),
    ]);
    const expected: Record<string, Record<string, string>> = {};
    for (const [imageKey, image] of Object.entries(library)) {
      const value = mediaSearchValueOf(image);
      expect(listed[imageKey]).toBe(value);
      for (const gram of mediaSearchGramsOfValue(value)) {
        expected[searchGramKey(gram)] = { ...expected[searchGramKey(gram)], [imageKey]: value };
      }
    }
    expect(lists).toEqual(expected);
    expect(sizes).toEqual(
      Object.fromEntries(
        Object.entries(expected).map(([gramKey, list]) => [gramKey, Object.keys(list).length]),
      ),
    );
    expect(Object.keys(expected.mem ?? {}).length).toBeGreaterThan(0);
  });

  it('holds one release scheduled ahead, by the editor, each change started from the live text', async () => {
    const releases = z
      .record(z.string(), releaseSchema)
      .parse((await getDatabase(app).ref(releasesPath).get()).val());
    const scheduled = Object.values(releases);
    expect(scheduled).toHaveLength(1);
    const [release] = scheduled;
    expect(release).toMatchObject({
      name: 'Spring promotion',
      status: 'scheduled',
      createdBy: { email: editor.email },
    });
    expect(release?.publishAt).toBeGreaterThan(Date.now());
    const changes = Object.values(release?.changes ?? {});
    expect(changes).toHaveLength(3);
    for (const change of changes) {
      const live = (await getDatabase(app).ref(siteContentPath(change.target, change.itemId)).get()).val();
      expect(fieldsChangedSince(live, change.base ?? {})).toBeUndefined();
    }
  });

  it('holds a scheduled date and the workout repository', async () => {
    const schedule = await getDatabase(app).ref('ScheduleDateAndTime/fixedDocumentId').get();
    expect(schedule.child('date').val()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const workouts = await getFirestore(app).collection('Workout content').get();
    expect(workouts.size).toBeGreaterThan(0);
    expect(workouts.docs[0]?.get('content-url')).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
  });

  it('has an owner, an editor, a support member and an account outside the team, all signing in with the demo password', async () => {
    const auth = getAuth(app);
    expect((await auth.getUserByEmail(administrator.email)).customClaims).toEqual({ role: 'owner' });
    expect((await auth.getUserByEmail(editor.email)).customClaims).toEqual({ role: 'editor' });
    expect((await auth.getUserByEmail(support.email)).customClaims).toEqual({ role: 'support' });
    expect((await auth.getUserByEmail(member.email)).customClaims).toBeUndefined();
    const team = z
      .record(z.string(), teamMemberSchema)
      .parse((await getDatabase(app).ref(teamMembersPath).get()).val());
    expect(
      Object.values(team)
        .map(({ email, role }) => `${email} ${role}`)
        .sort(),
    ).toEqual(['admin@example.com owner', 'editor@example.com editor', 'support@example.com support']);
    for (const account of [administrator, editor, support, member]) {
      const client = await webClient(account);
      expect(client.auth.currentUser?.email).toBe(account.email);
      await client.close();
    }
  });
});
