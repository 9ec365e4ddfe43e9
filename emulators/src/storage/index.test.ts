import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { defaultSessionHours } from '@management-center/contract';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  type FirebaseStorage,
  getBytes,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytes,
} from 'firebase/storage';
import {
  type App,
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getDownloadURL as getAdminDownloadURL, getStorage as getAdminStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStorageEmulator, startStorageEmulator } from './index.ts';

const projectId = 'demo-test';
// The Firestore documents storage.rules reads: for an account: 'revoked-boss' lost its role after every token
// these tests make, the other accounts never did.
// The team's longest session is its default.
const access = {
  memberRevokedAt: async (uid: string) => (uid === 'revoked-boss' ? Number.MAX_SAFE_INTEGER : null),
  sessionHours: async () => defaultSessionHours,
};
const bucket = 'demo-test.appspot.com';
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const report = 'quarterly numbers';

async function blobFolders(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((name) => name.startsWith('management-center-storage-'));
}

// The Google Cloud Storage JSON API, which firebase-admin uses, answers with links built from the emulator's address.
async function uploadText(target: RunningStorageEmulator, name: string): Promise<{ mediaLink: string }> {
  const response = await fetch(
    `${target.url}/upload/storage/v1/b/${bucket}/o?uploadType=media&name=${encodeURIComponent(name)}`,
    { method: 'POST', headers: { 'content-type': 'text/plain' }, body: name },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { mediaLink: string };
}

async function isListening(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

describe('startStorageEmulator', () => {
  let emulator: RunningStorageEmulator;
  let foldersBefore: string[];
  let adminApp: App;
  const webApps: FirebaseApp[] = [];
  const savedEnvironment = {
    FIREBASE_STORAGE_EMULATOR_HOST: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    STORAGE_EMULATOR_HOST: process.env.STORAGE_EMULATOR_HOST,
  };

  function adminBucket() {
    return getAdminStorage(adminApp).bucket();
  }

  // One web SDK instance per caller: the mock token is fixed when the emulator is connected.
  function webStorage(claims?: { sub: string; role?: string }): FirebaseStorage {
    const app = initializeApp({ projectId, storageBucket: bucket }, `web-${webApps.length}`);
    webApps.push(app);
    const storage = getStorage(app);
    connectStorageEmulator(
      storage,
      emulator.host,
      emulator.port,
      // Signed in now: the mock token's default sign-in time (the epoch) is past any session's end.
      claims === undefined ? {} : { mockUserToken: { iat: Math.floor(Date.now() / 1000), ...claims } },
    );
    return storage;
  }

  beforeAll(async () => {
    foldersBefore = await blobFolders();
    emulator = await startStorageEmulator({ port: 0, projectId, access });
    // firebase-admin turns FIREBASE_STORAGE_EMULATOR_HOST into STORAGE_EMULATOR_HOST only when the latter is unset.
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
    process.env.STORAGE_EMULATOR_HOST = emulator.url;
    adminApp = initializeAdminApp({ projectId, storageBucket: bucket }, `admin-${Date.now()}`);
    await adminBucket().file('ProductFeatureIcons/icon.png').save(png, { contentType: 'image/png' });
    await adminBucket().file('Private/report.txt').save(report, { contentType: 'text/plain' });
  });

  afterAll(async () => {
    await Promise.all(webApps.map((app) => deleteApp(app)));
    await deleteAdminApp(adminApp);
    for (const [name, value] of Object.entries(savedEnvironment)) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
    await emulator.stop();
    expect(await isListening(emulator.url)).toBe(false);
    expect(await blobFolders()).toEqual(foldersBefore);
  });

  it('listens on the port it reports and keeps its blobs in a folder of its own', async () => {
    expect(emulator.port).toBeGreaterThan(0);
    expect(emulator.url).toBe(`http://127.0.0.1:${emulator.port}`);
    expect(await isListening(emulator.url)).toBe(true);
    expect((await blobFolders()).filter((name) => !foldersBefore.includes(name))).toHaveLength(1);
  });

  describe('with firebase-admin', () => {
    it('saves with a content type, lists by prefix, downloads and deletes', async () => {
      const file = adminBucket().file('Private/nested/draft.txt');
      await file.save('draft', { contentType: 'text/plain' });

      const [files] = await adminBucket().getFiles({ prefix: 'Private/' });
      expect(files.map(({ name }) => name).sort()).toEqual([
        'Private/nested/draft.txt',
        'Private/report.txt',
      ]);
      const [metadata] = await file.getMetadata();
      expect(metadata.contentType).toBe('text/plain');
      const [contents] = await file.download();
      expect(contents.toString()).toBe('draft');

      await file.delete();
      expect(await file.exists()).toEqual([false]);
    });

    it('gives download URLs that plain fetch can read, whatever the rules say', async () => {
      const iconUrl = await getAdminDownloadURL(adminBucket().file('ProductFeatureIcons/icon.png'));
      expect(iconUrl.startsWith(`${emulator.url}/v0/b/${bucket}/o/`)).toBe(true);
      const icon = await fetch(iconUrl);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await icon.arrayBuffer())).toEqual(png);

      const reportUrl = await getAdminDownloadURL(adminBucket().file('Private/report.txt'));
      const response = await fetch(reportUrl);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toBe(report);
    });
  });

  describe('with the web SDK', () => {
    it('reads content images by their path without signing in, but does not list their folder', async () => {
      const storage = webStorage();
      const icon = ref(storage, 'ProductFeatureIcons/icon.png');
      expect(new Uint8Array(await getBytes(icon))).toEqual(png);
      const url = await getDownloadURL(icon);
      expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(png);
      await expect(listAll(ref(storage, 'ProductFeatureIcons'))).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    });

    it('refuses other objects without a token or with a token outside the team', async () => {
      for (const storage of [webStorage(), webStorage({ sub: 'member' })]) {
        await expect(getBytes(ref(storage, 'Private/report.txt'))).rejects.toMatchObject({
          code: 'storage/unauthorized',
        });
        await expect(listAll(ref(storage))).rejects.toMatchObject({ code: 'storage/unauthorized' });
      }
    });

    it("lets a content editor's token read and list every folder, and not the root, which names the exports", async () => {
      const storage = webStorage({ sub: 'boss', role: 'editor' });
      expect(new TextDecoder().decode(await getBytes(ref(storage, 'Private/report.txt')))).toBe(report);
      await expect(listAll(ref(storage))).rejects.toMatchObject({ code: 'storage/unauthorized' });
      const folder = await listAll(ref(storage, 'ProductFeatureIcons'));
      expect(folder.items.map(({ fullPath }) => fullPath)).toEqual(['ProductFeatureIcons/icon.png']);
    });

    it('refuses an editor token signed in before the role was removed, as storage.rules reads Firestore', async () => {
      const storage = webStorage({ sub: 'revoked-boss', role: 'editor' });
      await expect(getBytes(ref(storage, 'Private/report.txt'))).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      expect(await getBytes(ref(storage, 'ProductFeatureIcons/icon.png'))).toBeDefined();
    });

    it('refuses uploads and deletes to everyone, the team included', async () => {
      for (const storage of [webStorage(), webStorage({ sub: 'boss', role: 'editor' })]) {
        await expect(uploadBytes(ref(storage, 'ProductFeatureIcons/new.png'), png)).rejects.toMatchObject({
          code: 'storage/unauthorized',
        });
        await expect(deleteObject(ref(storage, 'ProductFeatureIcons/icon.png'))).rejects.toMatchObject({
          code: 'storage/unauthorized',
        });
      }
      expect(await adminBucket().file('ProductFeatureIcons/new.png').exists()).toEqual([false]);
      expect(await adminBucket().file('ProductFeatureIcons/icon.png').exists()).toEqual([true]);
    });
  });

  it('runs beside a second instance in the same process without mixing them up', async () => {
    const other = await startStorageEmulator({ port: 0, projectId, access });
    try {
      const first = await uploadText(emulator, 'Private/first.txt');
      const second = await uploadText(other, 'Private/second.txt');
      expect(first.mediaLink.startsWith(emulator.url)).toBe(true);
      expect(second.mediaLink.startsWith(other.url)).toBe(true);
      expect(await (await fetch(second.mediaLink)).text()).toBe('Private/second.txt');
      expect((await fetch(`${other.url}/storage/v1/b/${bucket}/o/Private%2Ffirst.txt`)).status).toBe(404);
    } finally {
      await other.stop();
    }
    expect(await isListening(other.url)).toBe(false);
    const [first] = await adminBucket().file('Private/first.txt').download();
    expect(first.toString()).toBe('Private/first.txt');
    await adminBucket().file('Private/first.txt').delete();
  });

  it('fails to start on a port in use and leaves no folder behind', async () => {
    const folders = await blobFolders();
    await expect(startStorageEmulator({ port: emulator.port, projectId, access })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    expect(await blobFolders()).toEqual(folders);
    expect((await uploadText(emulator, 'Private/still-serving.txt')).mediaLink.startsWith(emulator.url)).toBe(
      true,
    );
  });
});

describe('instances started one after the other', () => {
  it('reuse the port of a stopped instance', async () => {
    const first = await startStorageEmulator({ port: 0, projectId, access });
    await first.stop();
    const second = await startStorageEmulator({ port: first.port, projectId, access });
    try {
      const { mediaLink } = await uploadText(second, 'Private/again.txt');
      expect(mediaLink.startsWith(second.url)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
