import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, type Database, getDatabase } from 'firebase/database';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { type Database as AdminDatabase, getDatabase as getAdminDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll } from 'vitest';
import {
  type DatabaseRules,
  type RealtimeDatabaseOptions,
  type RunningRealtimeDatabase,
  startRealtimeDatabase,
} from '../index.ts';
import { SwitchableAuth } from './switchable-auth.ts';

const PROJECT_ID = 'demo-test';

let appCount = 0;

function uniqueAppName(kind: string): string {
  appCount += 1;
  return `${kind}-${process.pid}-${appCount}`;
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An ID token shaped like the Auth emulator's: unsigned (`alg: none`), with `uid` as user_id and sub. */
export function idToken(uid: string, claims: Record<string, unknown> = {}): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: issuedAt,
    user_id: uid,
    sub: uid,
    iat: issuedAt,
    exp: issuedAt + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.`;
}

/**
 * A server started in-process on a free port for the suite `forSuite` is called in, and the SDK apps its tests open
 * against it: the hooks it registers there start the server before the suite and close it all after the suite.
 */
export class Fixture {
  #server: RunningRealtimeDatabase | undefined;
  #admin: AdminDatabase | undefined;
  readonly #closers: (() => Promise<void>)[] = [];

  private constructor() {}

  /**
   * Called before the suite's own hooks, its closing hook runs after theirs, which may still use the server.
   * `moreOptions` is read when the server starts, after the hooks registered before this call.
   */
  static forSuite(
    rules?: DatabaseRules,
    moreOptions: () => Omit<RealtimeDatabaseOptions, 'rules'> = () => ({}),
  ): Fixture {
    const fixture = new Fixture();
    beforeAll(async () => {
      fixture.#server = await startRealtimeDatabase({
        ...moreOptions(),
        ...(rules === undefined ? {} : { rules }),
      });
    });
    afterAll(() => fixture.#close());
    return fixture;
  }

  get server(): RunningRealtimeDatabase {
    if (!this.#server) throw new Error('The server starts before the suite');
    return this.#server;
  }

  /** firebase-admin as the owner: one app for the whole suite, opened on first use. */
  get admin(): AdminDatabase {
    this.#admin ??= this.adminDatabase();
    return this.#admin;
  }

  /**
   * firebase-admin, which treats an http:// databaseURL (or any, under FIREBASE_DATABASE_EMULATOR_HOST) as an
   * emulator and authenticates with the owner credential.
   */
  adminDatabase(databaseURL = `http://127.0.0.1:${this.server.port}?ns=${PROJECT_ID}`): AdminDatabase {
    const app = initializeAdminApp({ projectId: PROJECT_ID, databaseURL }, uniqueAppName('admin'));
    this.#closers.push(() => deleteAdminApp(app));
    return getAdminDatabase(app);
  }

  /**
   * The web SDK as an app without databaseURL uses it (namespace `demo-test-default-rtdb`), signed in with
   * `token` if given.
   */
  webDatabase(token?: string): Database {
    const app = this.#webApp();
    const database = getDatabase(app);
    connectDatabaseEmulator(
      database,
      '127.0.0.1',
      this.server.port,
      token === undefined ? {} : { mockUserToken: token },
    );
    return database;
  }

  /** The web SDK with an auth the test can switch while connected. */
  webDatabaseWithAuth(): { database: Database; auth: SwitchableAuth } {
    const app = this.#webApp();
    const auth = SwitchableAuth.installIn(app);
    const database = getDatabase(app);
    connectDatabaseEmulator(database, '127.0.0.1', this.server.port);
    return { database, auth };
  }

  async #close(): Promise<void> {
    for (const close of this.#closers.splice(0).reverse()) {
      await close();
    }
    await this.#server?.stop();
  }

  #webApp(): FirebaseApp {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uniqueAppName('web'));
    this.#closers.push(() => deleteApp(app));
    return app;
  }
}
