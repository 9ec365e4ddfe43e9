import { readFileSync } from 'node:fs';
import { functionsRegion } from '@management-center/contract';
import { startMailService } from '../mail/index.ts';
import { startRealtimeDatabase } from '../rtdb/index.ts';
import { startLocalScheduler } from '../scheduler/local-scheduler.ts';
import { scheduleOverrideSeconds } from '../scheduler/schedule-override.ts';
import { firestoreTeamAccess } from '../storage/firestore-team-access.ts';
import { startStorageEmulator } from '../storage/index.ts';
import { startVideoService } from '../video/index.ts';
import { chooseDatabaseEmulator } from './database-choice.ts';
import { backendEnvironment } from './environment.ts';
import { type FirebaseToolsService, startFirebaseTools } from './firebase-tools.ts';
import { chooseFirestoreEmulator, loadFirestoreRules, startGcloudFirestore } from './firestore.ts';
import { defaultBulkChunkSize, writeFunctionsParameters } from './functions-parameters.ts';
import type { BackendPorts } from './ports.ts';
import { projectFile } from './project.ts';
import { requireGcloudPubsub, startGcloudPubsub } from './pubsub.ts';

interface LocalBackendOptions {
  projectId: string;
  ports: BackendPorts;
  usesProjectPorts: boolean;
  // The functions codebase folder, relative to the project root: `functions/dist` or a per-run build.
  functionsSource: string;
  logDirectory: string;
  log: (line: string) => void;
  // Whether scheduled functions run on their schedules; a backend without it runs them only when told to.
  runsSchedules: boolean;
  // Whether the mail stand-in posts delivery events of every message it accepts to the functions' webhook; a
  // backend without it posts them once told to (`PUT /webhook` on the stand-in).
  postsDeliveryEvents: boolean;
  // Rows per step of a bulk action over all that match: production's unless given.
  bulkChunkSize?: number;
}

export interface LocalBackend {
  readonly projectId: string;
  readonly host: string;
  readonly ports: BackendPorts;
  readonly environment: Record<string, string>;
  readonly videoApiKey: string;
  // The mail stand-in's verification key for the delivery events it signs.
  readonly webhookPublicKey: string;
  readonly bulkChunkSize: number;
  stop(): Promise<void>;
}

const host = '127.0.0.1';

type Stop = () => Promise<void>;

async function stopAll(stops: Stop[]): Promise<void> {
  const results = await Promise.allSettled(
    stops
      .splice(0)
      .reverse()
      .map((stop) => stop()),
  );
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length > 0)
    throw new AggregateError(
      failures.map((failure) => failure.reason),
      'Stopping failed',
    );
}

// Starts every service of the local backend on the given ports; on any failure stops what already started.
export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const { ports, projectId, log, bulkChunkSize = defaultBulkChunkSize } = options;
  const environment = backendEnvironment(host, ports, projectId);
  const stops: Stop[] = [];
  try {
    const databaseChoice = chooseDatabaseEmulator();
    const firestoreChoice = chooseFirestoreEmulator();
    requireGcloudPubsub();
    const scheduleOverride = options.runsSchedules ? scheduleOverrideSeconds() : undefined;
    const firebaseToolsServices: FirebaseToolsService[] = ['auth', 'functions'];
    if (databaseChoice === 'official') firebaseToolsServices.push('database');
    if (firestoreChoice === 'firebase-tools') firebaseToolsServices.push('firestore');

    const [database, storage, mail, video, firestore, pubsub] = await Promise.all([
      databaseChoice === 'stand-in'
        ? startRealtimeDatabase({
            host,
            port: ports.database,
            rules: JSON.parse(readFileSync(projectFile('database.rules.json'), 'utf8')),
            triggers: { functionsEmulatorHost: `${host}:${ports.functions}` },
          })
        : undefined,
      startStorageEmulator({
        host,
        port: ports.storage,
        projectId,
        access: firestoreTeamAccess(`${host}:${ports.firestore}`, projectId),
      }),
      startMailService({
        host,
        port: ports.mail,
        // The Functions emulator serves an HTTPS function at /{project}/{region}/{name}.
        webhookUrl: `http://${host}:${ports.functions}/${projectId}/${functionsRegion}/sendgridEvents`,
        postsEvents: options.postsDeliveryEvents,
      }),
      startVideoService({ host, port: ports.video }),
      firestoreChoice === 'gcloud'
        ? startGcloudFirestore({ host, port: ports.firestore, logDirectory: options.logDirectory })
        : undefined,
      startGcloudPubsub({ host, port: ports.pubsub, projectId, logDirectory: options.logDirectory }),
    ]);
    for (const service of [database, storage, mail, video, firestore, pubsub]) {
      if (service) stops.push(() => service.stop());
    }
    log(
      `Realtime Database: ${databaseChoice === 'official' ? 'official emulator' : 'stand-in'} on ${ports.database}`,
    );
    log(`Firestore: ${firestoreChoice} emulator on ${ports.firestore}`);
    log(`Pub/Sub: gcloud emulator on ${ports.pubsub}`);

    writeFunctionsParameters({
      host,
      ports,
      projectId,
      functionsSource: options.functionsSource,
      videoApiKey: video.apiKey,
      webhookPublicKey: mail.webhookPublicKey,
      bulkChunkSize,
    });
    const firebaseTools = await startFirebaseTools({
      projectId,
      host,
      ports,
      services: firebaseToolsServices,
      env: { ...process.env, ...environment },
      logDirectory: options.logDirectory,
      usesProjectPorts: options.usesProjectPorts,
      functionsSource: options.functionsSource,
      externalEmulators: [
        ...(database ? [{ name: 'database' as const, host, port: ports.database }] : []),
        { name: 'pubsub', host, port: ports.pubsub },
      ],
    });
    stops.push(() => firebaseTools.stop());
    if (firestoreChoice === 'gcloud') await loadFirestoreRules(host, ports.firestore, projectId);
    log(`Auth and Functions (firebase-tools) on ${ports.auth} and ${ports.functions}`);
    if (options.runsSchedules) {
      const scheduler = await startLocalScheduler({
        functionsUrl: `http://${host}:${ports.functions}`,
        pubsub: { emulatorHost: `${host}:${ports.pubsub}`, projectId },
        log: (line) => log(`Scheduler: ${line}`),
        everySeconds: scheduleOverride,
      });
      stops.push(() => scheduler.stop());
    }

    return {
      projectId,
      host,
      ports,
      environment,
      videoApiKey: video.apiKey,
      webhookPublicKey: mail.webhookPublicKey,
      bulkChunkSize,
      stop: () => stopAll(stops),
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}
