import {
  contentImageLocation,
  databasePaths,
  type SiteContentTargetName,
  type StorageFolder,
  siteContentPath,
  siteItemListPath,
  siteItemTargetNames,
} from '@management-center/contract';
import { encodePng } from '@management-center/emulators/seed/png';
import type { App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { literalPattern } from '../support/text-patterns.ts';

// Tiny but complete images of each accepted format (each decodes in a browser to a 1x1 or 2x2 picture).
export const imageSamples = {
  'image/png': encodePng(2, 2, (x, y) => (x === y ? [34, 139, 230] : [250, 82, 82])),
  'image/jpeg': Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  'image/webp': Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  'image/gif': Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
} as const;

export type SampleType = keyof typeof imageSamples;

// What the functions write: `{folder}/{13-digit Date.now()}{fileName}`.
export function storedNamePattern(folder: StorageFolder, fileName: string): RegExp {
  return new RegExp(`^${folder}/\\d{13}${literalPattern(fileName)}$`);
}

export function contentAccess(app: App) {
  const database = getDatabase(app);
  const bucket = getStorage(app).bucket();

  async function read(path: string): Promise<unknown> {
    return (await database.ref(path).get()).val();
  }

  async function firstItemId(listPath: string): Promise<string> {
    const [id] = Object.keys((await database.ref(listPath).get()).val() ?? {});
    if (id === undefined) throw new Error(`The demo data has no item under ${listPath}`);
    return id;
  }

  // The call's locator for a target, named or not: an item is addressed by the first of its kind in the demo data.
  async function locatorOf(target: string): Promise<{ target: string; id?: string }> {
    const item = siteItemTargetNames.find((name) => name === target);
    return item ? { target, id: await firstItemId(siteItemListPath(item)) } : { target };
  }

  return {
    database,
    bucket,
    read,

    // The two website trees: what a content call may change (the audit log changes on every refused call too).
    async websites(): Promise<unknown> {
      return {
        product: await read(databasePaths.productWebsite),
        business: await read(databasePaths.businessUserWebsite),
      };
    },

    async itemIds(listPath: string): Promise<string[]> {
      return Object.keys((await database.ref(listPath).get()).val() ?? {});
    },

    firstItemId,

    locatorOf,

    // A node of the target, with the call's locator for it.
    async locate(target: SiteContentTargetName): Promise<{ target: string; id?: string; path: string }> {
      const locator = await locatorOf(target);
      return { ...locator, path: siteContentPath(target, locator.id) };
    },

    async imageUrlAt(path: string, field: string): Promise<string> {
      const url = await read(`${path}/${field}`);
      if (typeof url !== 'string') throw new Error(`${path} has no ${field}`);
      return url;
    },

    // The object a URL names in the content bucket; fails the test when the URL is not one of ours.
    objectPathOf(url: string): string {
      const location = contentImageLocation(url, bucket.name);
      if (!location) throw new Error(`${url} is not a content image of ${bucket.name}`);
      return location.objectPath;
    },

    async objectExists(objectPath: string): Promise<boolean> {
      const [exists] = await bucket.file(objectPath).exists();
      return exists;
    },

    async objectsIn(folder: StorageFolder): Promise<string[]> {
      const [files] = await bucket.getFiles({ prefix: `${folder}/` });
      return files.map((file) => file.name).sort();
    },
  };
}

export async function downloadBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Downloading ${url} failed: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
