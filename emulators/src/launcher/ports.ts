import { createServer } from 'node:net';
import { z } from 'zod';
import { readProjectJson } from './project.ts';

const firebaseToolsServices = ['auth', 'functions', 'hub', 'logging', 'eventarc', 'tasks'] as const;
const firebaseJsonServices = [
  ...firebaseToolsServices,
  'firestore',
  'database',
  'storage',
  'pubsub',
  'hosting',
] as const;

type BackendService = (typeof firebaseJsonServices)[number] | 'mail' | 'video';
export type BackendPorts = Record<BackendService, number>;

// The mail and video stand-ins are not Firebase services, so firebase.json has no place for them.
const standInPorts = { mail: 8025, video: 8095 } as const;

const emulatorEntrySchema = z.object({ port: z.number().int().positive() });
const firebaseJsonSchema = z.object({
  emulators: z.object(Object.fromEntries(firebaseJsonServices.map((name) => [name, emulatorEntrySchema]))),
});

// firebase.json is the one place that declares the ports: they are part of the project's interface.
export function projectPorts(): BackendPorts {
  const { emulators } = firebaseJsonSchema.parse(readProjectJson('firebase.json'));
  const ports = Object.fromEntries(
    firebaseJsonServices.map((name) => [name, emulatorEntrySchema.parse(emulators[name]).port]),
  );
  return { ...(ports as Record<(typeof firebaseJsonServices)[number], number>), ...standInPorts };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('No port assigned'));
      });
    });
  });
}

// Test runs take free ports so that they never collide with a running `npm start`.
export async function freeBackendPorts(): Promise<BackendPorts> {
  const services = Object.keys(projectPorts()) as BackendService[];
  const ports: Partial<BackendPorts> = {};
  const taken = new Set<number>();
  for (const service of services) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports[service] = port;
  }
  return ports as BackendPorts;
}
