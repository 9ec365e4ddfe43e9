import { type BulkProgress, maxIdsPerCall } from '@management-center/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkChunkRows, runInChunks, userIdChunks } from './bulk-run.ts';

async function* chunksOf(...chunks: string[][]): AsyncGenerator<string[]> {
  for (const chunk of chunks) yield chunk;
}

type Outcomes = { done: string[]; missing: string[] };

function act(userIds: string[]) {
  return Promise.resolve({
    output: {
      done: userIds.filter((userId) => !userId.startsWith('x')),
      missing: userIds.filter((userId) => userId.startsWith('x')),
    },
    targets: userIds.map((userId) => `users/${userId}`),
  });
}

const none: Outcomes = { done: [], missing: [] };

describe('runInChunks', () => {
  it('acts on each chunk in turn and answers every outcome in one output, each id once', async () => {
    const acted = vi.fn(act);
    const result = await runInChunks({
      chunks: chunksOf(['a', 'x1'], ['b', 'a'], ['c']),
      act: acted,
      none,
      total: () => Promise.reject(new Error('not read without progress')),
      reportProgress: undefined,
    });
    expect(acted.mock.calls).toEqual([[['a', 'x1']], [['b']], [['c']]]);
    expect(result).toEqual({
      output: { done: ['a', 'b', 'c'], missing: ['x1'] },
      targets: ['users/a', 'users/x1', 'users/b', 'users/c'],
      leftOut: [],
    });
  });

  it('leaves out the ids the run is told to, names them, and acts on the rest', async () => {
    const acted = vi.fn(act);
    const result = await runInChunks({
      chunks: chunksOf(['a', 'owner'], ['b']),
      act: acted,
      none,
      total: () => Promise.reject(new Error('not read without progress')),
      reportProgress: undefined,
      leaveOut: async (userIds) => new Set(userIds.filter((userId) => userId === 'owner')),
    });
    expect(acted.mock.calls).toEqual([[['a']], [['b']]]);
    expect(result).toEqual({
      output: { done: ['a', 'b'], missing: [] },
      targets: ['users/a', 'users/b'],
      leftOut: ['owner'],
    });
  });

  it('reports the total first, then the rows done after each chunk; never fewer in total than done', async () => {
    const progress: BulkProgress[] = [];
    await runInChunks({
      chunks: chunksOf(['a', 'b'], ['c', 'd'], ['e']),
      act,
      none,
      total: async () => 4,
      reportProgress: async (chunk) => {
        progress.push(chunk);
      },
    });
    expect(progress).toEqual([
      { processed: 0, total: 4 },
      { processed: 2, total: 4 },
      { processed: 4, total: 4 },
      { processed: 5, total: 5 },
    ]);
  });

  it('answers the empty output when nothing matches', async () => {
    const result = await runInChunks({
      chunks: chunksOf(),
      act,
      none,
      total: async () => 0,
      reportProgress: undefined,
    });
    expect(result).toEqual({ output: none, targets: [], leftOut: [] });
  });
});

describe('userIdChunks', () => {
  it('gives each page its distinct ids', async () => {
    const pages = (async function* () {
      yield [
        { kind: 'normal', userId: 'a' },
        { kind: 'business', userId: 'a' },
        { kind: 'business', userId: 'b' },
      ];
    })();
    const chunks: string[][] = [];
    for await (const chunk of userIdChunks(pages)) chunks.push(chunk);
    expect(chunks).toEqual([['a', 'b']]);
  });
});

describe('bulkChunkRows', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("answers the project's BULK_CHUNK_SIZE", () => {
    vi.stubEnv('BULK_CHUNK_SIZE', '50');
    expect(bulkChunkRows()).toBe(50);
    vi.stubEnv('BULK_CHUNK_SIZE', String(maxIdsPerCall));
    expect(bulkChunkRows()).toBe(maxIdsPerCall);
  });

  it('refuses a size one call could not name, or none at all', () => {
    for (const size of ['0', String(maxIdsPerCall + 1), '-5', 'many']) {
      vi.stubEnv('BULK_CHUNK_SIZE', size);
      expect(() => bulkChunkRows(), size).toThrow(
        `BULK_CHUNK_SIZE must be a whole number from 1 to ${maxIdsPerCall}, not `,
      );
    }
  });
});
