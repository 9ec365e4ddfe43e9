import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePageToken, encodePageToken, type PageToken } from './page-token.ts';

const tokens = fc.record<PageToken>({
  offset: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  direction: fc.constantFrom('forward', 'backward'),
});

describe('page tokens', () => {
  it('encode like the real API', () => {
    expect(encodePageToken({ offset: 5, direction: 'forward' })).toBe('CAUQAA');
    expect(encodePageToken({ offset: 5, direction: 'backward' })).toBe('CAUQAQ');
    expect(encodePageToken({ offset: 0, direction: 'forward' })).toBe('CAAQAA');
  });

  it('decode to what they encode', () => {
    fc.assert(
      fc.property(tokens, (token) => {
        expect(decodePageToken(encodePageToken(token))).toEqual(token);
      }),
    );
  });

  it('decode only what encoding would produce', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const token = decodePageToken(text);
        return token === undefined || encodePageToken(token) === text;
      }),
    );
  });

  it.each([
    ['empty', ''],
    ['padded', 'CAUQAA=='],
    ['with a trailing byte', 'CAUQAAA'],
    ['with an unknown direction', 'CAUQAg'],
    ['with a padded offset', 'CIAAEAA'],
    ['with a wrong field', 'EAUQAA'],
    ['with an offset over 2^31 - 1', encodeOverflow()],
    ['with stray characters', 'CAUQ.AA'],
  ])('reject a token %s', (_case, text) => {
    expect(decodePageToken(text)).toBeUndefined();
  });
});

function encodeOverflow(): string {
  return Buffer.from([0x08, 0x80, 0x80, 0x80, 0x80, 0x08, 0x10, 0x00]).toString('base64url');
}
