import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storageFolders } from '../paths.ts';
import { databaseKeyOf } from '../read-models/database-key.ts';
import {
  type ImageUse,
  type MediaFilter,
  type MediaImageFacts,
  mediaImageOf,
  mediaOrderField,
  mediaOrderRange,
  mediaShows,
  mediaWebsites,
} from './media-library.ts';
import {
  mediaSearchGramKeys,
  mediaSearchGramsOf,
  mediaSearchGramsOfValue,
  mediaSearchItemPath,
  mediaSearchListToRead,
  mediaSearchText,
  mediaSearchTextMatches,
  mediaSearchValueMatches,
  mediaSearchValueOf,
  mediaSearchValueParts,
} from './media-search.ts';

const facts: MediaImageFacts = {
  objectPath: 'AboutMembers/1700000000000Dana.PNG',
  folder: 'AboutMembers',
  fileName: 'Dana.PNG',
  url: 'https://storage.example/dana.png',
  bytes: 2048,
  contentType: 'image/png',
  uploadedAt: 1_700_000_000_000,
};

const use: ImageUse = { target: 'productAboutUsMember', itemId: 'm1', place: ['Product website'] };

describe('an image’s search lists', () => {
  it('are the strings of one to three characters of its lower-cased file name and alt text, never across both', () => {
    const text = mediaSearchText({ fileName: 'Ab.png', alt: 'Cd' });
    expect(text).toBe('ab.png\ncd');
    const grams = mediaSearchGramsOf(text);
    expect(grams).toEqual(
      new Set([
        'a',
        'b',
        '.',
        'p',
        'n',
        'g',
        'ab',
        'b.',
        '.p',
        'pn',
        'ng',
        'ab.',
        'b.p',
        '.pn',
        'png',
        'c',
        'd',
        'cd',
      ]),
    );
    expect([...grams].some((gram) => gram.includes('\n'))).toBe(false);
    // No alt text, or an empty one (decorative), adds nothing.
    expect(mediaSearchGramsOf(mediaSearchText({ fileName: 'ab' }))).toEqual(new Set(['a', 'b', 'ab']));
    expect(mediaSearchGramsOf(mediaSearchText({ fileName: 'ab', alt: '' }))).toEqual(
      new Set(['a', 'b', 'ab']),
    );
  });

  it('hold a value in upload order with the folder, whether it is used and described, and the text', () => {
    const unused = mediaSearchValueOf(mediaImageOf(facts, {}));
    expect(unused).toBe('10017000000000002undana.png\n');
    const described = mediaSearchValueOf(mediaImageOf({ ...facts, alt: 'Dana, SMILING' }, { m1: use }));
    expect(described).toBe('10017000000000002--dana.png\ndana, smiling');
    expect(mediaSearchValueParts(described)).toEqual({
      folder: 'AboutMembers',
      unused: false,
      noAlt: false,
      text: 'dana.png\ndana, smiling',
    });
    expect(mediaSearchGramsOfValue(described)).toEqual(mediaSearchGramsOf('dana.png\ndana, smiling'));
    // Newer uploads sort after older ones, whatever else the value holds.
    const newer = mediaSearchValueOf(
      mediaImageOf({ ...facts, fileName: 'a.png', uploadedAt: facts.uploadedAt + 1 }, {}),
    );
    expect(newer > described && newer > unused).toBe(true);
    for (const other of [
      null,
      3,
      '',
      'abc',
      '1700000000000000x--a\n',
      `${unused.slice(0, 16)}9--a\n`,
      `${unused.slice(0, 19)}`,
    ]) {
      expect(mediaSearchValueParts(other)).toBeUndefined();
    }
    expect(mediaSearchGramsOfValue(null)).toEqual(new Set());
  });

  it('are kept under the gram as a database key', () => {
    expect(mediaSearchItemPath('a.p', 'key')).toBe('readModels/mediaSearch/a%002ep/key');
    expect(mediaSearchGramKeys('a.p')).toEqual(['a%002ep']);
    expect(mediaSearchGramKeys('dana')).toEqual(['dan', 'ana']);
    expect(mediaSearchGramKeys('aaaa')).toEqual(['aaa']);
  });

  it('are read by the shortest list a longer search is in', () => {
    expect(mediaSearchListToRead(['dan', 'ana'], [12, 3])).toBe('ana');
    expect(mediaSearchListToRead(['dan', 'ana'], [12, null])).toBe('ana');
    expect(mediaSearchListToRead(['dan'], [])).toBe('dan');
    expect(mediaSearchListToRead([], [])).toBeUndefined();
  });

  it('match a search in the file name or in the alt text, not across them', () => {
    expect(mediaSearchTextMatches('dana.png\nsmiling', 'png')).toBe(true);
    expect(mediaSearchTextMatches('dana.png\nsmiling', 'smil')).toBe(true);
    expect(mediaSearchTextMatches('dana.png\nsmiling', 'pngsm')).toBe(false);
  });
});

