/**
 * A stand-in for the Firebase Realtime Database emulator: a server speaking the RTDB websocket protocol to the
 * unmodified admin and web SDKs, enforcing database.rules.json, with a REST API: clients' reads as the rules allow
 * them, and everything for tooling as the owner.
 */
export type { FunctionTriggerOptions, TriggerControls } from './function-triggers.ts';
export type { DatabaseRules } from './rules.ts';
export type { RealtimeDatabaseOptions, RunningRealtimeDatabase } from './server.ts';
export { startRealtimeDatabase } from './server.ts';
export type { DeliveryStatus } from './trigger-delivery.ts';
