import { startAppCheck } from 'virtual:app-check';
import { firebaseConfig, localBackend } from 'virtual:firebase-environment';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { narrowConnections } from './connect-sources.ts';

export { localBackend };

// The app, App Check and Auth only: every screen needs them, the login page nothing else. Each other SDK has its own module
// (firebase-database, firestore, firebase-functions), so it loads with the first screen that uses it.
narrowConnections({ config: firebaseConfig, localBackend });

export const firebaseApp = initializeApp(firebaseConfig);

// Before any other SDK is used, so that no request leaves without a token (where the build has a site key). The
// requests the SDKs do not make (polled-database.ts) get theirs from these headers. Imported from here, not from
// virtual:app-check: a dynamic chunk importing that module of the entry made rolldown split the entry's shared
// modules into chunks of their own, 3.5 KB more to load before the login page.
export const appCheckHeaders = startAppCheck(firebaseApp);

// getAuth's persistence without its popup and redirect resolver: the console signs in with a password only, and on
// Safari and mobile browsers that resolver loads Google's API script and an auth frame at start, which the
// Content-Security-Policy refuses.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (localBackend) {
  connectAuthEmulator(auth, `http://${localBackend.host}:${localBackend.auth}`, { disableWarnings: true });
}
