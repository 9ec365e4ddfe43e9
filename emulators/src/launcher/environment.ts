import type { BackendPorts } from './ports.ts';

// What the official SDKs and the functions read to find the local backend. The Functions emulator passes the
// variables of its own environment on to the function workers, which is how function code reaches services that
// firebase-tools does not run itself.
export function backendEnvironment(
  host: string,
  ports: BackendPorts,
  projectId: string,
): Record<string, string> {
  return {
    GCLOUD_PROJECT: projectId,
    // Offline, Google's auth library would otherwise probe for a Compute Engine metadata server and warn.
    METADATA_SERVER_DETECTION: 'none',
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
    FIREBASE_DATABASE_EMULATOR_HOST: `${host}:${ports.database}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${host}:${ports.storage}`,
    PUBSUB_EMULATOR_HOST: `${host}:${ports.pubsub}`,
  };
}
