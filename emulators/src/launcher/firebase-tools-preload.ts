// Runs in the firebase-tools CLI process before its own code (`node --import tsx/esm --import <this file>
// firebase.js emulators:start ...`, see firebase-tools.ts). firebase-tools only wires features to emulators that
// its EmulatorRegistry holds: without a `database` entry the Functions emulator registers no Realtime Database
// trigger (addRealtimeDatabaseTrigger in lib/emulator/functionsEmulator.js returns early), without a `pubsub` one
// no scheduled function (addPubsubTrigger). The services listed in MC_EXTERNAL_EMULATORS run outside firebase-tools
// (the Realtime Database stand-in in the launcher's process, Google's Pub/Sub emulator started by the launcher), so
// each is registered here as an emulator that is already running. firebase-tools is pinned to 15.34.2; after an
// upgrade, check that lib/emulator/registry.js still keeps instances in EmulatorRegistry.set/get and calls only
// start/stop/getInfo/getName of them, and that controller.js startAll() still calls only connect() of every
// running emulator. It also has the Auth emulator compile its validators on first use (auth-emulator-validators.ts).
/// <reference path="../storage/firebase-tools.d.ts" />
import { EmulatorRegistry, type RegisteredEmulator } from 'firebase-tools/lib/emulator/registry.js';
import { z } from 'zod';
import { externalPubsubEmulator } from '../pubsub/firebase-tools-pubsub.ts';
import { compileAuthValidatorsOnFirstUse } from './auth-emulator-validators.ts';
import {
  EXTERNAL_EMULATORS_VARIABLE,
  type ExternalEmulator,
  externalEmulatorsSchema,
} from './external-emulators.ts';
import { keepRetryFlags } from './firebase-tools-retry-flags.ts';

interface ExternalRegistration extends RegisteredEmulator {
  start(): Promise<void>;
  connect(): Promise<void>;
  stop(): Promise<void>;
}

// The launcher starts and stops the process: firebase-tools' start, connect and stop do nothing.
function runningElsewhere(emulator: ExternalEmulator): ExternalRegistration {
  const info = { name: emulator.name, host: emulator.host, port: emulator.port };
  return {
    getName: () => emulator.name,
    getInfo: () => info,
    start: async () => {},
    connect: async () => {},
    stop: async () => {},
  };
}

// The database stand-in redelivers events of functions declared with `retry: true`, which it learns from the
// Functions emulator.
function databaseRunningElsewhere(emulator: ExternalEmulator): RegisteredEmulator {
  keepRetryFlags();
  return runningElsewhere(emulator);
}

// One entry per name of externalEmulatorNames: how that emulator is represented in the registry.
const registrations: Record<ExternalEmulator['name'], (emulator: ExternalEmulator) => RegisteredEmulator> = {
  database: databaseRunningElsewhere,
  // firebase-tools' own class, which subscribes to the topics of the functions it is told about.
  pubsub: ({ host, port }) =>
    externalPubsubEmulator({ host, port, projectId: z.string().min(1).parse(process.env.GCLOUD_PROJECT) }),
};

const listed = externalEmulatorsSchema.parse(JSON.parse(process.env[EXTERNAL_EMULATORS_VARIABLE] ?? '[]'));
for (const emulator of listed) {
  EmulatorRegistry.set(emulator.name, registrations[emulator.name](emulator));
}
compileAuthValidatorsOnFirstUse();
