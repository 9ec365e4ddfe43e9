import { describe, expect, it } from 'vitest';
import { boundedTextSchema, maxIdsPerCall, recordIdListSchema, recordIdSchema } from './validation.ts';

describe('recordIdSchema', () => {
  it.each(['-NxY1abc', 'k3CyQ8zQ2bUqZ1XvXwTq8ZbZbZbZ', 'ünïcode-ok', 'a'.repeat(128), '😀'.repeat(64)])(
    'accepts %j',
    (id) => {
      expect(recordIdSchema.safeParse(id).success).toBe(true);
    },
  );

  it.each(['', 'a.b', 'a/b', 'a#b', 'a$b', 'a[b', 'a]b', 'tab\there', 'a'.repeat(129), 'é'.repeat(129)])(
    'refuses %j',
    (id) => {
      expect(recordIdSchema.safeParse(id).success).toBe(false);
    },
  );
});

describe('recordIdListSchema', () => {
  it('accepts up to the limit of distinct ids', () => {
    const ids = Array.from({ length: maxIdsPerCall }, (_, index) => `user${index}`);
    expect(recordIdListSchema.safeParse(ids).success).toBe(true);
  });

  it('refuses an empty list, one over the limit, and duplicates', () => {
    expect(recordIdListSchema.safeParse([]).success).toBe(false);
    const tooMany = Array.from({ length: maxIdsPerCall + 1 }, (_, index) => `user${index}`);
    expect(recordIdListSchema.safeParse(tooMany).success).toBe(false);
    expect(recordIdListSchema.safeParse(['a', 'b', 'a']).error?.issues[0]?.message).toBe(
      'must not name an id twice',
    );
  });
});

describe('boundedTextSchema', () => {
  it('trims, then bounds the length', () => {
    expect(boundedTextSchema(5).parse('  hello  ')).toBe('hello');
    expect(boundedTextSchema(5).safeParse('hello!').success).toBe(false);
  });
});
