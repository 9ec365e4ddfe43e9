import { readModelPaths, searchGramKey, userReadModelsOf } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { sameReadModels, searchGramCountChanges, userReadModelUpdate } from './user-read-model-update.ts';

const feedback = {
  timestamp: Date.UTC(2026, 9, 1),
  category: 'Workouts',
  rating: 4,
  review: 'Good app.',
  approveFeedback: false,
};

function normal(username: string, extra: Record<string, unknown> = {}) {
  return { username, email: `${username}@example.com`, userType: 'normal', ...extra };
}

function searchPath(gram: string, key: string): string {
  return `${readModelPaths.userSearch}/${searchGramKey(gram)}/${key}`;
}

function searchPaths(update: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(update).filter(([path]) => path.startsWith(`${readModelPaths.userSearch}/`)),
  );
}

describe('userReadModelUpdate', () => {
  it("writes a new normal user's directory entry, feedback queue entry and every search list of its name (by kind and name)", () => {
    const models = userReadModelsOf('normal', 'u1', normal('Ab', { feedback }));
    const update = userReadModelUpdate(models, undefined);
    expect(update[`${readModelPaths.userDirectory}/normal:u1`]).toEqual(models.entry);
    expect(update[`${readModelPaths.feedbackQueue}/u1`]).toEqual(models.feedback);
    expect(models.feedback).toBeDefined();
    expect(searchPaths(update)).toEqual({
      [searchPath('a', 'normal:u1')]: 'normal ab\tu',
      [searchPath('b', 'normal:u1')]: 'normal ab\tu',
      [searchPath('ab', 'normal:u1')]: 'normal ab\tu',
    });
    expect(Object.keys(update).some((path) => path.startsWith(readModelPaths.approvalEmailFailures))).toBe(
      false,
    );
  });

  it('on a rename leaves the lists of grams only the old name had and writes the new name in the others', () => {
    const before = userReadModelsOf('normal', 'u1', normal('abc'));
    const after = userReadModelsOf('normal', 'u1', normal('bcd'));
    const update = userReadModelUpdate(after, before.entry?.nameKey);
    expect(searchPaths(update)).toEqual({
      [searchPath('a', 'normal:u1')]: null,
      [searchPath('ab', 'normal:u1')]: null,
      [searchPath('abc', 'normal:u1')]: null,
      [searchPath('b', 'normal:u1')]: 'normal bcd\tu',
      [searchPath('c', 'normal:u1')]: 'normal bcd\tu',
      [searchPath('d', 'normal:u1')]: 'normal bcd\tu',
      [searchPath('bc', 'normal:u1')]: 'normal bcd\tu',
      [searchPath('cd', 'normal:u1')]: 'normal bcd\tu',
      [searchPath('bcd', 'normal:u1')]: 'normal bcd\tu',
    });
    expect(update[`${readModelPaths.feedbackQueue}/u1`]).toBeNull();
  });

  it('removes every read model of a deleted user', () => {
    const before = userReadModelsOf('normal', 'u1', normal('ab', { feedback }));
    const gone = userReadModelsOf('normal', 'u1', null);
    expect(userReadModelUpdate(gone, before.entry?.nameKey)).toEqual({
      [`${readModelPaths.userDirectory}/normal:u1`]: null,
      [`${readModelPaths.feedbackQueue}/u1`]: null,
      [searchPath('a', 'normal:u1')]: null,
      [searchPath('b', 'normal:u1')]: null,
      [searchPath('ab', 'normal:u1')]: null,
    });
  });

  it("writes a business user's approval e-mail failure, never a feedback queue entry", () => {
    const record = {
      username: 'Gym',
      email: 'gym@example.com',
      userType: 'business',
      isApproveUser: true,
      approvalEmail: { status: 'failed', at: 1, message: 'Mailbox full' },
      feedback,
    };
    const models = userReadModelsOf('business', 'b1', record);
    const update = userReadModelUpdate(models, undefined);
    expect(update[`${readModelPaths.userDirectory}/business:b1`]).toEqual(models.entry);
    expect(update[`${readModelPaths.approvalEmailFailures}/b1`]).toEqual({
      id: 'b1',
      username: 'Gym',
      email: 'gym@example.com',
      message: 'Mailbox full',
    });
    expect(Object.keys(update).some((path) => path.startsWith(readModelPaths.feedbackQueue))).toBe(false);
    const sent = userReadModelsOf('business', 'b1', { ...record, approvalEmail: { status: 'sent', at: 2 } });
    expect(
      userReadModelUpdate(sent, models.entry?.nameKey)[`${readModelPaths.approvalEmailFailures}/b1`],
    ).toBeNull();
  });

  it('keeps users of both collections with the same id apart', () => {
    const asNormal = userReadModelUpdate(userReadModelsOf('normal', 'x', normal('a')), undefined);
    const asBusiness = userReadModelUpdate(
      userReadModelsOf('business', 'x', { ...normal('a'), userType: 'business' }),
      undefined,
    );
    const paths = new Set(Object.keys(asNormal));
    expect(Object.keys(asBusiness).filter((path) => paths.has(path))).toEqual([]);
  });
});

describe('searchGramCountChanges', () => {
  it('counts the lists a user joins and leaves, not the ones it stays in', () => {
    const before = userReadModelsOf('normal', 'u1', normal('ab'));
    const after = userReadModelsOf('normal', 'u1', normal('bc'));
    expect(Object.fromEntries(searchGramCountChanges(after, before.entry?.nameKey))).toEqual({
      a: -1,
      ab: -1,
      c: 1,
      bc: 1,
    });
    expect(searchGramCountChanges(after, after.entry?.nameKey).size).toBe(0);
    expect(Object.fromEntries(searchGramCountChanges(after, undefined))).toEqual({ b: 1, c: 1, bc: 1 });
  });
});

describe('sameReadModels', () => {
  it('ignores changes the console does not show and notices the ones it does', () => {
    const base = userReadModelsOf('normal', 'u1', normal('ab'));
    expect(sameReadModels(base, userReadModelsOf('normal', 'u1', normal('ab', { workouts: { w: 1 } })))).toBe(
      true,
    );
    expect(sameReadModels(base, userReadModelsOf('normal', 'u1', normal('ac')))).toBe(false);
    expect(sameReadModels(base, userReadModelsOf('normal', 'u1', normal('ab', { feedback })))).toBe(false);
    expect(sameReadModels(base, userReadModelsOf('normal', 'u1', normal('ab', { userType: 'Normal' })))).toBe(
      false,
    );
    expect(sameReadModels(base, userReadModelsOf('normal', 'u1', null))).toBe(false);
  });
});
