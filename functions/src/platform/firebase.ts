import { getApps, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';

// Inside the Functions runtime (and its emulator) FIREBASE_CONFIG names the project, database and bucket.
function adminApp() {
  return getApps()[0] ?? initializeApp();
}

export function database() {
  return getDatabase(adminApp());
}
