import {
  contentAttributionPath,
  contentNodeKey,
  contentVersionPath,
  databasePaths,
  siteContentPath,
} from '@management-center/contract';
import { setLogLevel } from 'firebase/app';
import { equalTo, get, orderByChild, push, query, ref, remove, set } from 'firebase/database';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type WebClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { permissionDenied } from './app-user-records.ts';
import { expectDatabaseRefusal, ruleClients } from './rule-clients.ts';

// database.rules.json on the website content's history: the administrator reads it (the History and Recently
// deleted lists query it), nobody writes it from a client (the database trigger and the callables write it with
// the admin SDK), and nobody else reads any of it, though the content itself is public.

const app = adminAppForSuite();
const clients = ruleClients();
const itemId = '-NrulesBenefit';
const node = siteContentPath('businessBenefit', itemId);
const versionId = '001800000000000-rules';
const version = {
  target: 'businessBenefit',
  itemId,
  node,
  change: 'deleted',
  value: { image: 'https://example.com/benefit.png', description: 'Free listing / No fees' },
  replacedAt: 1_800_000_000_000,
  author: { uid: 'admin-uid', email: 'admin@example.com' },
  deletedFrom: 'businessBenefit',
};
const attributionPath = contentAttributionPath(contentNodeKey('businessBenefit', itemId));
const attribution = { uid: 'admin-uid', at: 1_800_000_000_000, token: 't', wrote: { removed: true } };
let as: Record<'administrator' | 'member' | 'anonymous' | 'appUser', WebClient>;

const readPaths = [
  'contentHistory',
  databasePaths.contentVersions,
  contentVersionPath(versionId),
  `${contentVersionPath(versionId)}/value`,
  databasePaths.contentAttributions,
  attributionPath,
];

beforeAll(async () => {
  setLogLevel('error');
  await getDatabase(app)
    .ref()
    .update({ [contentVersionPath(versionId)]: version, [attributionPath]: attribution });
  const uid = 'rules-history-app-user';
  await getAuth(app).createUser({ uid, email: `${uid}@example.com`, password: demoPassword });
  as = {
    ...(await clients.openEachKind()),
    appUser: await clients.open({ email: `${uid}@example.com`, password: demoPassword }),
  };
});

describe('the content history', () => {
  it('is read by the administrator, each path as stored', async () => {
    for (const path of readPaths) {
      const snapshot = await get(ref(as.administrator.database, path));
      expect(snapshot.val(), path).toEqual((await getDatabase(app).ref(path).get()).val());
    }
  });

  it("is queried by the administrator by node and by deleted item's list, as the screens do", async () => {
    const versions = ref(as.administrator.database, databasePaths.contentVersions);
    const byNode = await get(query(versions, orderByChild('node'), equalTo(node)));
    expect(byNode.val()).toEqual({ [versionId]: version });
    const deletions = await get(query(versions, orderByChild('deletedFrom'), equalTo('businessBenefit')));
    expect(deletions.val()).toEqual({ [versionId]: version });
  });

  it.each([
    ['an app user', 'appUser'],
    ['an account outside the team', 'member'],
    ['a visitor', 'anonymous'],
  ] as const)('is not read by %s, not even by a query', async (_, who) => {
    for (const path of readPaths) {
      await expect(get(ref(as[who].database, path)), path).rejects.toThrow(permissionDenied);
    }
    const versions = ref(as[who].database, databasePaths.contentVersions);
    await expect(get(query(versions, orderByChild('node'), equalTo(node)))).rejects.toThrow(permissionDenied);
  });

  it.each([
    ['the administrator', 'administrator'],
    ['an app user', 'appUser'],
    ['an account outside the team', 'member'],
    ['a visitor', 'anonymous'],
  ] as const)('is written by nobody from a client: %s', async (_, who) => {
    const database = as[who].database;
    await expectDatabaseRefusal(() =>
      set(ref(database, `${contentVersionPath(versionId)}/value/description`), 'Forged'),
    );
    await expectDatabaseRefusal(() =>
      set(ref(database, `${contentVersionPath(versionId)}/author/email`), 'x@example.com'),
    );
    await expectDatabaseRefusal(() => remove(ref(database, contentVersionPath(versionId))));
    await expectDatabaseRefusal(() => push(ref(database, databasePaths.contentVersions), version));
    await expectDatabaseRefusal(() =>
      set(ref(database, attributionPath), { ...attribution, uid: 'someone-else' }),
    );
    await expectDatabaseRefusal(() => remove(ref(database, 'contentHistory')));
  });
});
