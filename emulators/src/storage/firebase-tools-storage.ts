// The one file that relies on firebase-tools internals (types: firebase-tools.d.ts). firebase-tools has no API to
// embed its Cloud Storage emulator, and `firebase emulators:start` will not run it without the Java runtime it
// evaluates security rules in. Its HTTP side is plain Node, so this runs it with a rules manager that answers from
// a JS function. firebase-tools is pinned to 15.34.2; after an upgrade, check in lib/emulator/storage that:
// - index.js: the StorageEmulator constructor still gets its rules manager from createRulesManager() and its blob
//   folder from getPersistenceTmpDir(), and start() still only adds the Java runtime to server.js's createApp();
// - rules/utils.js: isPermitted() still lets the admin credential "Bearer owner" through, then calls
//   getRuleset(bucket).verify({ method, path: 'b/{bucket}/o/{name}', token, delimiter }) and reads `permitted`;
// - the code still finds the emulator's own address with EmulatorRegistry.url('storage') (metadata.js, gcloud.js).

/// <reference path="./firebase-tools.d.ts" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { EmulatorRegistry, type RegisteredEmulator } from 'firebase-tools/lib/emulator/registry.js';
import { StorageEmulator, type StorageEmulatorArgs } from 'firebase-tools/lib/emulator/storage/index.js';
import type {
  RulesetOperationMethod,
  RulesetVerifyOptions,
  RulesetVerifyResult,
  StorageRulesManager,
} from 'firebase-tools/lib/emulator/storage/rules/manager.js';
import { StorageRulesIssues } from 'firebase-tools/lib/emulator/storage/rules/runtime.js';
import { createApp } from 'firebase-tools/lib/emulator/storage/server.js';
import { keepIdleConnections } from '../shared/idle-connections.ts';

/** A client request as the security rules see it. */
interface RulesCheck {
  readonly method: RulesetOperationMethod;
  /** The object name, or for `list` the listed prefix without its trailing slashes. */
  readonly path: string;
  /** The Firebase ID token from the Authorization header, if any. */
  readonly idToken: string | undefined;
  /** `resource.timeCreated` in milliseconds, for a request about a stored object. */
  readonly resourceCreatedAt: number | undefined;
}

// firebase-tools passes the stored object's metadata as the rules' `resource` (metadata.js, asRulesResource).
function createdAtOf(resource: unknown): number | undefined {
  if (typeof resource !== 'object' || resource === null || !('timeCreated' in resource)) return undefined;
  const { timeCreated } = resource;
  const ms = timeCreated instanceof Date ? timeCreated.getTime() : Date.parse(String(timeCreated));
  return Number.isNaN(ms) ? undefined : ms;
}

interface EmbeddedStorageOptions {
  readonly host: string;
  /** 0 lets the operating system choose. */
  readonly port: number;
  readonly projectId: string;
  /** Where uploaded bytes are kept; deleted on stop. */
  readonly blobDir: string;
  readonly isPermitted: (check: RulesCheck) => Promise<boolean>;
  /** Requests to run with the emulator's admin credential, bypassing the rules. */
  readonly isAdminRequest: (request: IncomingMessage) => boolean;
}

interface EmbeddedStorageEmulator {
  readonly port: number;
  stop(): Promise<void>;
}

// What rules/utils.js accepts as admin credentials, like a service account's in production.
const ADMIN_CREDENTIAL = 'Bearer owner';

const RULES_PATH = /^\/?b\/[^/]+\/o(?:\/(.*))?$/s;

export async function startEmbeddedStorageEmulator(
  options: EmbeddedStorageOptions,
): Promise<EmbeddedStorageEmulator> {
  const rulesManager = createRulesManager(options.isPermitted);
  const args: StorageEmulatorArgs = { projectId: options.projectId, host: options.host, port: options.port };
  let server: Server | undefined;

  // The overrides are closures because the base constructor calls them before a subclass could set fields.
  class JsRulesStorageEmulator extends StorageEmulator {
    override createRulesManager(): StorageRulesManager {
      return rulesManager;
    }

    override getPersistenceTmpDir(): string {
      return options.blobDir;
    }

    override async start(): Promise<void> {
      const app = await createApp(options.projectId, this);
      const httpServer = createServer((request, response) => {
        if (options.isAdminRequest(request)) {
          request.headers.authorization = ADMIN_CREDENTIAL;
        }
        app(request, response);
      });
      keepIdleConnections(httpServer);
      registerInstance();
      server = httpServer;
      try {
        // Everything the server does later runs in this context, which tells the registry which instance it is.
        await servingInstance.run(this, () => listen(httpServer, options.host, options.port));
        args.port = listeningPort(httpServer);
      } catch (error) {
        await this.stop();
        throw error;
      }
    }

    override async stop(): Promise<void> {
      if (server !== undefined) {
        await close(server);
        server = undefined;
        unregisterInstance();
      }
      await super.stop();
    }
  }

  const emulator = new JsRulesStorageEmulator(args);
  await emulator.start();
  return {
    port: emulator.getInfo().port,
    stop: () => emulator.stop(),
  };
}

function createRulesManager(isPermitted: (check: RulesCheck) => Promise<boolean>): StorageRulesManager {
  const ruleset = {
    async verify(verifyOptions: RulesetVerifyOptions): Promise<RulesetVerifyResult> {
      const path = RULES_PATH.exec(verifyOptions.path)?.[1];
      const permitted =
        path !== undefined &&
        (await isPermitted({
          method: verifyOptions.method,
          path: path.replace(/\/+$/, ''),
          idToken: verifyOptions.token,
          resourceCreatedAt: createdAtOf(verifyOptions.file.before),
        }));
      return { permitted, issues: new StorageRulesIssues() };
    },
  };
  return {
    start: () => Promise.resolve(new StorageRulesIssues()),
    getRuleset: () => ruleset,
    stop: () => Promise.resolve(),
  };
}

// firebase-tools' storage code asks the process-wide EmulatorRegistry for "the" storage emulator's address
// (selfLink and mediaLink of objects, among others), and without an entry those requests fail with "Cannot
// determine host and port of storage". One shared entry answers with the instance serving the current request,
// so several instances can run in one process.
const servingInstance = new AsyncLocalStorage<StorageEmulator>();
const registryEntry: RegisteredEmulator = {
  getName: () => 'storage',
  getInfo: () => servingInstance.getStore()?.getInfo(),
};
let registeredInstances = 0;

function registerInstance(): void {
  const registered = EmulatorRegistry.get('storage');
  if (registered !== undefined && registered !== registryEntry) {
    throw new Error('Another Cloud Storage emulator is registered with firebase-tools in this process');
  }
  EmulatorRegistry.set('storage', registryEntry);
  registeredInstances += 1;
}

function unregisterInstance(): void {
  registeredInstances -= 1;
  if (registeredInstances === 0) {
    EmulatorRegistry.clear('storage');
  }
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function listeningPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The Cloud Storage emulator is not listening on a TCP port');
  }
  return address.port;
}

function close(server: Server): Promise<void> {
  if (!server.listening) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    server.close((error) => (error === undefined ? resolve() : reject(error)));
    server.closeAllConnections();
  });
}
