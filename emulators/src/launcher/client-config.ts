import { storageBucketOf } from '@management-center/contract/local-backend';
import type { BackendPorts } from './ports.ts';

// How the SDKs reach a local backend: the console (through its VITE_* variables), the seed, the test suites and
// the benchmarks all build their apps from these.

export interface BackendAddress {
  projectId: string;
  host: string;
  ports: BackendPorts;
}

/** The options of a firebase-admin app, and the functions' FIREBASE_CONFIG, for a local backend. */
export function localAdminOptions(backend: {
  projectId: string;
  host: string;
  ports: Pick<BackendPorts, 'database'>;
}) {
  const { projectId, host, ports } = backend;
  return {
    projectId,
    databaseURL: `http://${host}:${ports.database}?ns=${projectId}`,
    storageBucket: storageBucketOf(projectId),
  };
}

/**
 * The web SDK's config for a local backend, and the emulators it connects to. The database URL is a ws://
 * address so that the web SDK never switches to long-polling, which the Realtime Database stand-in does not serve.
 */
export function localWebConfig(backend: BackendAddress) {
  const { projectId, host, ports } = backend;
  return {
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${projectId}.firebaseapp.com`,
      projectId,
      databaseURL: `ws://${host}:${ports.database}?ns=${projectId}`,
      storageBucket: storageBucketOf(projectId),
    },
    emulators: {
      host,
      auth: ports.auth,
      firestore: ports.firestore,
      functions: ports.functions,
      storage: ports.storage,
    },
  };
}
