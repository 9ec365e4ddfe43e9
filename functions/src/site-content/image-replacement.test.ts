import { describe, expect, it } from 'vitest';
import { type ContentImageObjects, type NewContentImage, storeThenReference } from './image-replacement.ts';

const urlPrefix = 'memory://content-bucket/';

// Storage as a map of object paths, recording every call, with failures that can be switched on.
class MemoryObjects implements ContentImageObjects {
  readonly objects = new Map<string, Uint8Array>();
  readonly calls: string[] = [];
  failStore = false;
  // A write that fails after the object was stored, as a lost answer does.
  failStoreAfterWrite = false;
  failDownloadUrl = false;
  failRemove = false;

  objectPathFor(image: NewContentImage) {
    return `${image.folder}/1700000000000${image.fileName}`;
  }

  async write(objectPath: string, image: NewContentImage) {
    this.calls.push(`store ${image.folder}/${image.fileName}`);
    if (this.failStore) throw new Error('Storage is unavailable');
    this.objects.set(objectPath, image.bytes);
    if (this.failStoreAfterWrite) throw new Error('Storage did not answer');
  }

  async downloadUrlOf(objectPath: string) {
    this.calls.push(`download URL ${objectPath}`);
    if (this.failDownloadUrl) throw new Error('The object has no download URL');
    return `${urlPrefix}${objectPath}`;
  }

  async remove(objectPath: string) {
    this.calls.push(`remove ${objectPath}`);
    if (this.failRemove) throw new Error('Storage is unavailable');
    this.objects.delete(objectPath);
  }
}

const oldObjectPath = 'AboutMembers/1600000000000old.png';
const newImage: NewContentImage = {
  folder: 'AboutMembers',
  fileName: 'new.png',
  bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]),
  contentType: 'image/png',
};
const newObjectPath = 'AboutMembers/1700000000000new.png';

// A member node whose image field the reference writer replaces, or fails to.
function memberWithOldImage() {
  const objects = new MemoryObjects();
  objects.objects.set(oldObjectPath, Uint8Array.from([1]));
  const node = { image: `${urlPrefix}${oldObjectPath}`, description: 'Name / Role / Description' };
  const writeReference = async ({ url }: { url: string }) => {
    objects.calls.push('write reference');
    node.image = url;
  };
  const failingWrite = async () => {
    objects.calls.push('write reference');
    throw new Error('The database refused the write');
  };
  return { objects, node, writeReference, failingWrite };
}

describe('storeThenReference', () => {
  it('stores the new image, then writes the reference, and keeps the replaced object for its version', async () => {
    const { objects, node, writeReference } = memberWithOldImage();
    const { stored } = await storeThenReference(objects, newImage, writeReference);
    expect(objects.calls).toEqual([
      'store AboutMembers/new.png',
      `download URL ${newObjectPath}`,
      'write reference',
    ]);
    expect(stored).toEqual({ objectPath: newObjectPath, url: `${urlPrefix}${newObjectPath}` });
    expect(node.image).toBe(`${urlPrefix}${newObjectPath}`);
    expect([...objects.objects.keys()].sort()).toEqual([newObjectPath, oldObjectPath].sort());
  });

  it('answers what the reference write answered', async () => {
    const objects = new MemoryObjects();
    const { stored, result } = await storeThenReference(objects, newImage, async (image) => image.url.length);
    expect(result).toBe(stored.url.length);
    expect(objects.objects.has(stored.objectPath)).toBe(true);
  });

  it('removes the new object and keeps the old image and its reference when the reference write fails', async () => {
    const { objects, node, failingWrite } = memberWithOldImage();
    await expect(storeThenReference(objects, newImage, failingWrite)).rejects.toThrow(
      'The database refused the write',
    );
    expect(objects.calls).toEqual([
      'store AboutMembers/new.png',
      `download URL ${newObjectPath}`,
      'write reference',
      `remove ${newObjectPath}`,
    ]);
    expect(node.image).toBe(`${urlPrefix}${oldObjectPath}`);
    expect([...objects.objects.keys()]).toEqual([oldObjectPath]);
  });

  it('reports the failed write even when removing the new object fails too', async () => {
    const { objects, node, failingWrite } = memberWithOldImage();
    objects.failRemove = true;
    await expect(storeThenReference(objects, newImage, failingWrite)).rejects.toThrow(
      'The database refused the write',
    );
    expect(node.image).toBe(`${urlPrefix}${oldObjectPath}`);
    expect(objects.objects.has(oldObjectPath)).toBe(true);
  });

  it('writes no reference when storing the new image fails, and removes whatever it may have stored', async () => {
    const { objects, node, writeReference } = memberWithOldImage();
    objects.failStore = true;
    await expect(storeThenReference(objects, newImage, writeReference)).rejects.toThrow(
      'Storage is unavailable',
    );
    expect(objects.calls).toEqual(['store AboutMembers/new.png', `remove ${newObjectPath}`]);
    expect(node.image).toBe(`${urlPrefix}${oldObjectPath}`);
    expect([...objects.objects.keys()]).toEqual([oldObjectPath]);
  });

  it.each([
    ['the write fails after the object was stored', 'failStoreAfterWrite', 'Storage did not answer'],
    ['the download URL cannot be made', 'failDownloadUrl', 'The object has no download URL'],
  ] as const)('leaves no new object and no reference when %s', async (_, failure, message) => {
    const { objects, node, writeReference } = memberWithOldImage();
    objects[failure] = true;
    await expect(storeThenReference(objects, newImage, writeReference)).rejects.toThrow(message);
    expect(objects.calls).not.toContain('write reference');
    expect(objects.calls.at(-1)).toBe(`remove ${newObjectPath}`);
    expect(node.image).toBe(`${urlPrefix}${oldObjectPath}`);
    expect([...objects.objects.keys()]).toEqual([oldObjectPath]);
  });
});
