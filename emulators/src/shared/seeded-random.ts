import { createHash } from 'node:crypto';

export interface SeededRandom {
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  pick<T>(choices: readonly T[]): T;
  bytes(count: number): Buffer;
}

/** A small, fast generator (mulberry32) whose sequence depends only on the seed text, across runs and machines. */
export function createSeededRandom(seed: string): SeededRandom {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);

  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return (mixed ^ (mixed >>> 14)) >>> 0;
  };

  const int = (maxExclusive: number): number => Math.floor((next() / 2 ** 32) * maxExclusive);

  return {
    int,
    pick<T>(choices: readonly T[]): T {
      const choice = choices[int(choices.length)];
      if (choice === undefined) throw new RangeError('Cannot pick from an empty list');
      return choice;
    },
    bytes(count: number): Buffer {
      const buffer = Buffer.alloc(Math.ceil(count / 4) * 4);
      for (let offset = 0; offset < buffer.length; offset += 4) buffer.writeUInt32LE(next(), offset);
      return buffer.subarray(0, count);
    },
  };
}
