import { storageFolders } from '@management-center/contract';
import { setLogLevel } from 'firebase/app';
import {
  deleteObject,
  getBytes,
  listAll,
  ref,
  type StorageError,
  updateMetadata,
  uploadBytes,
} from 'firebase/storage';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { ruleClients } from './rule-clients.ts';

// storage.rules, as the local Storage runner applies it (its policy mirrors the rules file), with web SDK clients
// signed in through the Auth emulator.
const privateObject = 'Reports/summary.txt';
const deepObject = 'AboutMembers/archive/old-member.png';

const app = adminAppForSuite();
const clients = ruleClients();
let as: Record<'administrator' | 'member' | 'anonymous', WebClient>;
// One demo image per content folder, and one of them to try writes on.
let contentImages: string[];
let sampleImage: string;

function bucket() {
  return getStorage(app).bucket();
}

async function storedNames(): Promise<string[]> {
  const [files] = await bucket().getFiles();
  return files.map((file) => file.name).sort();
}

async function expectRefused(operation: () => Promise<unknown>): Promise<void> {
  const before = await storedNames();
  const error = await operation().then(
    () => undefined,
    (reason: StorageError) => reason,
  );
  expect(error?.code).toBe('storage/unauthorized');
  expect(await storedNames()).toEqual(before);
}

beforeAll(async () => {
  // Refusals are what this suite is about; the SDK's log line for each would bury the results.
  setLogLevel('silent');
  const names = await storedNames();
  contentImages = storageFolders.map((folder) => {
    const name = names.find((candidate) => candidate.startsWith(`${folder}/`));
    if (name === undefined) throw new Error(`The demo data has no image in ${folder}`);
    return name;
  });
  sampleImage = contentImages[0] ?? '';
  await bucket().file(privateObject).save('Quarterly figures', { contentType: 'text/plain' });
  await bucket()
    .file(deepObject)
    .save(Buffer.from([137, 80, 78, 71]), { contentType: 'image/png' });
  as = await clients.openEachKind();
});

describe('reading', () => {
  it('anyone reads the images of the six content folders, as the public websites do', async () => {
    for (const path of contentImages) {
      const [stored] = await bucket().file(path).download();
      const read = await getBytes(ref(as.anonymous.storage, path));
      expect(Buffer.from(read)).toEqual(stored);
    }
  });

  it('only the administrator lists a content folder: the websites fetch each image by its path', async () => {
    const listing = await listAll(ref(as.administrator.storage, 'ProductFeatureIcons'));
    const [files] = await bucket().getFiles({ prefix: 'ProductFeatureIcons/' });
    expect(listing.items.map((item) => item.fullPath).sort()).toEqual(files.map((file) => file.name).sort());
    for (const client of [as.member, as.anonymous]) {
      await expectRefused(() => listAll(ref(client.storage, 'ProductFeatureIcons')));
    }
  });

  it.each([
    ['an object outside the content folders', privateObject],
    ['an object below a content folder', deepObject],
  ])('only the administrator reads %s', async (_, path) => {
    expect((await getBytes(ref(as.administrator.storage, path))).byteLength).toBeGreaterThan(0);
    for (const client of [as.member, as.anonymous]) {
      await expectRefused(() => getBytes(ref(client.storage, path)));
    }
  });

  it('nobody lists the bucket root, which would name the exports: the administrator lists a folder at a time', async () => {
    await expectRefused(() => listAll(ref(as.administrator.storage)));
    await expectRefused(() => listAll(ref(as.member.storage)));
    const listing = await listAll(ref(as.administrator.storage, 'Reports'));
    expect(listing.items.map((item) => item.fullPath)).toEqual([privateObject]);
  });
});

describe('writing: the image callables own Storage, no client writes, not even the administrator', () => {
  describe.each(['administrator', 'member', 'anonymous'] as const)('as %s', (who) => {
    const storage = () => as[who].storage;

    it('uploads nothing', async () => {
      await expectRefused(() =>
        uploadBytes(ref(storage(), 'ProductFeatureIcons/1800000000000new.png'), new Uint8Array([1, 2, 3]), {
          contentType: 'image/png',
        }),
      );
    });

    it('replaces no content image', async () => {
      const [before] = await bucket().file(sampleImage).download();
      await expectRefused(() => uploadBytes(ref(storage(), sampleImage), new Uint8Array([9])));
      const [after] = await bucket().file(sampleImage).download();
      expect(after).toEqual(before);
    });

    it('deletes nothing', async () => {
      await expectRefused(() => deleteObject(ref(storage(), sampleImage)));
    });

    it('changes no metadata', async () => {
      await expectRefused(() => updateMetadata(ref(storage(), sampleImage), { contentType: 'text/plain' }));
      const [metadata] = await bucket().file(sampleImage).getMetadata();
      expect(metadata.contentType).toBe('image/png');
    });
  });
});
