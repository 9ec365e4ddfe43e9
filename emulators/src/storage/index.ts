import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAdminSdkRequest } from './admin-sdk.ts';
import { startEmbeddedStorageEmulator } from './firebase-tools-storage.ts';
import { authFromIdToken } from './id-token.ts';
import { isAllowedByRules, type TeamAccessLookups } from './policy.ts';

interface StorageEmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 9199, the Storage emulator port in firebase.json; 0 = any free port. */
  port?: number;
  projectId: string;
  /** Where storage.rules' `firestore.get` of the team's access reads (see firestore-team-access.ts). */
  access: TeamAccessLookups;
}

export interface RunningStorageEmulator {
  readonly host: string;
  readonly port: number;
  /** `http://host:port` */
  readonly url: string;
  stop(): Promise<void>;
}

export const DEFAULT_STORAGE_PORT = 9199;

/**
 * Starts firebase-tools' Cloud Storage emulator with storage.rules applied by an equivalent JS policy, so that no
 * Java runtime is needed. Each instance keeps its objects in its own temporary folder, removed by stop().
 */
export async function startStorageEmulator(options: StorageEmulatorOptions): Promise<RunningStorageEmulator> {
  const host = options.host ?? '127.0.0.1';
  const blobDir = await mkdtemp(join(tmpdir(), 'management-center-storage-'));
  const removeBlobDir = () => rm(blobDir, { recursive: true, force: true });
  try {
    const emulator = await startEmbeddedStorageEmulator({
      host,
      port: options.port ?? DEFAULT_STORAGE_PORT,
      projectId: options.projectId,
      blobDir,
      isPermitted: ({ method, path, idToken, resourceCreatedAt }) =>
        isAllowedByRules(
          {
            method,
            path,
            auth: authFromIdToken(idToken),
            time: Date.now(),
            ...(resourceCreatedAt === undefined ? {} : { resourceCreatedAt }),
          },
          options.access,
        ),
      isAdminRequest: (request) => isAdminSdkRequest(request.headers),
    });
    const urlHost = host.includes(':') ? `[${host}]` : host;
    return {
      host,
      port: emulator.port,
      url: `http://${urlHost}:${emulator.port}`,
      stop: async () => {
        try {
          await emulator.stop();
        } finally {
          await removeBlobDir();
        }
      },
    };
  } catch (error) {
    await removeBlobDir();
    throw error;
  }
}
