// The deployment's constants alone: the whole contract would bring zod and every schema into the login page.
import { functionsRegion } from '@management-center/contract/deployment';
import type { FirebaseEnvironment } from './firebase-config.ts';

type ConnectingEnvironment = Pick<FirebaseEnvironment, 'config' | 'localBackend'>;

// Google's services every project's console calls: Auth's sign-in and token refresh, Firestore, Storage, App
// Check's token exchange.
const sharedServices = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
];

// The Realtime Database answers at its own host, then may move the connection to a server of the same domain
// (`s-usc1c-nss-204.firebaseio.com`, `s-gke-euw1-nssi2-3.europe-west1.firebasedatabase.app`), which no build can
// know: that domain alone, not every database's.
function databaseSources(databaseURL: string): string[] {
  const { host } = new URL(databaseURL);
  const servers = `*.${host.slice(host.indexOf('.') + 1)}`;
  return [`https://${host}`, `wss://${host}`, `https://${servers}`, `wss://${servers}`];
}

/**
 * The `connect-src` of the console built with this web config: its own project's callables and database, Google's
 * shared services, and nothing else (a local backend's emulators where the build is for one).
 */
export function connectSourcesOf({ config, localBackend }: ConnectingEnvironment): string[] {
  if (localBackend) {
    const { host, auth, functions, firestore, storage } = localBackend;
    // The database's WebSocket, and its REST reads (polled-database.ts) over HTTP.
    const database = new URL(config.databaseURL);
    return [
      "'self'",
      ...[auth, functions, firestore, storage].map((port) => `http://${host}:${port}`),
      `ws://${database.host}`,
      `http://${database.host}`,
    ];
  }
  return [
    "'self'",
    ...sharedServices,
    ...databaseSources(config.databaseURL),
    `https://${functionsRegion}-${config.projectId}.cloudfunctions.net`,
  ];
}

/**
 * Narrows the page's connections to `connectSourcesOf`: a policy of the page's own, added before any SDK connects.
 * firebase.json's header must suit every project, with wildcards; both policies apply, so the narrower decides,
 * and no later script can lift it.
 */
export function narrowConnections(environment: ConnectingEnvironment): void {
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = `connect-src ${connectSourcesOf(environment).join(' ')}`;
  document.head.prepend(policy);
}
