import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterUserRows } from '../../test-support/user-list-reference.ts';
import type { UserKind } from '../user-list.ts';
import { databaseKeyOf } from './database-key.ts';
import { directoryKeyOf } from './directory-entry.ts';
import { searchGramsOfName, searchGramsOfQuery } from './search-grams.ts';
import { userReadModelsOf } from './user-read-models.ts';

// Names drawn from a small alphabet with case, accents, a final sigma, an emoji and key-unsafe characters, so that
// random searches hit often and the lower-casing and escaping edge cases come up.
const nameCharacter = fc.constantFrom(...'aAbBnN .$/%ÉéΣσς😀İi'.split(''), '😀');
const name = fc.array(nameCharacter, { maxLength: 9 }).map((characters) => characters.join(''));
const users = fc.array(fc.record({ kind: fc.constantFrom<UserKind>('normal', 'business'), username: name }), {
  maxLength: 40,
});

describe('the search index', () => {
  it('answers every search exactly as the users screen filters the rows', () => {
    fc.assert(
      fc.property(users, fc.string({ unit: nameCharacter, minLength: 1, maxLength: 5 }), (drawn, search) => {
        const models = drawn.map((user, index) =>
          userReadModelsOf(user.kind, `u${index}`, {
            username: user.username,
            email: 'e@x',
            userType: user.kind,
          }),
        );
        const postings = new Map<string, Map<string, string>>();
        for (const model of models) {
          for (const gram of model.grams) {
            const list = postings.get(databaseKeyOf(gram)) ?? new Map<string, string>();
            list.set(model.key, model.entry?.nameKey ?? '');
            postings.set(databaseKeyOf(gram), list);
          }
        }
        const query = search.toLowerCase();
        const { grams, exact } = searchGramsOfQuery(query);
        const answers = grams.map((gram) => {
          const candidates = [...(postings.get(databaseKeyOf(gram)) ?? new Map()).entries()];
          return candidates
            .filter(([, nameKey]) => exact || nameKey.includes(query))
            .map(([key]) => key)
            .sort();
        });
        const rows = models.flatMap((model) => (model.entry ? [model.entry] : []));
        const expected = filterUserRows(rows, { search, type: 'All', status: 'All' })
          .map((row) => directoryKeyOf(row))
          .sort();
        for (const answer of answers) expect(answer).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps each distinct string of one to three characters once', () => {
    expect([...searchGramsOfName('anna')].sort()).toEqual(['a', 'an', 'ann', 'n', 'na', 'nn', 'nna']);
  });

  it('answers a search longer than three characters from its three-character strings', () => {
    expect(searchGramsOfQuery('annan')).toEqual({ grams: ['ann', 'nna', 'nan'], exact: false });
    expect(searchGramsOfQuery('ann')).toEqual({ grams: ['ann'], exact: true });
  });

  it('writes every gram as a distinct, valid database key', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
        (first, second) => {
          const key = databaseKeyOf(first);
          expect(
            [...key].some(
              (character) => '.$#[]/'.includes(character) || character < ' ' || character === '\u007f',
            ),
          ).toBe(false);
          expect(() => encodeURIComponent(key)).not.toThrow();
          if (first !== second) expect(databaseKeyOf(second)).not.toBe(key);
        },
      ),
      { numRuns: 500 },
    );
  });
});
