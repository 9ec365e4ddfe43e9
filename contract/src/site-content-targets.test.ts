import { describe, expect, it } from 'vitest';
import {
  addSiteItemInputSchema,
  deleteSiteItemInputSchema,
  updateSiteContentInputSchema,
  uploadSiteImageInputSchema,
} from './callables/site-content.ts';
import { maxImageBytes } from './image-format.ts';
import { storageFolders } from './paths.ts';
import {
  contentImageLocation,
  type SiteContentTargetName,
  siteContentPath,
  siteContentTargetNames,
  siteContentTargets,
  siteImageTargetNames,
  siteItemListPath,
  siteItemTargetNames,
} from './site-content-targets.ts';

const allTargets = siteContentTargetNames.map((name) => ({ name, target: siteContentTargets[name] }));
const itemId = '-NxY1abcDEF';
// What push() makes: 20 characters, the first eight the time.
const newItemKey = '-NxY1abcDEFghijklmno';

// A value each field of a target accepts, so that a call can be built for every target alike.
function sampleFields(name: SiteContentTargetName): Record<string, unknown> {
  const shape = siteContentTargets[name].fields.shape;
  return Object.fromEntries(
    Object.keys(shape).map((field) => [field, field === 'options' ? ['Option one'] : `New ${field}`]),
  );
}

function locatorOf(name: SiteContentTargetName): Record<string, string> {
  return siteContentTargets[name].kind === 'item' ? { target: name, id: itemId } : { target: name };
}

describe('the content target table', () => {
  it('lists each kind of name exactly as the table says', () => {
    expect([...siteContentTargetNames].sort()).toEqual(Object.keys(siteContentTargets).sort());
    const items = allTargets.filter(({ target }) => target.kind === 'item').map(({ name }) => name);
    expect([...siteItemTargetNames].sort()).toEqual(items.sort());
    const withImages = allTargets.filter(({ target }) => 'image' in target).map(({ name }) => name);
    expect([...siteImageTargetNames].sort()).toEqual(withImages.sort());
  });

  it('maps every target to its data path, items under their push id', () => {
    expect(siteContentPath('productKeyFeatureMain')).toBe('ProductWebsite/KeyFeature/Main');
    expect(siteContentPath('productFeature', itemId)).toBe(`ProductWebsite/KeyFeature/Feature/${itemId}`);
    expect(siteContentPath('productAboutUsMain')).toBe('ProductWebsite/AboutUs/Main');
    expect(siteContentPath('productAboutUsMember', itemId)).toBe(`ProductWebsite/AboutUs/Members/${itemId}`);
    expect(siteContentPath('businessAboutUsMain')).toBe('BusinessUserWebsite/AboutUs/Main');
    expect(siteContentPath('businessAboutUsMember', itemId)).toBe(
      `BusinessUserWebsite/AboutUs/Member/${itemId}`,
    );
    expect(siteContentPath('businessBenefitsMain')).toBe('BusinessUserWebsite/BenefitOfPartnership/Main');
    expect(siteContentPath('businessBenefit', itemId)).toBe(
      `BusinessUserWebsite/BenefitOfPartnership/Benefits/${itemId}`,
    );
    expect(siteContentPath('businessContactRow', itemId)).toBe(`BusinessUserWebsite/ContactUs/${itemId}`);
    expect(siteItemListPath('businessContactRow')).toBe('BusinessUserWebsite/ContactUs');
    expect(siteItemListPath('productFeature')).toBe('ProductWebsite/KeyFeature/Feature');
  });

  it('needs a valid id for an item and refuses one for a main node', () => {
    expect(() => siteContentPath('productFeature')).toThrow('productFeature needs the id of an item');
    for (const badId of ['', 'a/b', 'a.b', '../Main', 'a#b']) {
      expect(() => siteContentPath('businessBenefit', badId)).toThrow('is not a valid id');
    }
    expect(() => siteContentPath('productAboutUsMain', itemId)).toThrow('takes no id');
  });

  it('gives each image slot its own one of the six Storage folders', () => {
    const folders = allTargets.flatMap(({ target }) => ('image' in target ? [target.image.folder] : []));
    expect([...folders].sort()).toEqual([...storageFolders].sort());
  });

  it('only lets fields of the stored node be edited, never the image field', () => {
    for (const { target } of allTargets) {
      const nodeFields = Object.keys(target.node.shape);
      const editable = Object.keys(target.fields.shape);
      expect(nodeFields).toEqual(expect.arrayContaining(editable));
      if ('image' in target) {
        expect(nodeFields).toContain(target.image.field);
        expect(editable).not.toContain(target.image.field);
      }
      expect(editable).toEqual(expect.arrayContaining(Object.keys(target.updatedMessages)));
    }
  });

  it('creates items that are valid, editable nodes once their image is in place', () => {
    for (const { target } of allTargets) {
      if (target.kind !== 'item') continue;
      expect(target.fields.safeParse(target.newItem).success).toBe(true);
      const image = 'image' in target ? { [target.image.field]: 'https://example.com/image.png' } : {};
      expect(target.node.safeParse({ ...target.newItem, ...image }).success).toBe(true);
    }
  });

  it('gives a new feature the default option', () => {
    expect(siteContentTargets.productFeature.newItem).toEqual({ options: ['default option'] });
  });
});

