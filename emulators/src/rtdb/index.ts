/**
 * A stand-in for the Firebase Realtime Database emulator: a server speaking the RTDB websocket protocol to the
 * unmodified admin and web SDKs, enforcing database.rules.json, with a REST API: clients' reads as the rules allow
 * them, and everything for tooling as the owner.
 */

export type { DatabaseRules } from './rules/rules.ts';
export type { FunctionTriggerOptions, TriggerControls } from './triggers/function-triggers.ts';
export type { DeliveryStatus } from './triggers/trigger-delivery.ts';
export type { RealtimeDatabaseOptions, RunningRealtimeDatabase } from './wire/server.ts';
export { startRealtimeDatabase } from './wire/server.ts';
