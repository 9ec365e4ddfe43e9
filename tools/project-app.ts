import {
  demoProjectId,
  firebaseEmulatorPorts,
  storageBucketOf,
} from '@management-center/contract/local-backend';
import { type App, applicationDefault, initializeApp } from 'firebase-admin/app';

export interface ProjectApp {
  app: App;
  /** The local backend or the real database, for the tool's messages. */
  where: string;
}

/**
 * An admin SDK app for a tool: on the local backend of `npm start` (no project, or a demo- one) through the
 * emulators of firebase.json's ports unless the environment names others; on a real project with the Application
 * Default Credentials and the database URL given (and the bucket, for a tool that reads Storage). Returns a message
 * instead when a real project lacks one of them.
 */
export function projectApp(
  name: string,
  project: string | undefined,
  databaseUrl: string | undefined,
  bucket: { needed: boolean; name?: string | undefined } = { needed: false },
): ProjectApp | string {
  const projectId = project ?? demoProjectId;
  if (projectId.startsWith('demo-')) {
    const ports = firebaseEmulatorPorts();
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
    process.env.FIREBASE_DATABASE_EMULATOR_HOST ??= `127.0.0.1:${ports.database}`;
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${ports.storage}`;
    const databaseURL = `http://${process.env.FIREBASE_DATABASE_EMULATOR_HOST}?ns=${projectId}`;
    const storageBucket = bucket.name ?? storageBucketOf(projectId);
    return {
      app: initializeApp({ projectId, databaseURL, storageBucket }, name),
      where: `the local backend (${process.env.FIREBASE_DATABASE_EMULATOR_HOST})`,
    };
  }
  if (!databaseUrl) return 'A real project needs --database-url.';
  if (bucket.needed && !bucket.name) return 'A real project needs --bucket.';
  const storage = bucket.name === undefined ? {} : { storageBucket: bucket.name };
  return {
    app: initializeApp(
      { projectId, databaseURL: databaseUrl, ...storage, credential: applicationDefault() },
      name,
    ),
    where: `project ${projectId} (${databaseUrl})`,
  };
}
