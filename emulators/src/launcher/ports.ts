import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// Test runs take free ports of their own so that they never collide with a running `npm start`, nor with each other:
// the backend and browser suites of one `npm test` start their backends at the same moment. A port is chosen
// outside Linux's ephemeral range (32768-60999), where the outgoing connections of every process take their local
// ports, and reserved by a file created exclusively in the system's temporary folder: no two runs choose it while
// their services start. Once its service listens, the port is in use and no run takes it, so a reservation only
// has to last that long.
const reservablePorts = { first: 20_000, last: 32_000 } as const;
const reservationFolder = join(tmpdir(), 'management-center-port-reservations');
const reservationLifetimeMs = 10 * 60_000;

function isStale(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs > reservationLifetimeMs;
  } catch {
    return false;
  }
}

function reserve(port: number): boolean {
  const file = join(reservationFolder, String(port));
  if (isStale(file)) rmSync(file, { force: true });
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Whether something listens on `port` of `host` already: binding it fails. */
export function isPortInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolveInUse) => {
    const server = createServer();
    server.once('error', () => resolveInUse(true));
    server.listen(port, host, () => server.close(() => resolveInUse(false)));
  });
}

async function reserveFreePort(): Promise<number> {
  const span = reservablePorts.last - reservablePorts.first + 1;
  for (let attempt = 0; attempt < 1_000; attempt += 1) {
    const port = reservablePorts.first + Math.floor(Math.random() * span);
    if (reserve(port) && !(await isPortInUse('127.0.0.1', port))) return port;
  }
  throw new Error(`No free port to reserve from ${reservablePorts.first} to ${reservablePorts.last}`);
}

export async function freeBackendPorts(): Promise<BackendPorts> {
  mkdirSync(reservationFolder, { recursive: true });
  for (const name of readdirSync(reservationFolder)) {
    const file = join(reservationFolder, name);
    if (isStale(file)) rmSync(file, { force: true });
  }
  const services = Object.keys(projectPorts()) as BackendService[];
  const ports: Partial<BackendPorts> = {};
  for (const service of services) ports[service] = await reserveFreePort();
  return ports as BackendPorts;
}
