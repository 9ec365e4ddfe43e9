import { databasePaths, siteContentTargets } from '@management-center/contract';
import { localAdminOptions } from '@management-center/emulators/launcher/client-config';
import { functionsParameterValues } from '@management-center/emulators/launcher/functions-parameters';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mapWithBoundedConcurrency } from '../../../functions/src/platform/bounded-concurrency.ts';
import { administrator } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const approvals = 70;
const feedbackApprovals = 70;
const contentEdits = 60;
const concurrency = 20;

const backend = inject('backend');
const { parameters, secrets } = functionsParameterValues(backend);
// The functions' parameters and project, and the emulator's mark (which lets them send the API keys to the local
// stand-ins over plain http), as the Functions emulator gives them, for calling them in this process.
Object.assign(process.env, parameters, secrets, {
  FIREBASE_CONFIG: JSON.stringify(localAdminOptions(backend)),
  FUNCTIONS_EMULATOR: 'true',
});

const featureCollection = siteContentTargets.productFeature.path.replace('/{id}', '');

function ids(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(3, '0')}`);
}

function firstChild(collection: unknown, matches: (value: Record<string, unknown>) => boolean) {
  const found = Object.values((collection ?? {}) as Record<string, Record<string, unknown>>).find(matches);
  if (!found) throw new Error('The demo data has no record to model the load on');
  return found;
}

// 200 calls, 20 at a time, of three kinds on distinct records: none may fail, and every write must be there after.
// The callables run in this process, as one Cloud Run instance serves concurrent requests. Through the Functions
// emulator each concurrent request gets a worker process of its own, and 60 of them starting at once stall it on
// a two-core machine; every other backend suite calls the functions through the emulator.
describe('200 callables at a concurrency of 20, in one instance', () => {
  const app = adminAppForSuite();
  let callables: typeof import('../../../functions/src/index.ts');
  let administratorAuth: { uid: string; token: Record<string, unknown> };
  const businessIds = ids('load-business', approvals);
  const feedbackIds = ids('load-feedback', feedbackApprovals);
  const featureIds = ids('load-feature', contentEdits);

  beforeAll(async () => {
    callables = await import('../../../functions/src/index.ts');
    const account = await getAuth(app).getUserByEmail(administrator.email);
    administratorAuth = { uid: account.uid, token: { ...account.customClaims, email: account.email } };
    const database = getDatabase(app);
    const [business, normal, features] = await Promise.all(
      [databasePaths.businessUsers, databasePaths.normalUsers, featureCollection].map(async (path) =>
        (await database.ref(path).get()).val(),
      ),
    );
    // Copies of demo records, so that the added ones have exactly the shapes the console and the callables know.
    const waitingBusiness = firstChild(business, (user) => user.isApproveUser === false);
    const withFeedback = firstChild(
      normal,
      (user) => (user.feedback as { approveFeedback?: boolean } | undefined)?.approveFeedback === false,
    );
    const feature = firstChild(features, () => true);
    await database.ref().update({
      ...Object.fromEntries(
        businessIds.map((id) => [
          `${databasePaths.businessUsers}/${id}`,
          { ...waitingBusiness, email: `${id}@example.com`, username: `Load ${id}` },
        ]),
      ),
      ...Object.fromEntries(
        feedbackIds.map((id) => [
          `${databasePaths.normalUsers}/${id}`,
          { ...withFeedback, email: `${id}@example.com`, username: `Load ${id}` },
        ]),
      ),
      ...Object.fromEntries(featureIds.map((id) => [`${featureCollection}/${id}`, feature])),
    });
    // The approval e-mail goes to the address of the sign-in account: each business user gets one.
    const imported = await getAuth(app).importUsers(
      businessIds.map((uid) => ({ uid, email: `${uid}@example.com` })),
    );
    expect(imported.failureCount).toBe(0);
  });

  it('completes every call without an error, and every write is present afterwards', async () => {
    // What firebase-functions hands a handler for a signed-in call; the handlers do not read rawRequest.
    const as = (data: unknown) => ({ data, auth: administratorAuth }) as never;
    const calls = [
      ...businessIds.map((id) => () => callables.approveBusinessUsers.run(as({ userIds: [id] }))),
      ...feedbackIds.map((id) => () => callables.approveFeedback.run(as({ userIds: [id] }))),
      ...featureIds.map(
        (id) => () =>
          callables.updateSiteContent.run(
            as({ target: 'productFeature', id, fields: { options: [`Option of ${id}`, 'Shared option'] } }),
          ),
      ),
    ];
    expect(calls).toHaveLength(200);
    // Interleaved, so that the three kinds run at the same time.
    const interleaved = calls.map((call, index) => ({ call, order: (index * 7919) % calls.length }));
    interleaved.sort((first, second) => first.order - second.order);
    const outcomes = await mapWithBoundedConcurrency(interleaved, concurrency, ({ call }) =>
      call().then(
        () => 'ok',
        (error: Error) => error.message,
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([]);

    const database = getDatabase(app);
    const [business, normal, features, audit] = await Promise.all(
      [databasePaths.businessUsers, databasePaths.normalUsers, featureCollection, databasePaths.auditLog].map(
        async (path) => (await database.ref(path).get()).val(),
      ),
    );
    expect(businessIds.filter((id) => business[id]?.isApproveUser !== true)).toEqual([]);
    expect(businessIds.filter((id) => business[id]?.approvalEmail?.status !== 'sent')).toEqual([]);
    expect(feedbackIds.filter((id) => normal[id]?.feedback?.approveFeedback !== true)).toEqual([]);
    expect(
      featureIds.filter(
        (id) =>
          JSON.stringify(features[id]?.options) !== JSON.stringify([`Option of ${id}`, 'Shared option']),
      ),
    ).toEqual([]);
    const loadEntries = Object.values(
      audit as Record<string, { targets?: string[]; outcome: string }>,
    ).filter((entry) => entry.targets?.some((target) => target.includes('/load-')));
    expect(loadEntries).toHaveLength(200);
    expect(loadEntries.every((entry) => entry.outcome === 'succeeded')).toBe(true);
  }, 180_000);
});
