import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfflineSdk } from '../test-support/offline-sdk.ts';
import { doubleToIEEE754String, nodeHash } from './hash.ts';
import { isValidKey } from './path.ts';
import { nodeFromJson, toWireJson } from './tree.ts';

const sdk = OfflineSdk.forSuite();

/** Both sides only ever hash what travelled as JSON (so -0 arrives as 0). */
function asSent(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

/**
 * The SDK hashes the data as it last received it, so it is given the data in the order the server sends it: that
 * order decides between children the key order finds equal ("-0", "00"), which the server keeps in code-unit order.
 */
async function hashes(value: unknown): Promise<{ server: string; sdk: string }> {
  const stored = nodeFromJson(asSent(value));
  return { server: nodeHash(stored), sdk: await sdk.hashOf(toWireJson(stored)) };
}

function exactIEEE754(value: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes.toString('hex');
}

const key = fc
  .oneof(
    fc.integer({ min: -50, max: 5_000_000_000 }).map(String),
    fc.constantFrom('007', '-0', '00', '2147483648', 'a', 'B', 'ä', '😀', '__proto__'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
  )
  .filter(isValidKey);
const double = fc.double({ noNaN: true, noDefaultInfinity: true });
const leafValue = fc.oneof(double, fc.integer(), fc.boolean(), fc.string({ unit: 'grapheme', maxLength: 8 }));
const priority = fc.oneof(double, fc.integer({ min: -3, max: 3 }), fc.string({ maxLength: 4 }));
const { node: tree } = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('object')),
  leaf: fc.oneof(leafValue, fc.record({ '.value': leafValue, '.priority': priority })),
  object: fc
    .tuple(fc.dictionary(key, tie('node'), { maxKeys: 5 }), fc.option(priority))
    .map(([children, nodePriority]) =>
      nodePriority === null ? children : { ...children, '.priority': nodePriority },
    ),
}));

describe('nodeHash', () => {
  it('is empty for no data', () => {
    expect(nodeHash(null)).toBe('');
  });

  it('matches the SDK for doubles its encoding gets wrong', async () => {
    for (const value of [
      -3.5e-300,
      4.35e-298,
      5e-324,
      2.2250738585072014e-308,
      Number.MAX_VALUE,
      0.1,
      1 / 3,
    ]) {
      const { server, sdk: expected } = await hashes(value);
      expect(server, String(value)).toBe(expected);
    }
  });

  it('matches the SDK for strings with unpaired surrogates', async () => {
    for (const value of ['a\udc00b', '\ud800x', 'emoji 😀', 'ümlaut']) {
      const { server, sdk: expected } = await hashes({ text: value });
      expect(server, JSON.stringify(value)).toBe(expected);
    }
  });

  it('orders children by priority, then key', async () => {
    const value = {
      b: { '.value': 1, '.priority': 1 },
      a: { '.value': 1, '.priority': 'z' },
      c: 1,
      '10': 2,
      '9': 3,
    };
    const { server, sdk: expected } = await hashes(value);
    expect(server).toBe(expected);
    expect(server).not.toBe(nodeHash(nodeFromJson({ a: 1, b: 1, c: 1, '10': 2, '9': 3 })));
  });

  it('matches the SDK on generated trees with priorities', async () => {
    await fc.assert(
      fc.asyncProperty(tree, async (value) => {
        const { server, sdk: expected } = await hashes(value);
        expect(server).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('doubleToIEEE754String', () => {
  it('is the IEEE 754 encoding for ordinary values', () => {
    for (const value of [0, 1, -2.5, 0.1, 123.456, 2 ** 53, 1e308, 5e-324]) {
      expect(doubleToIEEE754String(value)).toBe(exactIEEE754(value));
    }
  });

  it('keeps the sign of negative zero', () => {
    expect(doubleToIEEE754String(-0)).toBe('8000000000000000');
  });

  it("reproduces the SDK's rounding where it departs from IEEE 754", () => {
    expect(doubleToIEEE754String(-3.5e-300)).toBe('81c0000000000000');
    expect(exactIEEE754(-3.5e-300)).toBe('81c2c05bca99d4ee');
  });
});
