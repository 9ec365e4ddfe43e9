import { createServer } from 'node:net';
import { type FirebaseEmulator, firebaseEmulatorPorts } from '@management-center/contract/local-backend';

type BackendService = FirebaseEmulator | 'mail' | 'video';
export type BackendPorts = Record<BackendService, number>;

// The mail and video stand-ins are not Firebase services, so firebase.json has no place for them.
const standInPorts = { mail: 8025, video: 8095 } as const;

export function projectPorts(): BackendPorts {
  return { ...firebaseEmulatorPorts(), ...standInPorts };
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
