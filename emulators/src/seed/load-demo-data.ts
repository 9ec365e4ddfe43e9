import { databasePaths, dayMs, firestoreCollections, releasesPath } from '@management-center/contract';
import { storageBucketOf } from '@management-center/contract/local-backend';
import {
  accountCreationFromAuth,
  backfillMediaLibrary,
  backfillReadModels,
  countActiveUsers,
  readModelStore,
  setTeamMember,
} from '@management-center/functions/local-backend/seed';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { localAdminOptions } from '../launcher/client-config.ts';
import { withTriggersPaused } from '../rtdb/trigger-control-client.ts';
import { withEnvironment } from '../shared/scoped-environment.ts';
import { buildDemoData, type DemoImage, demoAccounts, demoEditor } from './demo-data.ts';
import { demoRelease, demoReleaseId } from './demo-release.ts';
import { replaceImagesWithUrls } from './image-urls.ts';

// Who added the demo team, in the registry's `addedBy`.
const demoSeedActor = 'seed:demo-data';

interface SeedTarget {
  projectId: string;
  host: string;
  ports: { auth: number; firestore: number; database: number; storage: number };
  // The emulator variables of the target backend (backendEnvironment), applied while seeding only.
  environment: Record<string, string>;
}

interface SeedSummary {
  normalUsers: number;
  businessUsers: number;
  images: number;
  workoutContent: number;
  accounts: string[];
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed (${response.status}): ${await response.text()}`);
}

// The emulators' own reset endpoints: every account and every Firestore document of the project.
async function clearAuthAndFirestore(target: SeedTarget): Promise<void> {
  const { host, ports, projectId } = target;
  await expectOk(
    await fetch(`http://${host}:${ports.auth}/emulator/v1/projects/${projectId}/accounts`, {
      method: 'DELETE',
    }),
    'Clearing the Auth emulator',
  );
  await expectOk(
    await fetch(
      `http://${host}:${ports.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    ),
    'Clearing the Firestore emulator',
  );
}

// The app's users joined over the past year, more of them lately, and most signed in since (some today), so
// that the home page's charts have a history and its active users a count.
function demoSignInTimes(index: number, count: number): { creationTime: string; lastSignInTime?: string } {
  const spread = ((index * 7919) % count) / count;
  const created = Date.now() - Math.floor(365 * spread * spread) * dayMs - ((index * 3607) % dayMs);
  const creationTime = new Date(created).toUTCString();
  if (index % 5 === 4) return { creationTime };
  const signedInDaysAgo = (index * 37) % 45;
  const signedIn = Math.max(created, Date.now() - signedInDaysAgo * dayMs - ((index * 3607) % dayMs));
  return { creationTime, lastSignInTime: new Date(signedIn).toUTCString() };
}

async function createAccounts(
  app: App,
  normalUserIds: string[],
  businessUserIds: string[],
  data: ReturnType<typeof buildDemoData>,
) {
  const auth = getAuth(app);
  for (const account of demoAccounts) {
    await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
  }
  // The app users sign in to the fitness app, so each record has an Auth account under the same uid.
  const appUsers = [
    ...normalUserIds.map((uid) => ({ uid, ...data.normalUsers[uid] })),
    ...businessUserIds.map((uid) => ({ uid, ...data.businessUsers[uid] })),
  ].map((user, index, all) => ({
    uid: user.uid,
    email: user.email,
    displayName: user.username,
    metadata: demoSignInTimes(index, all.length),
  }));
  const result = await auth.importUsers(appUsers);
  if (result.failureCount > 0) {
    throw new Error(
      `Importing app users failed: ${result.errors.map((error) => error.error.message).join('; ')}`,
    );
  }
}

// After the database is replaced, which would take the team registry with it.
async function authorOf(app: App, email: string): Promise<{ uid: string; email: string }> {
  return { uid: (await getAuth(app).getUserByEmail(email)).uid, email };
}

async function addDemoTeam(app: App): Promise<void> {
  const stores = { auth: getAuth(app), database: getDatabase(app), firestore: getFirestore(app) };
  const addedAt = Date.now();
  for (const { email, role } of demoAccounts) {
    if (role === null) continue;
    const { uid } = await stores.auth.getUserByEmail(email);
    await setTeamMember(stores, uid, { email, role, addedAt, addedBy: demoSeedActor });
  }
}

async function uploadImages(
  app: App,
  bucketName: string,
  images: DemoImage[],
): Promise<Map<DemoImage, string>> {
  const bucket = getStorage(app).bucket(bucketName);
  await bucket.deleteFiles({ force: true });
  const urls = new Map<DemoImage, string>();
  await Promise.all(
    images.map(async (image) => {
      const file = bucket.file(image.path);
      await file.save(image.bytes, { contentType: 'image/png', resumable: false });
      urls.set(image, await getDownloadURL(file));
    }),
  );
  return urls;
}

function urlFrom(urls: Map<DemoImage, string>) {
  return (image: DemoImage) => {
    const url = urls.get(image);
    if (!url) throw new Error(`Image ${image.path} was not uploaded`);
    return url;
  };
}

// Replaces everything in the local backend with the demo data: a reset as much as a seed.
export function loadDemoData(target: SeedTarget): Promise<SeedSummary> {
  return withEnvironment(target.environment, () => seed(target));
}

async function seed(target: SeedTarget): Promise<SeedSummary> {
  const data = buildDemoData();
  const app = initializeApp(localAdminOptions(target), `demo-seed-${Date.now()}`);
  try {
    const normalUserIds = Object.keys(data.normalUsers);
    const businessUserIds = Object.keys(data.businessUsers);
    await clearAuthAndFirestore(target);
    await createAccounts(app, normalUserIds, businessUserIds, data);
    const urls = await uploadImages(app, storageBucketOf(target.projectId), data.images);
    const imageUrl = urlFrom(urls);

    // The whole database is replaced, read models included: the backfill builds them for the demo users, with
    // the triggers paused so that they do not rebuild the same a second time.
    const database = getDatabase(app);
    await withTriggersPaused(`http://${target.host}:${target.ports.database}`, async () => {
      await database.ref().set({
        [databasePaths.normalUsers]: data.normalUsers,
        [databasePaths.businessUsers]: data.businessUsers,
        ScheduleDateAndTime: { fixedDocumentId: data.schedule },
        [databasePaths.productWebsite]: replaceImagesWithUrls(data.productWebsite, imageUrl),
        [databasePaths.businessUserWebsite]: replaceImagesWithUrls(data.businessUserWebsite, imageUrl),
        [releasesPath]: {
          [demoReleaseId]: demoRelease(data, await authorOf(app, demoEditor.email), Date.now()),
        },
      });
      await backfillReadModels(database, readModelStore(database), {
        intoEmpty: true,
        lookUpAccountCreation: accountCreationFromAuth(getAuth(app)),
      });
      // The functions' own code reaches the database and bucket through the only app there is: this one.
      await backfillMediaLibrary();
    });

    const firestore = getFirestore(app);
    await addDemoTeam(app);
    // As the daily count would have by now: the demo's active users on the home page.
    await countActiveUsers(getAuth(app), database, Date.now());
    const batch = firestore.batch();
    for (const content of data.workoutContent) {
      batch.set(firestore.collection(firestoreCollections.workoutContent).doc(), content);
    }
    await batch.commit();

    return {
      normalUsers: normalUserIds.length,
      businessUsers: businessUserIds.length,
      images: data.images.length,
      workoutContent: data.workoutContent.length,
      accounts: demoAccounts.map((account) => account.email),
    };
  } finally {
    await deleteApp(app);
  }
}
