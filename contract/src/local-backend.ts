// Where `npm start` serves the backend: the demo project and the ports firebase.json gives its emulators. The
// launcher serves there, and the tools, which also run against production, find it there without the launcher.

import { z } from 'zod';
import firebaseJson from '../../firebase.json' with { type: 'json' };

// A demo- project never touches production (.firebaserc names it the default).
export const demoProjectId = 'demo-management-center';

// A local project's default bucket, the name the Functions emulator also gives the functions in FIREBASE_CONFIG.
export function storageBucketOf(projectId: string): string {
  return `${projectId}.appspot.com`;
}

const firebaseEmulators = [
  'auth',
  'functions',
  'hub',
  'logging',
  'eventarc',
  'tasks',
  'firestore',
  'database',
  'storage',
  'pubsub',
  'hosting',
] as const;

export type FirebaseEmulator = (typeof firebaseEmulators)[number];

const emulatorEntrySchema = z.object({ port: z.number().int().positive() });
const firebaseJsonSchema = z.object({
  emulators: z.object(Object.fromEntries(firebaseEmulators.map((name) => [name, emulatorEntrySchema]))),
});

// firebase.json is the one place that declares the ports: they are part of the project's interface.
export function firebaseEmulatorPorts(): Record<FirebaseEmulator, number> {
  const { emulators } = firebaseJsonSchema.parse(firebaseJson);
  return Object.fromEntries(
    firebaseEmulators.map((name) => [name, emulatorEntrySchema.parse(emulators[name]).port]),
  ) as Record<FirebaseEmulator, number>;
}