// File names and alt texts of a small alphabet with case, key-unsafe characters, a space and an emoji, so that
// random searches hit often.
const character = fc.constantFrom(...'aAbB .$/%Éé'.split(''), '😀');
const text = (maxLength: number) =>
  fc.array(character, { maxLength }).map((characters) => characters.join(''));
const images = fc.array(
  fc.record({
    fileName: text(8).map((name) => `${name}.png`),
    alt: fc.option(text(8), { nil: undefined }),
    folder: fc.constantFrom(...storageFolders),
    used: fc.boolean(),
  }),
  { maxLength: 30 },
);
const filters = fc.record({
  website: fc.constantFrom('all' as const, ...mediaWebsites),
  folder: fc.constantFrom('all' as const, ...storageFolders),
  show: fc.constantFrom(...mediaShows),
});

describe('the media search', () => {
  it('finds, through one list and the values it holds, exactly the images the library lists whose name or alt text has the search', () => {
    fc.assert(
      fc.property(
        images,
        fc.string({ unit: character, minLength: 1, maxLength: 5 }),
        filters,
        (drawn, search, filter: MediaFilter) => {
          const lists = new Map<string, Map<string, string>>();
          const library = drawn.map((spec, index) => {
            const key = `image-${index}`;
            const image = mediaImageOf(
              {
                ...facts,
                objectPath: `${spec.folder}/${index}${spec.fileName}`,
                folder: spec.folder,
                fileName: spec.fileName,
                uploadedAt: facts.uploadedAt + index,
                ...(spec.alt === undefined ? {} : { alt: spec.alt }),
              },
              spec.used ? { m1: use } : {},
            );
            const value = mediaSearchValueOf(image);
            for (const gram of mediaSearchGramsOfValue(value)) {
              const list = lists.get(databaseKeyOf(gram)) ?? new Map<string, string>();
              list.set(key, value);
              lists.set(databaseKeyOf(gram), list);
            }
            return { key, image };
          });
          const term = search.toLowerCase();
          const gramKeys = mediaSearchGramKeys(term);
          const listKey = mediaSearchListToRead(
            gramKeys,
            gramKeys.map((gramKey) => lists.get(gramKey)?.size),
          );
          const found = [...(lists.get(listKey ?? '') ?? new Map<string, string>())]
            .filter(([, value]) => {
              const parts = mediaSearchValueParts(value);
              return parts !== undefined && mediaSearchValueMatches(parts, term, filter);
            })
            .map(([key]) => key)
            .sort();

          const { start, end } = mediaOrderRange(filter);
          const expected = library
            .filter(({ image }) => {
              const order = image.order[mediaOrderField(filter)];
              const listed = order !== undefined && order >= start && order <= end;
              const name = image.fileName.toLowerCase();
              const alt = (image.alt ?? '').toLowerCase();
              return listed && (name.includes(term) || alt.includes(term));
            })
            .map(({ key }) => key)
            .sort();
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
