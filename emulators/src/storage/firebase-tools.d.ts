// firebase-tools ships no type declarations for its lib/ folder. These describe only the parts of its Cloud Storage
// emulator that firebase-tools-storage.ts uses, as they are in firebase-tools 15.34.2 (pinned in package.json).

declare module 'firebase-tools/lib/emulator/storage/rules/runtime.js' {
  export class StorageRulesIssues {
    constructor(errors?: string[], warnings?: string[]);
    readonly errors: string[];
    readonly warnings: string[];
    get all(): string[];
    exist(): boolean;
    extend(other: StorageRulesIssues): void;
  }
}

declare module 'firebase-tools/lib/emulator/storage/rules/manager.js' {
  import type { StorageRulesIssues } from 'firebase-tools/lib/emulator/storage/rules/runtime.js';

  /** The values of firebase-tools' RulesetOperationMethod enum (rules/types.js). */
  export type RulesetOperationMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

  /** What rules/utils.js isPermitted() passes to a ruleset. */
  export interface RulesetVerifyOptions {
    method: RulesetOperationMethod;
    /** `b/{bucket}/o/{object name or list prefix}`. */
    path: string;
    file: { before?: unknown; after?: unknown };
    projectId: string;
    /** The Authorization header's second word ("Firebase <ID token>" from the web SDK). */
    token?: string;
    delimiter?: string;
  }

  /** What the Java rules runtime answers; `permitted` is absent when evaluation failed. */
  export interface RulesetVerifyResult {
    permitted?: boolean;
    issues: StorageRulesIssues;
  }

  export interface StorageRuleset {
    verify(options: RulesetVerifyOptions): Promise<RulesetVerifyResult>;
  }

  export interface StorageRulesManager {
    start(): Promise<StorageRulesIssues>;
    /** Called with a bucket name; an undefined answer makes every client request fail with 403. */
    getRuleset(resource: string): StorageRuleset | undefined;
    stop(): Promise<void>;
  }
}

declare module 'firebase-tools/lib/emulator/storage/index.js' {
  import type { StorageRulesManager } from 'firebase-tools/lib/emulator/storage/rules/manager.js';

  export interface StorageEmulatorArgs {
    projectId: string;
    host?: string;
    /** 0 or absent means firebase-tools' default port 9199. */
    port?: number;
    rules?: unknown;
  }

  export interface EmulatorInfo {
    name: string;
    host: string;
    port: number;
  }

  export class StorageEmulator {
    constructor(args: StorageEmulatorArgs);
    start(): Promise<void>;
    stop(): Promise<void>;
    getInfo(): EmulatorInfo;
    getName(): 'storage';
    /** Called by the constructor (and by replaceRules) with `args.rules`. */
    createRulesManager(rules: unknown): StorageRulesManager;
    /** Called by the constructor and by reset(); stop() deletes this folder. */
    getPersistenceTmpDir(): string;
  }
}

declare module 'firebase-tools/lib/emulator/storage/server.js' {
  import type { RequestListener } from 'node:http';
  import type { StorageEmulator } from 'firebase-tools/lib/emulator/storage/index.js';

  /** Builds the express app serving the Firebase (/v0) and Google Cloud Storage JSON APIs. */
  export function createApp(defaultProjectId: string, emulator: StorageEmulator): Promise<RequestListener>;
}

declare module 'firebase-tools/lib/emulator/registry.js' {
  import type { EmulatorInfo } from 'firebase-tools/lib/emulator/storage/index.js';

  /** The part of an emulator instance that EmulatorRegistry.url() and getInfo() read. */
  export interface RegisteredEmulator {
    getName(): string;
    getInfo(): EmulatorInfo | undefined;
  }

  /** The emulators this project registers itself: the Storage runner, and the launcher's firebase-tools preload. */
  export type RegisteredEmulatorName = 'storage' | 'database' | 'pubsub';

  /** A class with static members only, holding one instance per emulator name for the whole process. */
  export const EmulatorRegistry: {
    get(name: RegisteredEmulatorName): RegisteredEmulator | undefined;
    set(name: RegisteredEmulatorName, instance: RegisteredEmulator): void;
    clear(name: RegisteredEmulatorName): void;
    /** The address of a running emulator; throws when none is registered under that name. */
    url(name: RegisteredEmulatorName | 'functions'): URL;
  };
}
