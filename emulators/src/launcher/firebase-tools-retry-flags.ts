// Runs in the firebase-tools CLI process (loaded by firebase-tools-preload.ts). The Functions emulator drops the
// `retry` setting of event functions when it turns the codebase's endpoints into its own definitions
// (emulatedFunctionsFromEndpoints in lib/emulator/functionsEmulatorShared.js copies eventType, filters and
// channel only), so nothing it serves says which functions want failed events redelivered. This keeps the flag
// in each definition's eventTrigger, where `GET /backends` shows it to the Realtime Database stand-in, which
// redelivers as production does. firebase-tools is pinned to 15.34.2; after an upgrade, check that
// functionsEmulator.js still calls the function through the module's exports object and that endpoints still
// carry `eventTrigger.retry` (lib/deploy/functions/build.js).
import { createRequire } from 'node:module';

interface Endpoint {
  readonly id: string;
  readonly region?: string;
  readonly eventTrigger?: { readonly retry?: boolean };
}

interface Definition {
  readonly id: string;
  eventTrigger?: Record<string, unknown>;
}

interface FunctionsEmulatorShared {
  emulatedFunctionsFromEndpoints(endpoints: Endpoint[]): Definition[];
}

/** Makes the Functions emulator's function definitions keep their event trigger's `retry` setting. */
export function keepRetryFlags(): void {
  // The CommonJS exports object itself: an ES module namespace of it could not be changed.
  const shared = createRequire(import.meta.url)(
    'firebase-tools/lib/emulator/functionsEmulatorShared.js',
  ) as FunctionsEmulatorShared;
  const original = shared.emulatedFunctionsFromEndpoints;
  shared.emulatedFunctionsFromEndpoints = (endpoints) => {
    const definitions = original(endpoints);
    // The original gives each endpoint its region first, then names the definition `${region}-${id}`.
    const retryById = new Map(
      endpoints.map((endpoint) => [
        `${endpoint.region}-${endpoint.id}`,
        endpoint.eventTrigger?.retry === true,
      ]),
    );
    for (const definition of definitions) {
      if (definition.eventTrigger !== undefined) {
        definition.eventTrigger.retry = retryById.get(definition.id) ?? false;
      }
    }
    return definitions;
  };
}
