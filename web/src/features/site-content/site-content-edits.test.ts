import { maxImageBytes, successMessages } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  addedMessage,
  bytesToBase64,
  changedFields,
  deletedMessage,
  listItems,
  prepareImage,
  typedOptions,
  updatedMessage,
  updateProblem,
} from './site-content-edits.ts';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('listItems', () => {
  it('lists a record by id, oldest push id first', () => {
    expect(listItems({ '-b': 'second', '-a': 'first' })).toEqual([
      { id: '-a', item: 'first' },
      { id: '-b', item: 'second' },
    ]);
  });

  it('lists nothing for a missing record', () => {
    expect(listItems(undefined)).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only the texts and lists that differ from the stored ones', () => {
    const stored = { Title: 'A', Description: 'B', options: ['x', 'y'] };
    expect(changedFields(stored, { Title: 'A', Description: 'C' })).toEqual({ Description: 'C' });
    expect(changedFields(stored, { options: ['x', 'y'] })).toEqual({});
    expect(changedFields(stored, { options: ['x'] })).toEqual({ options: ['x'] });
  });
});

describe('typedOptions', () => {
  it('trims the options and drops blank ones', () => {
    expect(typedOptions([' Cardio ', '', '  ', 'Yoga'])).toEqual(['Cardio', 'Yoga']);
  });
});

describe('the messages of the target table', () => {
  it("uses the spec's text per field", () => {
    expect(updatedMessage('productKeyFeatureMain', ['Title'], 'x')).toBe(successMessages.titleUpdated);
    expect(updatedMessage('productAboutUsMain', ['Description'], 'x')).toBe(
      successMessages.headerDescriptionUpdated,
    );
  });

  it('falls back where the spec gives no wording', () => {
    expect(updatedMessage('businessContactRow', ['Title', 'Description'], 'Contact updated')).toBe(
      'Contact updated',
    );
    expect(addedMessage('productFeature', 'x')).toBe(successMessages.featureAdded);
    expect(addedMessage('businessBenefit', 'New benefit')).toBe('New benefit');
    expect(deletedMessage('businessBenefit', 'x')).toBe(successMessages.benefitsDeleted);
    expect(deletedMessage('businessContactRow', 'Row deleted')).toBe('Row deleted');
  });
});

describe('updateProblem', () => {
  it('accepts a valid change', () => {
    expect(updateProblem({ target: 'productKeyFeatureMain', fields: { Title: 'New' } })).toBeUndefined();
    expect(
      updateProblem({ target: 'productFeature', id: '-a', fields: { options: ['One'] } }),
    ).toBeUndefined();
  });

  it('names the field of a blank text', () => {
    expect(updateProblem({ target: 'productKeyFeatureMain', fields: { Title: '  ' } })).toBe(
      'Title: must not be empty',
    );
  });
});

describe('prepareImage', () => {
  it('encodes a PNG, believing the browser type or the bytes', () => {
    const bytes = Uint8Array.from([...pngSignature, 1, 2, 3]);
    expect(prepareImage('a.png', 'image/png', bytes)).toEqual({
      ok: true,
      fileName: 'a.png',
      contentType: 'image/png',
      data: Buffer.from(bytes).toString('base64'),
    });
    expect(prepareImage('a', '', bytes)).toMatchObject({ ok: true, contentType: 'image/png' });
  });

  it('refuses a file that is no image, or a renamed one', () => {
    expect(prepareImage('a.txt', 'text/plain', Uint8Array.from([1, 2]))).toEqual({
      ok: false,
      problem: 'The file is not a PNG, JPEG, WebP or GIF image.',
    });
    expect(prepareImage('a.jpg', 'image/jpeg', Uint8Array.from(pngSignature))).toMatchObject({ ok: false });
  });

  it('refuses an image over the size limit', () => {
    const bytes = new Uint8Array(maxImageBytes + 1);
    bytes.set(pngSignature);
    expect(prepareImage('big.png', 'image/png', bytes)).toMatchObject({ ok: false });
  });
});

describe('bytesToBase64', () => {
  it('encodes more bytes than one slice', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
