import { describe, expect, it } from 'vitest';
import { hasPrototypeKey } from './prototype-key.ts';

describe('hasPrototypeKey', () => {
  it.each([
    '{"__proto__":{"dryRun":false}}',
    '{"userIds":["a"],"__proto__":1}',
    '{"fields":{"nested":{"__proto__":{"x":1}}}}',
    '{"videos":[{"videoId":"v","__proto__":{}}]}',
  ])('finds the key in %s', (json) => {
    expect(hasPrototypeKey(JSON.parse(json))).toBe(true);
  });

  it.each([
    '{"userIds":["__proto__","constructor"]}',
    '{"constructor":{"prototype":1}}',
    '{"date":"2026-01-01"}',
    'null',
    '"__proto__"',
    '[1,[2,{"a":{}}]]',
  ])('finds none in %s', (json) => {
    expect(hasPrototypeKey(JSON.parse(json))).toBe(false);
  });

  it('finds none in an object literal, whose __proto__ sets the prototype instead of a key', () => {
    expect(hasPrototypeKey({ __proto__: { hidden: true } })).toBe(false);
  });
});
