import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderedMap } from './ordered-map.ts';

const byNumber = (a: number, b: number) => a - b;

type Operation =
  | { readonly kind: 'set'; readonly key: number; readonly value: string }
  | { readonly kind: 'delete'; readonly key: number };

// Fewer distinct keys than operations, so that sets overwrite and deletes hit, yet enough for three levels.
const key = fc.integer({ min: 0, max: 6000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key, value: fc.string({ maxLength: 2 }) }),
  fc.record({ kind: fc.constant('delete' as const), key }),
);

function sortedEntries(model: ReadonlyMap<number, string>): [number, string][] {
  return [...model].sort(([a], [b]) => a - b);
}

/** The map holds what the model holds, in key order, and reads the same from `bound` either way. */
function expectSameEntries(
  map: OrderedMap<number, string>,
  model: ReadonlyMap<number, string>,
  bound: number,
) {
  const expected = sortedEntries(model);
  expect([...map]).toEqual(expected);
  expect(map.size).toBe(model.size);
  expect(map.get(bound)).toBe(model.get(bound));
  expect([...map.ascendingFrom((candidate) => candidate < bound)]).toEqual(
    expected.filter(([candidate]) => candidate >= bound),
  );
  expect([...map.descendingFrom((candidate) => candidate > bound)]).toEqual(
    expected.filter(([candidate]) => candidate <= bound).reverse(),
  );
}

describe('OrderedMap', () => {
  it('holds what a Map holds, in key order, after any sets and deletes, and from any bound either way', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { minLength: 5000, maxLength: 12_000 }),
        fc.integer({ min: -1, max: 6001 }),
        (operations, bound) => {
          const model = new Map<number, string>();
          let map = OrderedMap.empty<number, string>(byNumber);
          for (const step of operations) {
            if (step.kind === 'set') {
              model.set(step.key, step.value);
              map = map.set(step.key, step.value);
            } else {
              model.delete(step.key);
              map = map.delete(step.key);
            }
          }
          expectSameEntries(map, model, bound);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('applies a batch of changes as the same sets and deletes one by one would, mixed with single ones', () => {
    const batch = fc.array(
      fc.tuple(key, fc.option(fc.string({ maxLength: 2 }), { nil: undefined })),
      // Sizes up to the maximum: batches of thousands reach three levels and split and empty whole nodes.
      { maxLength: 3000, size: 'max' },
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(batch, operation), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: -1, max: 6001 }),
        (steps, bound) => {
          const model = new Map<number, string>();
          let map = OrderedMap.empty<number, string>(byNumber);
          for (const step of steps) {
            if (!Array.isArray(step)) {
              if (step.kind === 'set') model.set(step.key, step.value);
              else model.delete(step.key);
              map = step.kind === 'set' ? map.set(step.key, step.value) : map.delete(step.key);
              continue;
            }
            const before = sortedEntries(model);
            for (const [changed, value] of step) {
              if (value === undefined) model.delete(changed);
              else model.set(changed, value);
            }
            const next = map.withChanges(step);
            expect(next === map).toBe(JSON.stringify(before) === JSON.stringify(sortedEntries(model)));
            map = next;
          }
          expectSameEntries(map, model, bound);
        },
      ),
      // Shrinking batches of thousands would take minutes: the first failing case is reported as found.
      { numRuns: 60, endOnFailure: true },
    );
  });

  it('leaves the map it was derived from unchanged, and returns it when nothing changes', () => {
    const before = OrderedMap.fromSorted(
      Array.from({ length: 10_000 }, (_, index): [number, string] => [index * 2, 'x']),
      byNumber,
    );
    const after = before.set(5, 'y').delete(0).set(2, 'z');
    expect(before.size).toBe(10_000);
    expect([before.get(0), before.get(2), before.has(5)]).toEqual(['x', 'x', false]);
    expect([after.get(0), after.get(2), after.get(5), after.size]).toEqual([undefined, 'z', 'y', 10_000]);
    expect(before.set(4, 'x')).toBe(before);
    expect(before.delete(3)).toBe(before);
  });

  it('keeps the last of equal keys given in any order', () => {
    const map = OrderedMap.fromEntries(
      [
        [3, 'a'],
        [1, 'b'],
        [3, 'c'],
      ],
      byNumber,
    );
    expect([...map]).toEqual([
      [1, 'b'],
      [3, 'c'],
    ]);
  });
});
