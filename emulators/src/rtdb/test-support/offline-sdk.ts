import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  type Database,
  type DatabaseReference,
  type DataSnapshot,
  getDatabase,
  goOffline,
  onValue,
  type Query,
  ref,
  set,
} from 'firebase/database';
import { afterAll } from 'vitest';
import { parseQuery, type QuerySpec } from '../queries/query.ts';
import { wireQuerySchema } from '../wire/protocol.ts';

let instances = 0;

/**
 * The web SDK with no server behind it. Local writes raise events at once, so the SDK's own node hash, sort
 * orders and query filtering can be used as the reference the server must match.
 */
export class OfflineSdk {
  readonly #app: FirebaseApp;
  readonly #database: Database;
  #locations = 0;

  private constructor() {
    instances += 1;
    this.#app = initializeApp(
      { projectId: 'demo-offline', databaseURL: 'http://127.0.0.1:9?ns=demo-offline' },
      `offline-sdk-${instances}`,
    );
    this.#database = getDatabase(this.#app);
    goOffline(this.#database);
  }

  /** An SDK for the suite `forSuite` is called in, deleted after the suite. */
  static forSuite(): OfflineSdk {
    const sdk = new OfflineSdk();
    afterAll(() => deleteApp(sdk.#app));
    return sdk;
  }

  /** Writes `value` (wire JSON) at a fresh location; `view` may turn that location into a query. */
  snapshotOf(
    value: unknown,
    view: (location: DatabaseReference) => Query = (location) => location,
  ): Promise<DataSnapshot> {
    this.#locations += 1;
    const location = ref(this.#database, `values/${this.#locations}`);
    // The write is never acknowledged offline; its local events are all that is needed.
    set(location, value).catch(() => undefined);
    return new Promise((resolve) => onValue(view(location), resolve, { onlyOnce: true }));
  }

  /** The SDK's `Node.hash()` of `value`. */
  async hashOf(value: unknown): Promise<string> {
    const node: unknown = Reflect.get(await this.snapshotOf(value), '_node');
    const hash: unknown = typeof node === 'object' && node !== null ? Reflect.get(node, 'hash') : undefined;
    if (typeof hash !== 'function') {
      throw new Error('The SDK snapshot no longer exposes its node hash');
    }
    return String(hash.call(node));
  }
}

/** The keys of a snapshot's children, in the order the SDK iterates them. */
export function childKeys(snapshot: DataSnapshot): string[] {
  const keys: string[] = [];
  snapshot.forEach((child) => {
    keys.push(child.key ?? '');
  });
  return keys;
}

/**
 * What the server makes of `query`: the query object the SDK would put on the wire for it, read as the server
 * reads it.
 */
export function serverQueryOf(query: Query): QuerySpec {
  return parseQuery(wireQuerySchema.parse(Reflect.get(query, '_queryObject')));
}
