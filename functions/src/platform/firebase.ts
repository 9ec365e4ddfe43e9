import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

// Inside the Functions runtime (and its emulator) FIREBASE_CONFIG names the project, database and bucket.
function adminApp() {
  return getApps()[0] ?? initializeApp();
}

export function authentication() {
  return getAuth(adminApp());
}

export function database() {
  return getDatabase(adminApp());
}

export function firestore() {
  return getFirestore(adminApp());
}

// The project's default bucket, the one the content images live in.
export function contentBucket() {
  return getStorage(adminApp()).bucket();
}
