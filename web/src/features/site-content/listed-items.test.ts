import { describe, expect, it } from 'vitest';
import { listItems } from './listed-items.ts';

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
