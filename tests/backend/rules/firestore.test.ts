import { setLogLevel } from 'firebase/app';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { ruleClients } from './rule-clients.ts';

// firestore.rules on Google's Firestore emulator, with web SDK clients signed in through the Auth emulator.
const workoutContent = 'Workout content';
const otherCollection = 'Reports';

const app = adminAppForSuite();
const clients = ruleClients();
let as: Record<'administrator' | 'member' | 'anonymous', WebClient>;
let workoutId: string;

// Every document the suite could touch, read with the admin SDK.
async function storedDocuments(): Promise<unknown> {
  const firestore = getFirestore(app);
  const [workouts, others, notes] = await Promise.all([
    firestore.collection(workoutContent).get(),
    firestore.collection(otherCollection).get(),
    firestore.collection(`${workoutContent}/${workoutId}/notes`).get(),
  ]);
  return [workouts, others, notes].map((snapshot) =>
    snapshot.docs.map((document) => ({ id: document.id, data: document.data() })),
  );
}

async function expectRefused(operation: () => Promise<unknown>): Promise<void> {
  const before = await storedDocuments();
  await expect(operation()).rejects.toMatchObject({ code: 'permission-denied' });
  expect(await storedDocuments()).toEqual(before);
}

beforeAll(async () => {
  // Refusals are what this suite is about; the SDK's log line for each would bury the results.
  setLogLevel('silent');
  const firestore = getFirestore(app);
  const workouts = await firestore.collection(workoutContent).get();
  const first = workouts.docs[0];
  if (!first) throw new Error('The demo data has no workout content');
  workoutId = first.id;
  await firestore.doc(`${otherCollection}/monthly`).set({ title: 'Monthly report' });
  await firestore.doc(`${workoutContent}/${workoutId}/notes/internal`).set({ note: 'Admin only' });
  as = await clients.openEachKind();
});

describe('reading', () => {
  it('a signed-in account reads the workout content, as a query and document by document', async () => {
    const expected = (await getFirestore(app).collection(workoutContent).get()).size;
    const snapshot = await getDocs(collection(as.member.firestore, workoutContent));
    expect(snapshot.size).toBe(expected);
    const single = await getDoc(doc(as.member.firestore, workoutContent, workoutId));
    expect(single.get('content-url')).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
  });

  it('a visitor who is not signed in reads no workout content', async () => {
    await expect(getDocs(collection(as.anonymous.firestore, workoutContent))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDoc(doc(as.anonymous.firestore, workoutContent, workoutId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it.each([
    ['another collection', (client: WebClient) => getDocs(collection(client.firestore, otherCollection))],
    [
      'a document of another collection',
      (client: WebClient) => getDoc(doc(client.firestore, otherCollection, 'monthly')),
    ],
    [
      'a collection nested in the workout content',
      (client: WebClient) => getDocs(collection(client.firestore, workoutContent, workoutId, 'notes')),
    ],
  ])('no signed-in account, the owner included, reads %s: no console screen does', async (_, read) => {
    await expect(read(as.member)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(read(as.administrator)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the server-written revocation times are read by no client', async () => {
    await expect(getDocs(collection(as.administrator.firestore, 'adminRevocations'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('a visitor does not read other collections', async () => {
    await expect(getDoc(doc(as.anonymous.firestore, otherCollection, 'monthly'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('writing: the sendWorkoutVideos callable owns the repository, no client writes', () => {
  const video = {
    'content-name': 'Forged video',
    'content-url': 'https://www.youtube.com/embed/forged',
    lastUpdated: '2027-01-01T00:00:00.000Z',
    lastUpdatedTimestamp: 1_798_761_600_000,
  };

  describe.each(['administrator', 'member', 'anonymous'] as const)('as %s', (who) => {
    const firestore = () => as[who].firestore;

    it('adds no workout content', async () => {
      await expectRefused(() => addDoc(collection(firestore(), workoutContent), video));
    });

    it('changes no workout content', async () => {
      await expectRefused(() =>
        updateDoc(doc(firestore(), workoutContent, workoutId), { 'content-name': 'x' }),
      );
    });

    it('deletes no workout content', async () => {
      await expectRefused(() => deleteDoc(doc(firestore(), workoutContent, workoutId)));
    });

    it('writes no other document', async () => {
      await expectRefused(() => setDoc(doc(firestore(), otherCollection, 'monthly'), { title: 'x' }));
    });
  });
});