describe('updateSiteContent input', () => {
  it.each(siteContentTargetNames)('accepts every field %s allows', (name) => {
    const input = { ...locatorOf(name), fields: sampleFields(name) };
    expect(updateSiteContentInputSchema.parse(input)).toEqual(input);
  });

  it('trims text and options', () => {
    const parsed = updateSiteContentInputSchema.parse({
      target: 'productFeature',
      id: itemId,
      fields: { options: ['  Tracks sleep  ', 'Syncs\t'] },
    });
    expect(parsed.fields).toEqual({ options: ['Tracks sleep', 'Syncs'] });
  });

  it.each([
    ['an unknown field', { target: 'productKeyFeatureMain', fields: { Subtitle: 'x' } }],
    ['a field of another target', { target: 'productAboutUsMain', fields: { Title: 'x' } }],
    ['the image field', { target: 'productAboutUsMain', fields: { image: 'https://example.com/x.png' } }],
    [
      'the icon field',
      { target: 'productFeature', id: itemId, fields: { icon: 'https://example.com/x.png' } },
    ],
    ['no field at all', { target: 'businessBenefitsMain', fields: {} }],
    ['an unknown target', { target: 'productPricing', fields: { Title: 'x' } }],
    ['an id for a main node', { target: 'productKeyFeatureMain', id: itemId, fields: { Title: 'x' } }],
    ['an item without id', { target: 'businessBenefit', fields: { description: 'x' } }],
    ['an invalid id', { target: 'businessBenefit', id: 'a/b', fields: { description: 'x' } }],
    ['a blank text', { target: 'businessContactRow', id: itemId, fields: { Title: '   ' } }],
    ['a text over its bound', { target: 'productKeyFeatureMain', fields: { Title: 'x'.repeat(201) } }],
    ['a non-text value', { target: 'businessBenefitsMain', fields: { Description: 42 } }],
    ['no options', { target: 'productFeature', id: itemId, fields: { options: [] } }],
    ['a blank option', { target: 'productFeature', id: itemId, fields: { options: ['ok', ' '] } }],
    ['21 options', { target: 'productFeature', id: itemId, fields: { options: Array(21).fill('x') } }],
  ])('refuses %s', (_, input) => {
    expect(updateSiteContentInputSchema.safeParse(input).success).toBe(false);
  });

  it('accepts texts at their bounds and 20 options', () => {
    expect(
      updateSiteContentInputSchema.safeParse({
        target: 'productKeyFeatureMain',
        fields: { Title: 'x'.repeat(200), Description: 'y'.repeat(2000) },
      }).success,
    ).toBe(true);
    expect(
      updateSiteContentInputSchema.safeParse({
        target: 'productFeature',
        id: itemId,
        fields: { options: Array(20).fill('x') },
      }).success,
    ).toBe(true);
  });
});

