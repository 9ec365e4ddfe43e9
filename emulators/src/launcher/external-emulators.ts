import { z } from 'zod';

/**
 * The environment variable through which the firebase-tools CLI process learns the services that run outside
 * it but must be in its EmulatorRegistry (firebase-tools-preload.ts reads it): a JSON list of
 * `{ name, host, port }`.
 */
export const EXTERNAL_EMULATORS_VARIABLE = 'MC_EXTERNAL_EMULATORS';

/**
 * Emulator names the preload knows how to register. To add one, add it here and give it a registration in
 * firebase-tools-preload.ts: what firebase-tools reads of that emulator's instance decides whether a plain
 * `{ getName, getInfo }` object is enough (the database) or an instance of its own class is needed (Pub/Sub).
 */
export const externalEmulatorNames = ['database', 'pubsub'] as const;

export const externalEmulatorsSchema = z.array(
  z.object({
    name: z.enum(externalEmulatorNames),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
  }),
);

export type ExternalEmulator = z.infer<typeof externalEmulatorsSchema>[number];
