import {
  maxSavedViewsPerList,
  savedViewKey,
  savedViewsOf,
  savedViewsPath,
  saveViewOutputSchema,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { type Database, getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, support } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// saveView and deleteSavedView: each member's own named filters of a list, through the whole local backend.
const app = adminAppForSuite();
let database: Database;
let administratorUid: string;
let supportUid: string;

async function viewsOf(uid: string, list: 'users' | 'feedback'): Promise<Record<string, unknown>> {
  return (await database.ref(savedViewsOf(uid, list)).get()).val() ?? {};
}

beforeAll(async () => {
  database = getDatabase(app);
  administratorUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
  supportUid = (await getAuth(app).getUserByEmail(support.email)).uid;
  await database.ref(savedViewsPath).remove();
});

describe('saved views', () => {
  it("keeps a view under the caller's own uid, trimmed, and a name saved again in another case replaces it", async () => {
    const saved = saveViewOutputSchema.parse(
      await callAs(administrator, 'saveView', {
        list: 'users',
        name: '  Waiting gyms ',
        params: 'search=gym&type=Business+User',
      }),
    );
    expect(saved).toEqual({ viewKey: savedViewKey('Waiting gyms'), replaced: false });
    expect(await viewsOf(administratorUid, 'users')).toEqual({
      [saved.viewKey]: {
        name: 'Waiting gyms',
        params: 'search=gym&type=Business+User',
        savedAt: expect.any(Number),
      },
    });

    const again = saveViewOutputSchema.parse(
      await callAs(administrator, 'saveView', {
        list: 'users',
        name: 'WAITING GYMS',
        params: 'type=Business+User',
      }),
    );
    expect(again).toEqual({ viewKey: saved.viewKey, replaced: true });
    expect(await viewsOf(administratorUid, 'users')).toEqual({
      [saved.viewKey]: { name: 'WAITING GYMS', params: 'type=Business+User', savedAt: expect.any(Number) },
    });
    // Another member's views and another list are their own.
    await callAs(support, 'saveView', { list: 'feedback', name: 'Five stars', params: 'rating=5' });
    expect(Object.keys(await viewsOf(supportUid, 'feedback'))).toEqual([savedViewKey('Five stars')]);
    expect(await viewsOf(supportUid, 'users')).toEqual({});
    expect(await viewsOf(administratorUid, 'feedback')).toEqual({});
  });

  it('refuses a view past the limit of a list, and changes nothing', async () => {
    const filled = Object.fromEntries(
      Array.from({ length: maxSavedViewsPerList }, (_, index) => [
        `view ${index}`,
        { name: `View ${index}`, params: `search=${index}`, savedAt: index },
      ]),
    );
    await database.ref(savedViewsOf(administratorUid, 'feedback')).set(filled);
    const refusal = await callFailure(administrator, 'saveView', {
      list: 'feedback',
      name: 'One more',
      params: '',
    });
    expect(refusal.code).toBe('functions/resource-exhausted');
    expect(refusal.message).toBe(
      `A list keeps at most ${maxSavedViewsPerList} saved views: delete one before saving another. [429]`,
    );
    expect(await viewsOf(administratorUid, 'feedback')).toEqual(filled);
    // Saving one of them again replaces it: the limit counts views, not saves.
    await callAs(administrator, 'saveView', { list: 'feedback', name: 'view 3', params: 'rating=3' });
    expect(Object.keys(await viewsOf(administratorUid, 'feedback'))).toHaveLength(maxSavedViewsPerList);
  });

  it('deletes a view of its own, says when it was gone already, and refuses a name it cannot keep', async () => {
    const key = savedViewKey('Waiting gyms');
    expect(await callAs(administrator, 'deleteSavedView', { list: 'users', viewKey: key })).toEqual({
      deleted: true,
    });
    expect(await viewsOf(administratorUid, 'users')).toEqual({});
    expect(await callAs(administrator, 'deleteSavedView', { list: 'users', viewKey: key })).toEqual({
      deleted: false,
    });
    const blank = await callFailure(administrator, 'saveView', { list: 'users', name: '   ', params: '' });
    expect(blank.code).toBe('functions/invalid-argument');
    const unknownList = await callFailure(administrator, 'saveView', {
      list: 'trash',
      name: 'x',
      params: '',
    });
    expect(unknownList.code).toBe('functions/invalid-argument');
  });
});
