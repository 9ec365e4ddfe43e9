import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { getDatabase } from 'firebase/database';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { readFirebaseEnvironment } from './firebase-config.ts';

const { config, localBackend } = readFirebaseEnvironment(import.meta.env);

export const firebaseApp = initializeApp(config);
export const auth = getAuth(firebaseApp);
// Locally databaseURL is a ws:// address: the SDK then never falls back to long-polling.
export const database = getDatabase(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const storage = getStorage(firebaseApp);
export const functions = getFunctions(firebaseApp);

if (localBackend) {
  const { host } = localBackend;
  connectAuthEmulator(auth, `http://${host}:${localBackend.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, host, localBackend.firestore);
  connectStorageEmulator(storage, host, localBackend.storage);
  connectFunctionsEmulator(functions, host, localBackend.functions);
}
