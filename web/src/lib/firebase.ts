import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { readFirebaseEnvironment } from './firebase-config.ts';

// The app and Auth only: every screen needs them, the login page nothing else. Each other SDK has its own module
// (firebase-database, firestore, firebase-functions), so it loads with the first screen that uses it.
const environment = readFirebaseEnvironment(import.meta.env);

export const localBackend = environment.localBackend;
export const firebaseApp = initializeApp(environment.config);
export const auth = getAuth(firebaseApp);

if (localBackend) {
  connectAuthEmulator(auth, `http://${localBackend.host}:${localBackend.auth}`, { disableWarnings: true });
}
