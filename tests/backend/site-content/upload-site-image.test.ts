import {
  maxImageBytes,
  type SiteImageTargetName,
  siteContentPath,
  siteContentTargets,
  uploadSiteImageOutputSchema,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import {
  contentAccess,
  downloadBytes,
  imageSamples,
  type SampleType,
  storedNamePattern,
} from './content-fixtures.ts';

// Each accepted format, each sent to a different target, items and about-us headers alike.
const uploads: [SampleType, SiteImageTargetName, string][] = [
  ['image/png', 'productAboutUsMain', 'header.png'],
  ['image/jpeg', 'productAboutUsMember', 'Maya portrait.jpg'],
  ['image/webp', 'businessBenefit', 'bookings.webp'],
  ['image/gif', 'productFeature', 'heart-rate.gif'],
  ['image/png', 'businessAboutUsMain', 'business header.png'],
  ['image/jpeg', 'businessAboutUsMember', 'kwame.jpeg'],
];

describe('uploadSiteImage', () => {
  const app = adminAppForSuite();
  const content = contentAccess(app);

  function send(contentType: string, bytes: Buffer, fileName = 'picture.png') {
    return { fileName, contentType, data: bytes.toString('base64') };
  }

  // Everything a refused upload must leave as it was: both websites and the target's folder.
  async function stateOf(target: SiteImageTargetName) {
    return {
      websites: await content.websites(),
      objects: await content.objectsIn(siteContentTargets[target].image.folder),
    };
  }

  it.each(uploads)(
    'stores a %s for %s and points the node at it, keeping the image it replaced for its version',
    async (contentType, target, fileName) => {
      const { field, folder } = siteContentTargets[target].image;
      const { path, ...locator } = await content.locate(target);
      const nodeBefore = await content.read(path);
      const replacedObject = content.objectPathOf(await content.imageUrlAt(path, field));
      expect(await content.objectExists(replacedObject)).toBe(true);

      // Bytes of their own: the library stores the same bytes once (see below).
      const bytes = Buffer.concat([imageSamples[contentType], Buffer.from(target)]);
      const result = uploadSiteImageOutputSchema.parse(
        await callAs(administrator, 'uploadSiteImage', { ...locator, ...send(contentType, bytes, fileName) }),
      );

      expect(result.objectPath).toMatch(storedNamePattern(folder, fileName));
      expect(content.objectPathOf(result.url)).toBe(result.objectPath);
      expect(await content.read(path)).toEqual({ ...(nodeBefore as object), [field]: result.url });
      const [metadata] = await content.bucket.file(result.objectPath).getMetadata();
      expect(metadata.contentType).toBe(contentType);
      expect(await downloadBytes(result.url)).toEqual(bytes);
      expect(await content.objectExists(replacedObject)).toBe(true);

      expect(await latestAuditEntry(app)).toMatchObject({
        action: 'uploadSiteImage',
        actorEmail: administrator.email,
        targets: [path, result.objectPath],
        outcome: 'succeeded',
      });
    },
  );

  it('stores the same bytes once: a second upload points its row at the file the first stored', async () => {
    const bytes = Buffer.concat([imageSamples['image/png'], Buffer.from(`same bytes ${Date.now()}`)]);
    const first = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        target: 'productAboutUsMain',
        ...send('image/png', bytes, 'team.png'),
      }),
    );
    const member = await content.locate('businessAboutUsMember');
    const objectsBefore = await content.objectsIn(siteContentTargets.businessAboutUsMember.image.folder);
    const second = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        target: 'businessAboutUsMember',
        id: member.id,
        ...send('image/png', bytes, 'team copy.png'),
      }),
    );
    expect(second).toEqual(first);
    expect(await content.imageUrlAt(member.path, 'image')).toBe(first.url);
    expect(await content.objectsIn(siteContentTargets.businessAboutUsMember.image.folder)).toEqual(
      objectsBefore,
    );
  });

  it('writes a header image to an about-us main node that has none yet', async () => {
    const path = siteContentPath('businessAboutUsMain');
    await content.database.ref(`${path}/image`).remove();
    const result = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        target: 'businessAboutUsMain',
        ...send('image/png', imageSamples['image/png'], 'first-header.png'),
      }),
    );
    expect(await content.read(`${path}/image`)).toBe(result.url);
    expect(await content.objectExists(result.objectPath)).toBe(true);
  });

  it('replaces an image whose object is already gone', async () => {
    const { path, ...locator } = await content.locate('businessBenefit');
    await content.bucket.file(content.objectPathOf(await content.imageUrlAt(path, 'image'))).delete();
    const result = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        ...locator,
        ...send('image/gif', imageSamples['image/gif'], 'again.gif'),
      }),
    );
    expect(await content.read(`${path}/image`)).toBe(result.url);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const atLimit = Buffer.alloc(maxImageBytes);
    imageSamples['image/png'].copy(atLimit);
    const result = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        target: 'productAboutUsMain',
        ...send('image/png', atLimit, 'large.png'),
      }),
    );
    const [metadata] = await content.bucket.file(result.objectPath).getMetadata();
    expect(Number(metadata.size)).toBe(maxImageBytes);
  });

  it('refuses a file that claims image/png but is no image, storing nothing', async () => {
    const before = await stateOf('productAboutUsMain');
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const error = await callFailure(administrator, 'uploadSiteImage', {
      target: 'productAboutUsMain',
      ...send('image/png', text, 'innocent.png'),
    });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^The file is not a PNG, JPEG, WebP or GIF image\./);
    expect(error.details).toEqual({ field: 'data' });
    expect(await stateOf('productAboutUsMain')).toEqual(before);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'uploadSiteImage',
      outcome: 'failed',
      errorCode: 'invalid-argument',
    });
  });

  it('refuses an image sent as another format', async () => {
    const before = await stateOf('productAboutUsMain');
    const error = await callFailure(administrator, 'uploadSiteImage', {
      target: 'productAboutUsMain',
      ...send('image/png', imageSamples['image/jpeg'], 'photo.png'),
    });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^The file is a JPEG image but was sent as image\/png\./);
    expect(await stateOf('productAboutUsMain')).toEqual(before);
  });

  it('refuses an image of more than 5 MB before anything is stored', async () => {
    const oversized = Buffer.alloc(maxImageBytes + 1);
    imageSamples['image/png'].copy(oversized);
    const before = await databaseSnapshot();
    const objectsBefore = await content.objectsIn('ProductAboutUsHeaderImage');
    const error = await callFailure(administrator, 'uploadSiteImage', {
      target: 'productAboutUsMain',
      ...send('image/png', oversized, 'huge.png'),
    });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^data: the image must be at most 5 MB \[400\]$/);
    expect(error.details).toEqual({ field: 'data' });
    expect(await databaseSnapshot()).toEqual(before);
    expect(await content.objectsIn('ProductAboutUsHeaderImage')).toEqual(objectsBefore);
  });

  it.each([
    ['a file name with a path', { fileName: '../ProductFeatureIcons/evil.png' }],
    ['a file name with a backslash', { fileName: 'folder\\evil.png' }],
    ['a content type other than the four', { contentType: 'image/svg+xml' }],
    ['data that is not base64', { data: 'this is not base64!' }],
    ['an item target without id', { target: 'productAboutUsMember' }],
    ['a target without an image', { target: 'businessContactRow' }],
  ])('refuses %s and changes nothing', async (_, change) => {
    const before = await databaseSnapshot();
    const objectsBefore = await content.objectsIn('ProductAboutUsHeaderImage');
    const call = { target: 'productAboutUsMain', ...send('image/png', imageSamples['image/png']), ...change };
    expect((await callFailure(administrator, 'uploadSiteImage', call)).code).toBe(
      'functions/invalid-argument',
    );
    expect(await databaseSnapshot()).toEqual(before);
    expect(await content.objectsIn('ProductAboutUsHeaderImage')).toEqual(objectsBefore);
  });

  it.each(['100%.png', 'offer%20.png', 'a#b.png', 'what?.png', 'x&y.png', 'quote".png', '<b>.png'])(
    'refuses the file name %s with the characters it allows, storing nothing',
    async (fileName) => {
      const before = await databaseSnapshot();
      const objectsBefore = await content.objectsIn('ProductAboutUsHeaderImage');
      const error = await callFailure(administrator, 'uploadSiteImage', {
        target: 'productAboutUsMain',
        ...send('image/png', imageSamples['image/png'], fileName),
      });
      expect(error.code).toBe('functions/invalid-argument');
      expect(error.message).toMatch(/^fileName: .*letters, digits, spaces/);
      expect(error.details).toEqual({ field: 'fileName' });
      expect(await databaseSnapshot()).toEqual(before);
      expect(await content.objectsIn('ProductAboutUsHeaderImage')).toEqual(objectsBefore);
    },
  );

  it('accepts a file name with letters of any script, digits, spaces, dots, dashes, underscores and brackets', async () => {
    const fileName = 'Café Ünal_2024-05 (1).v2.png';
    const bytes = Buffer.concat([imageSamples['image/png'], Buffer.from(fileName)]);
    const result = uploadSiteImageOutputSchema.parse(
      await callAs(administrator, 'uploadSiteImage', {
        target: 'productAboutUsMain',
        ...send('image/png', bytes, fileName),
      }),
    );
    expect(result.objectPath).toMatch(storedNamePattern('ProductAboutUsHeaderImage', fileName));
    expect(await downloadBytes(result.url)).toEqual(bytes);
  });

  it('answers not-found for an item that does not exist, storing nothing', async () => {
    const before = await stateOf('businessAboutUsMember');
    const error = await callFailure(administrator, 'uploadSiteImage', {
      target: 'businessAboutUsMember',
      id: 'no-such-member',
      ...send('image/png', imageSamples['image/png']),
    });
    expect(error.code).toBe('functions/not-found');
    expect(await stateOf('businessAboutUsMember')).toEqual(before);
  });

  it('refuses a caller without a team role, and one not signed in', async () => {
    const before = await databaseSnapshot();
    const objectsBefore = await content.objectsIn('ProductAboutUsHeaderImage');
    const call = { target: 'productAboutUsMain', ...send('image/png', imageSamples['image/png']) };
    expect((await callFailure(member, 'uploadSiteImage', call)).code).toBe('functions/permission-denied');
    expect((await callFailure(undefined, 'uploadSiteImage', call)).code).toBe('functions/unauthenticated');
    expect(await databaseSnapshot()).toEqual(before);
    expect(await content.objectsIn('ProductAboutUsHeaderImage')).toEqual(objectsBefore);
  });
});
