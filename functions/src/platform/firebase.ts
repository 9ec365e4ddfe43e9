import { getApps, initializeApp } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import type { Firestore } from 'firebase-admin/firestore';
import type { getDownloadURL } from 'firebase-admin/storage';

// Every function instance loads the whole bundle, and each firebase-admin product takes hundreds of milliseconds
// to load: each is imported when a function first uses it, so a cold start pays only for the products its
// function needs. (firebase-admin/app comes with firebase-functions/https anyway.)

// Inside the Functions runtime (and its emulator) FIREBASE_CONFIG names the project, database and bucket.
function adminApp() {
  return getApps()[0] ?? initializeApp();
}

// The first call starts the import; every later call gets that same promise.
function importedOnFirstUse<Module>(importModule: () => Promise<Module>): () => Promise<Module> {
  let imported: Promise<Module> | undefined;
  return () => {
    imported ??= importModule();
    return imported;
  };
}

const authModule = importedOnFirstUse(() => import('firebase-admin/auth'));
const databaseModule = importedOnFirstUse(() => import('firebase-admin/database'));
const firestoreModule = importedOnFirstUse(() => import('firebase-admin/firestore'));
const storageModule = importedOnFirstUse(() => import('firebase-admin/storage'));

export async function authentication(): Promise<Auth> {
  return (await authModule()).getAuth(adminApp());
}

export async function database(): Promise<Database> {
  return (await databaseModule()).getDatabase(adminApp());
}

// The placeholder the database replaces with its own clock when it stores a write.
export async function serverTimestamp(): Promise<object> {
  return (await databaseModule()).ServerValue.TIMESTAMP;
}

// Adds to the stored number in the database itself, so concurrent writers never overwrite each other's change.
export async function serverIncrement(delta: number): Promise<object> {
  return (await databaseModule()).ServerValue.increment(delta);
}

export async function firestore(): Promise<Firestore> {
  return (await firestoreModule()).getFirestore(adminApp());
}

// The project's default bucket, the one the content images live in.
export async function contentBucket() {
  return (await storageModule()).getStorage(adminApp()).bucket();
}

// The URL (with the object's download token) the websites load a stored object from.
export async function downloadUrl(file: Parameters<typeof getDownloadURL>[0]): Promise<string> {
  return (await storageModule()).getDownloadURL(file);
}