describe('addSiteItem and deleteSiteItem input', () => {
  it('accept item targets only', () => {
    for (const name of siteContentTargetNames) {
      const isItem = siteContentTargets[name].kind === 'item';
      expect(addSiteItemInputSchema.safeParse({ target: name, id: newItemKey }).success).toBe(isItem);
      expect(deleteSiteItemInputSchema.safeParse({ target: name, id: itemId }).success).toBe(isItem);
    }
  });

  it('addSiteItem needs the key push() makes', () => {
    expect(addSiteItemInputSchema.safeParse({ target: 'businessBenefit' }).success).toBe(false);
    for (const id of [newItemKey.slice(1), `${newItemKey}x`, `${newItemKey.slice(1)}.`, itemId]) {
      expect(addSiteItemInputSchema.safeParse({ target: 'businessBenefit', id }).success).toBe(false);
    }
  });

  it('deleteSiteItem needs a valid id', () => {
    expect(deleteSiteItemInputSchema.safeParse({ target: 'businessBenefit' }).success).toBe(false);
    expect(deleteSiteItemInputSchema.safeParse({ target: 'businessBenefit', id: 'x$y' }).success).toBe(false);
  });
});

describe('uploadSiteImage input', () => {
  const image = { fileName: 'team.png', contentType: 'image/png', data: 'iVBORw0KGgo=' };

  it('accepts every target with an image slot, and no other', () => {
    for (const name of siteContentTargetNames) {
      const hasImage = 'image' in siteContentTargets[name];
      expect(uploadSiteImageInputSchema.safeParse({ ...locatorOf(name), ...image }).success).toBe(hasImage);
    }
  });

  it.each([
    ['a path in the file name', { fileName: '../Main.png' }],
    ['a backslash in the file name', { fileName: 'a\\b.png' }],
    ['a control character in the file name', { fileName: 'a\nb.png' }],
    ['a blank file name', { fileName: '  ' }],
    ['a file name over 200 characters', { fileName: `${'x'.repeat(197)}.png` }],
    ['a content type other than the four', { contentType: 'image/svg+xml' }],
    ['data that is not base64', { data: 'not base64!' }],
  ])('refuses %s', (_, change) => {
    const input = { target: 'productAboutUsMain', ...image, ...change };
    expect(uploadSiteImageInputSchema.safeParse(input).success).toBe(false);
  });

  it('refuses data of more than 5 MB before looking at it', () => {
    const encodedLimit = Math.ceil(maxImageBytes / 3) * 4;
    const oversized = `${'A'.repeat(encodedLimit)}`;
    const result = uploadSiteImageInputSchema.safeParse({
      target: 'productAboutUsMain',
      ...image,
      data: oversized,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['data'], message: 'the image must be at most 5 MB' }),
    ]);
    const atLimit = `${'A'.repeat(encodedLimit - 4)}AAA=`;
    expect(
      uploadSiteImageInputSchema.safeParse({ target: 'productAboutUsMain', ...image, data: atLimit }).success,
    ).toBe(true);
  });
});

describe('contentImageLocation', () => {
  const bucket = 'demo-management-center.appspot.com';
  const emulatorUrl = (path: string, bucketName = bucket) =>
    `http://127.0.0.1:9199/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=abc`;

  it('finds the object of a download URL in a content folder of the bucket', () => {
    expect(contentImageLocation(emulatorUrl('AboutMembers/1700000000000team photo.png'), bucket)).toEqual({
      folder: 'AboutMembers',
      objectPath: 'AboutMembers/1700000000000team photo.png',
    });
    const productionUrl = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/ProductFeatureIcons%2F1icon.png?alt=media&token=t`;
    expect(contentImageLocation(productionUrl, bucket)?.objectPath).toBe('ProductFeatureIcons/1icon.png');
  });

  it.each([
    ['another bucket', emulatorUrl('AboutMembers/a.png', 'other-bucket')],
    ['another folder', emulatorUrl('users/a.png')],
    ['a deeper object', emulatorUrl('AboutMembers/x/a.png')],
    ['the folder itself', emulatorUrl('AboutMembers/')],
    ['a foreign URL', 'https://example.com/AboutMembers/a.png'],
    ['a broken escape', `http://127.0.0.1:9199/v0/b/${bucket}/o/AboutMembers%2Fa%E0.png?alt=media`],
    ['no URL', 'default option'],
  ])('ignores %s', (_, url) => {
    expect(contentImageLocation(url, bucket)).toBeUndefined();
  });
});
