import { describe, expect, it } from 'vitest';
import { resolveServerValues } from './server-values.ts';
import { InvalidDataError, nodeFromJson } from './tree.ts';

const NOW = 1_700_000_000_000;

describe('resolveServerValues', () => {
  it('replaces timestamps anywhere, priorities included', () => {
    const written = {
      at: { '.sv': 'timestamp' },
      list: [{ '.sv': 'timestamp' }],
      p: { '.value': 1, '.priority': { '.sv': 'timestamp' } },
    };
    expect(resolveServerValues(written, null, NOW)).toEqual({
      at: NOW,
      list: [NOW],
      p: { '.value': 1, '.priority': NOW },
    });
  });

  it('adds increments to the stored number at the same place', () => {
    const stored = nodeFromJson({ count: 5, text: 'x', nested: { n: 1.5 } });
    const written = {
      count: { '.sv': { increment: 2 } },
      text: { '.sv': { increment: 2 } },
      missing: { '.sv': { increment: -1 } },
      nested: { n: { '.sv': { increment: 1 } } },
    };
    expect(resolveServerValues(written, stored, NOW)).toEqual({
      count: 7,
      text: 2,
      missing: -1,
      nested: { n: 2.5 },
    });
  });

  it('resolves a server value written directly at the location', () => {
    expect(resolveServerValues({ '.sv': { increment: 1 } }, nodeFromJson(41), NOW)).toBe(42);
    expect(resolveServerValues({ '.value': { '.sv': { increment: 1 } } }, nodeFromJson(41), NOW)).toEqual({
      '.value': 42,
    });
  });

  it.each([{ '.sv': 'now' }, { '.sv': { increment: '1' } }, { '.sv': { increment: 1, extra: true } }])(
    'rejects %j',
    (written) => {
      expect(() => resolveServerValues(written, null, NOW)).toThrow(InvalidDataError);
    },
  );
});
