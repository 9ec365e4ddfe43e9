import { type BackendAddress, localWebConfig } from './client-config.ts';

// The web console's VITE_* variables for a local backend, which web/src/lib/firebase/firebase-config.ts reads.
export function consoleEnvironment(backend: BackendAddress): Record<string, string> {
  const { firebase, emulators } = localWebConfig(backend);
  return {
    VITE_FIREBASE_API_KEY: firebase.apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: firebase.authDomain,
    VITE_FIREBASE_PROJECT_ID: firebase.projectId,
    VITE_FIREBASE_DATABASE_URL: firebase.databaseURL,
    VITE_FIREBASE_STORAGE_BUCKET: firebase.storageBucket,
    // The production build requires an app id (web/src/lib/firebase/production-web-config.ts); no local service reads it.
    VITE_FIREBASE_APP_ID: `1:000000000000:web:${backend.projectId}`,
    VITE_LOCAL_BACKEND: JSON.stringify(emulators),
  };
}
