import {
  type MediaImageFacts,
  mediaImageOf,
  mediaSearchItemPath,
  mediaSearchListedPath,
  mediaSearchValueOf,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { mediaSearchUpdate, mediaSearchValueOfStored } from './media-search-update.ts';

const facts: MediaImageFacts = {
  objectPath: 'AboutMembers/1700000000000ab.png',
  folder: 'AboutMembers',
  fileName: 'ab',
  url: 'https://storage.example/ab',
  bytes: 10,
  contentType: 'image/png',
  uploadedAt: 1_700_000_000_000,
};

const listedPath = `${mediaSearchListedPath}/img`;

function lists(paths: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(paths).filter(([path]) => path !== listedPath));
}

describe('the search lists of an image', () => {
  const undescribed = mediaImageOf(facts, {});
  const described = mediaImageOf({ ...facts, alt: 'BC' }, {});
  const redescribed = mediaImageOf({ ...facts, alt: 'cd' }, {});

  it('are written for a new entry, with the value they are listed with, and each list grows by one', () => {
    const value = mediaSearchValueOf(described);
    const { paths, sizeChanges } = mediaSearchUpdate('img', value, null);
    expect(paths[listedPath]).toBe(value);
    expect(lists(paths)).toEqual(
      Object.fromEntries(
        ['a', 'b', 'ab', 'c', 'bc'].map((gram) => [mediaSearchItemPath(gram, 'img'), value]),
      ),
    );
    expect(Object.fromEntries(sizeChanges)).toEqual({ a: 1, b: 1, ab: 1, c: 1, bc: 1 });
  });

  it('leave the lists of grams the old alt text had and the new one lacks', () => {
    const before = mediaSearchValueOf(described);
    const after = mediaSearchValueOf(redescribed);
    const { paths, sizeChanges } = mediaSearchUpdate('img', after, before);
    expect(lists(paths)).toEqual({
      ...Object.fromEntries(
        ['a', 'b', 'ab', 'c', 'd', 'cd'].map((gram) => [mediaSearchItemPath(gram, 'img'), after]),
      ),
      [mediaSearchItemPath('bc', 'img')]: null,
    });
    expect(Object.fromEntries(sizeChanges)).toEqual({ bc: -1, d: 1, cd: 1 });
  });

  it('also leave the lists the caller wrote since that the value lacks', () => {
    const value = mediaSearchValueOf(undescribed);
    const { paths, sizeChanges } = mediaSearchUpdate('img', value, value, ['x', 'a']);
    expect(paths[mediaSearchItemPath('x', 'img')]).toBeNull();
    expect(paths[mediaSearchItemPath('a', 'img')]).toBe(value);
    expect(sizeChanges.size).toBe(0);
  });

  it('are all left when the entry is removed', () => {
    const before = mediaSearchValueOf(described);
    const { paths, sizeChanges } = mediaSearchUpdate('img', null, before);
    expect(paths[listedPath]).toBeNull();
    expect(Object.values(lists(paths)).every((value) => value === null)).toBe(true);
    expect(Object.keys(lists(paths))).toHaveLength(5);
    expect(Object.fromEntries(sizeChanges)).toEqual({ a: -1, b: -1, ab: -1, c: -1, bc: -1 });
  });

  it('follow the entry as stored, and none of another shape', () => {
    expect(mediaSearchValueOfStored(described)).toBe(mediaSearchValueOf(described));
    expect(mediaSearchValueOfStored(null)).toBeNull();
    expect(mediaSearchValueOfStored({ fileName: 'ab' })).toBeNull();
  });
});
