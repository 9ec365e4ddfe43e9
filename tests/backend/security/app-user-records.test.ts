import { setLogLevel } from 'firebase/app';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { ref, set, update } from 'firebase/database';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleClients } from '../rules/rule-clients.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs } from '../support/callables.ts';
import { administrator, type WebClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The known attacks on the records an app user writes, replayed as an attacker would: a freshly signed-up account
// (the public sign-up of the Auth emulator) writing its own users/{uid} or business-users/{uid} through the web
// SDK. Each attack is refused and leaves the whole database as it was.
const permissionDenied = /permission[_ ]denied/i;
const megabyte = 1024 * 1024;

const app = adminAppForSuite();
const clients = ruleClients();
let signUps = 0;

interface Attacker {
  uid: string;
  client: WebClient;
  write(path: string, value: unknown): Promise<void>;
  update(values: Record<string, unknown>): Promise<void>;
}

async function signUp(): Promise<Attacker> {
  signUps += 1;
  const client = await clients.open();
  const email = `attacker-${signUps}-${Date.now()}@example.org`;
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'attacker-password');
  return {
    uid: user.uid,
    client,
    write: (path, value) => set(ref(client.database, path), value),
    update: (values) => update(ref(client.database), values),
  };
}

async function pendingFeedbackUser(): Promise<Attacker> {
  const attacker = await signUp();
  await attacker.write(`users/${attacker.uid}`, {
    username: 'Sam Attacker',
    email: 'sam@example.org',
    userType: 'normal',
    registrationDetails: { age: 29, height: 178, weight: 74 },
    feedback: {
      timestamp: Date.now(),
      category: 'Workouts',
      rating: 5,
      review: 'Great',
      approveFeedback: false,
    },
  });
  return attacker;
}

async function waitingBusinessUser(): Promise<Attacker> {
  const attacker = await signUp();
  await attacker.write(`business-users/${attacker.uid}`, {
    username: 'Shady Gym',
    email: 'owner@shady-gym.example.org',
    userType: 'business',
    isApproveUser: false,
    businessCertification: 'https://certificates.example.com/shady-gym/certificate.pdf',
  });
  return attacker;
}

async function storedFlag(path: string): Promise<unknown> {
  return (await getDatabase(app).ref(path).get()).val();
}

async function expectRefusedAndUnchanged(attack: () => PromiseLike<unknown>): Promise<void> {
  const before = await databaseSnapshot();
  await expect(attack()).rejects.toThrow(permissionDenied);
  expect(await databaseSnapshot()).toEqual(before);
}

beforeAll(() => {
  // Refused writes are what this suite is about; the SDK's warning for each would bury the results.
  setLogLevel('error');
});

describe('a __proto__ child faking approval', () => {
  it('is refused on a business user waiting for approval', async () => {
    const attacker = await waitingBusinessUser();
    const own = `business-users/${attacker.uid}`;
    await expectRefusedAndUnchanged(() => attacker.update({ [`${own}/__proto__/isApproveUser`]: true }));
    await expectRefusedAndUnchanged(() => attacker.update({ [`${own}/__proto__`]: { isApproveUser: true } }));
    expect(await storedFlag(`${own}/isApproveUser`)).toBe(false);
  });

  it('is refused on feedback waiting for approval', async () => {
    const attacker = await pendingFeedbackUser();
    const feedback = `users/${attacker.uid}/feedback`;
    await expectRefusedAndUnchanged(() =>
      attacker.update({ [`${feedback}/__proto__/approveFeedback`]: true }),
    );
    await expectRefusedAndUnchanged(() =>
      attacker.update({ [`users/${attacker.uid}/__proto__/feedback`]: { approveFeedback: true } }),
    );
    expect(await storedFlag(`${feedback}/approveFeedback`)).toBe(false);
  });
});

describe('oversized, mistyped and unknown data', () => {
  it('refuses a 5 MB username', async () => {
    const attacker = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() =>
      attacker.write(`users/${attacker.uid}/username`, 'x'.repeat(5 * megabyte)),
    );
  });

  it('refuses a 1 MB review', async () => {
    const attacker = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() =>
      attacker.write(`users/${attacker.uid}/feedback/review`, 'x'.repeat(megabyte)),
    );
  });

  it('refuses a huge extra field on either kind of record', async () => {
    const normal = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() =>
      normal.write(`users/${normal.uid}/padding`, 'x'.repeat(2 * megabyte)),
    );
    const business = await waitingBusinessUser();
    await expectRefusedAndUnchanged(() =>
      business.write(`business-users/${business.uid}/padding`, 'x'.repeat(2 * megabyte)),
    );
  });

  it.each([99, 'x'])('refuses the rating %j', async (rating) => {
    const attacker = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() => attacker.write(`users/${attacker.uid}/feedback/rating`, rating));
  });

  it('refuses a category outside the ten', async () => {
    const attacker = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() =>
      attacker.write(`users/${attacker.uid}/feedback/category`, 'Free Money'),
    );
  });

  it('refuses a changed userType', async () => {
    const normal = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() => normal.write(`users/${normal.uid}/userType`, 'business'));
    const business = await waitingBusinessUser();
    await expectRefusedAndUnchanged(() =>
      business.write(`business-users/${business.uid}/userType`, 'normal'),
    );
  });

  it('refuses an extra field', async () => {
    const normal = await pendingFeedbackUser();
    await expectRefusedAndUnchanged(() => normal.write(`users/${normal.uid}/isAdmin`, true));
    await expectRefusedAndUnchanged(() => normal.write(`users/${normal.uid}/feedback/featured`, true));
    const business = await waitingBusinessUser();
    await expectRefusedAndUnchanged(() => business.write(`business-users/${business.uid}/plan`, 'premium'));
  });
});

describe('approved content changed afterwards', () => {
  it('refuses a rewritten review of approved feedback that keeps its approval', async () => {
    const attacker = await pendingFeedbackUser();
    await callAs(administrator, 'approveFeedback', { userIds: [attacker.uid] });
    const feedback = `users/${attacker.uid}/feedback`;
    expect(await storedFlag(`${feedback}/approveFeedback`)).toBe(true);
    await expectRefusedAndUnchanged(() => attacker.write(`${feedback}/review`, 'Buy pills at spam.example'));
    await expectRefusedAndUnchanged(() =>
      attacker.update({
        [`${feedback}/review`]: 'Buy pills at spam.example',
        [`${feedback}/approveFeedback`]: true,
      }),
    );
  });

  it('refuses a swapped certification link of an approved business user that keeps its approval', async () => {
    const attacker = await waitingBusinessUser();
    await callAs(administrator, 'approveBusinessUsers', { userIds: [attacker.uid] });
    const own = `business-users/${attacker.uid}`;
    expect(await storedFlag(`${own}/isApproveUser`)).toBe(true);
    await expectRefusedAndUnchanged(() =>
      attacker.write(`${own}/businessCertification`, 'https://forged.example.net/certificate.pdf'),
    );
    await expectRefusedAndUnchanged(() => attacker.write(`${own}/email`, 'victim@example.org'));
  });
});

describe('a normal record posing as a business', () => {
  it('refuses a users/ record with userType "business" and isApproveUser true', async () => {
    const attacker = await signUp();
    await expectRefusedAndUnchanged(() =>
      attacker.write(`users/${attacker.uid}`, {
        username: 'Fake Approved Gym',
        email: 'fake@example.org',
        userType: 'business',
        isApproveUser: true,
      }),
    );
  });
});
