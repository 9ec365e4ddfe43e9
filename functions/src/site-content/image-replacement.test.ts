import { describe, expect, it } from 'vitest';
import {
  type ContentImageObjects,
  type NewContentImage,
  removeReferencedImage,
  replaceImage,
  storeThenReference,
} from './image-replacement.ts';

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

  async objectPathOf(url: string, folder: string) {
    const objectPath = url.startsWith(urlPrefix) ? url.slice(urlPrefix.length) : undefined;
    return objectPath?.startsWith(`${folder}/`) ? objectPath : undefined;
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
  const writeReference = async (url: string) => {
    objects.calls.push('write reference');
    const replaced = node.image;
    node.image = url;
    return replaced;
  };
  const failingWrite = async () => {
    objects.calls.push('write reference');
    throw new Error('The database refused the write');
  };
  return { objects, node, writeReference, failingWrite };
}

describe('replaceImage', () => {
  it('stores the new image, then writes the reference, and only then deletes the replaced object', async () => {
    const { objects, node, writeReference } = memberWithOldImage();
    const replacement = await replaceImage(objects, newImage, writeReference);
    expect(objects.calls).toEqual([
      'store AboutMembers/new.png',
      `download URL ${newObjectPath}`,
      'write reference',
      `remove ${oldObjectPath}`,
    ]);
    expect(node.image).toBe(`${urlPrefix}${newObjectPath}`);
    expect([...objects.objects.keys()]).toEqual([newObjectPath]);
    expect(replacement).toEqual({
      stored: { objectPath: newObjectPath, url: `${urlPrefix}${newObjectPath}` },
      deletedObjectPath: oldObjectPath,
    });
  });

  it('removes the new object and keeps the old image and its reference when the reference write fails', async () => {
    const { objects, node, failingWrite } = memberWithOldImage();
    await expect(replaceImage(objects, newImage, failingWrite)).rejects.toThrow(
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
    await expect(replaceImage(objects, newImage, failingWrite)).rejects.toThrow(
      'The database refused the write',
    );
    expect(node.image).toBe(`${urlPrefix}${oldObjectPath}`);
    expect(objects.objects.has(oldObjectPath)).toBe(true);
  });

  it('writes no reference when storing the new image fails, and removes whatever it may have stored', async () => {
    const { objects, node, writeReference } = memberWithOldImage();
    objects.failStore = true;
    await expect(replaceImage(objects, newImage, writeReference)).rejects.toThrow('Storage is unavailable');
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
    await expect(replaceImage(objects, newImage, writeReference)).rejects.toThrow(message);
    expect(objects.calls).not.toContain('write reference');
    expect(objects.calls.at(-1)).toBe(`remove ${newObjectPath}`);
    expect(node.image).toBe(`${urlPrefix}${oldObjectPath}`);
    expect([...objects.objects.keys()]).toEqual([oldObjectPath]);
  });

  it('succeeds when the replaced image cannot be told apart, leaving its object to the cleanup', async () => {
    const { objects, node, writeReference } = memberWithOldImage();
    objects.objectPathOf = async () => {
      throw new Error('The bucket name could not be read');
    };
    const replacement = await replaceImage(objects, newImage, writeReference);
    expect(node.image).toBe(`${urlPrefix}${newObjectPath}`);
    expect(replacement.deletedObjectPath).toBeUndefined();
    expect([...objects.objects.keys()].sort()).toEqual([oldObjectPath, newObjectPath].sort());
  });

  it('succeeds when the replaced object cannot be deleted, leaving it to the cleanup', async () => {
    const { objects, node, writeReference } = memberWithOldImage();
    objects.failRemove = true;
    const replacement = await replaceImage(objects, newImage, writeReference);
    expect(node.image).toBe(`${urlPrefix}${newObjectPath}`);
    expect(replacement.deletedObjectPath).toBeUndefined();
    expect(objects.objects.has(oldObjectPath)).toBe(true);
  });

  it.each([
    ['an image outside the bucket', 'https://example.com/AboutMembers/old.png'],
    ['an image of another folder', `${urlPrefix}BusinessAboutMembers/old.png`],
    ['no image before', undefined],
  ])('deletes nothing for %s', async (_, replacedUrl) => {
    const objects = new MemoryObjects();
    objects.objects.set('BusinessAboutMembers/old.png', Uint8Array.from([1]));
    const replacement = await replaceImage(objects, newImage, async () => replacedUrl);
    expect(objects.calls).toEqual(['store AboutMembers/new.png', `download URL ${newObjectPath}`]);
    expect(replacement.deletedObjectPath).toBeUndefined();
    expect(objects.objects.has('BusinessAboutMembers/old.png')).toBe(true);
  });
});

describe('storeThenReference', () => {
  it('answers what the reference write answered', async () => {
    const objects = new MemoryObjects();
    const { stored, result } = await storeThenReference(objects, newImage, async (image) => image.url.length);
    expect(result).toBe(stored.url.length);
    expect(objects.objects.has(stored.objectPath)).toBe(true);
  });

  it('removes the stored object when nothing came to reference it', async () => {
    const objects = new MemoryObjects();
    const failure = storeThenReference(objects, newImage, async () => {
      throw new Error('The item could not be created');
    });
    await expect(failure).rejects.toThrow('The item could not be created');
    expect(objects.objects.size).toBe(0);
  });
});

describe('removeReferencedImage', () => {
  it('removes the object of an image URL in the folder and names it', async () => {
    const objects = new MemoryObjects();
    objects.objects.set(oldObjectPath, Uint8Array.from([1]));
    expect(await removeReferencedImage(objects, `${urlPrefix}${oldObjectPath}`, 'AboutMembers')).toBe(
      oldObjectPath,
    );
    expect(objects.objects.size).toBe(0);
  });

  it.each([
    ['a missing field', undefined],
    ['a value that is no text', 42],
    ['a URL of another folder', `${urlPrefix}ProductFeatureIcons/icon.png`],
  ])('leaves Storage alone for %s', async (_, url) => {
    const objects = new MemoryObjects();
    expect(await removeReferencedImage(objects, url, 'AboutMembers')).toBeUndefined();
    expect(objects.calls).toEqual([]);
  });
});
