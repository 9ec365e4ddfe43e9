import { z } from 'zod';
import type { Database, DatabaseEvent, WriteOutcome } from '../data/database.ts';
import { InvalidPathError, isAncestorOrSelf, type Path, parsePath } from '../data/path.ts';
import { toWireJson } from '../data/tree.ts';
import { InvalidQueryError, parseQuery } from '../queries/query.ts';
import { authFromIdToken, clientPrincipal, OWNER, type Principal, UNAUTHENTICATED } from '../rules/auth.ts';
import { ListenSet } from './listens.ts';
import {
  adminAuthBody,
  authBody,
  clientEnvelope,
  dataPushMessage,
  getBody,
  handshakeMessage,
  listenBody,
  listenRevokedMessage,
  mergeBody,
  onDisconnectCancelBody,
  PING_TYPE,
  PONG_MESSAGE,
  putBody,
  replyMessage,
  unlistenBody,
} from './protocol.ts';

/** The message is not part of the wire protocol at all; the connection cannot go on. */
export class ProtocolError extends Error {}

type OnDisconnectWrite =
  | { readonly kind: 'set'; readonly path: Path; readonly data: unknown }
  | { readonly kind: 'update'; readonly path: Path; readonly patch: Readonly<Record<string, unknown>> };

interface Reply {
  readonly status: string;
  readonly data: unknown;
}

const OK_REPLY: Reply = { status: 'ok', data: '' };
const PERMISSION_DENIED_REPLY: Reply = { status: 'permission_denied', data: 'Permission denied' };
const INVALID_TOKEN_REPLY: Reply = { status: 'invalid_token', data: 'Could not parse auth token.' };

/** The admin SDK's credential when it talks to an emulator. */
const OWNER_CREDENTIAL = 'owner';

function writeReply(outcome: WriteOutcome): Reply {
  switch (outcome.status) {
    case 'ok':
      return OK_REPLY;
    case 'permission_denied':
      return PERMISSION_DENIED_REPLY;
    case 'datastale':
      return { status: 'datastale', data: 'Transaction hash does not match' };
    case 'invalid_data':
      return { status: 'invalid_data', data: outcome.message };
  }
}

/** One websocket client: its identity, its listens and its onDisconnect writes. */
export class ClientSession {
  readonly #database: Database;
  readonly #send: (message: object) => void;
  readonly #listens: ListenSet;
  #principal: Principal = UNAUTHENTICATED;
  #onDisconnect: OnDisconnectWrite[] = [];
  #unsubscribe: (() => void) | null;

  constructor(database: Database, send: (message: object) => void) {
    this.#database = database;
    this.#send = send;
    this.#listens = new ListenSet((path, query) => database.read(path, query));
    this.#unsubscribe = database.subscribe((event) => this.#onDatabaseEvent(event));
  }

  /** The server speaks first; `host` is where the client reached it, used again when it reconnects. */
  greet(host: string, sessionId: string): void {
    this.#send(handshakeMessage(Date.now(), host, sessionId));
  }

  /**
   * Handles one whole message. Everything here is synchronous, so requests take effect strictly in arrival
   * order: the web SDK sends `auth` and its next request without waiting for the reply.
   */
  handleMessage(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProtocolError('Message is not JSON');
    }
    const envelope = clientEnvelope.safeParse(json);
    if (!envelope.success) {
      throw new ProtocolError('Message is not part of the wire protocol');
    }
    if (envelope.data.t === 'c') {
      if (envelope.data.d.t === PING_TYPE) {
        this.#send(PONG_MESSAGE);
      }
      return;
    }
    const { r, a, b } = envelope.data.d;
    const reply = this.#handleRequest(a, b);
    if (reply !== null) {
      this.#send(replyMessage(r, reply.status, reply.data));
    }
  }

  /** The socket is gone: stop following the data and apply the onDisconnect writes, in the order queued. */
  close(): void {
    if (this.#unsubscribe === null) {
      return;
    }
    this.#unsubscribe();
    this.#unsubscribe = null;
    for (const write of this.#onDisconnect.splice(0)) {
      if (write.kind === 'set') {
        this.#database.set(OWNER, write.path, write.data);
      } else {
        this.#database.update(OWNER, write.path, write.patch);
      }
    }
  }

  #handleRequest(action: string, body: unknown): Reply | null {
    try {
      return this.#dispatch(action, body);
    } catch (error) {
      if (error instanceof z.ZodError) {
        return { status: 'invalid_request', data: z.prettifyError(error) };
      }
      if (error instanceof InvalidPathError || error instanceof InvalidQueryError) {
        return { status: 'invalid_request', data: error.message };
      }
      throw error;
    }
  }

  #dispatch(action: string, body: unknown): Reply | null {
    switch (action) {
      case 'q':
        return this.#listen(listenBody.parse(body));
      case 'n': {
        const { p, t } = unlistenBody.parse(body);
        this.#listens.remove(parsePath(p), t ?? null);
        return null;
      }
      case 'g':
        return this.#get(getBody.parse(body));
      case 'p': {
        const { p, d, h } = putBody.parse(body);
        return writeReply(this.#database.set(this.#principal, parsePath(p), d, h));
      }
      case 'm': {
        const { p, d } = mergeBody.parse(body);
        return writeReply(this.#database.update(this.#principal, parsePath(p), d));
      }
      case 'o': {
        const { p, d } = putBody.parse(body);
        const path = parsePath(p);
        return this.#queueOnDisconnect(this.#database.checkSet(this.#principal, path, d), {
          kind: 'set',
          path,
          data: d,
        });
      }
      case 'om': {
        const { p, d } = mergeBody.parse(body);
        const path = parsePath(p);
        return this.#queueOnDisconnect(this.#database.checkUpdate(this.#principal, path, d), {
          kind: 'update',
          path,
          patch: d,
        });
      }
      case 'oc': {
        const path = parsePath(onDisconnectCancelBody.parse(body).p);
        this.#onDisconnect = this.#onDisconnect.filter((write) => !isAncestorOrSelf(path, write.path));
        return OK_REPLY;
      }
      case 'auth':
        return this.#authenticate(authBody.parse(body).cred);
      case 'gauth':
        return this.#authenticateAdmin(adminAuthBody.parse(body));
      case 'unauth':
        this.#changePrincipal(UNAUTHENTICATED);
        return OK_REPLY;
      case 's':
      case 'appcheck':
      case 'unappeck':
        return OK_REPLY;
      default:
        return { status: 'invalid_request', data: `Unknown action "${action}"` };
    }
  }

  /** The data goes first: an `ok` before any data makes the client raise a spurious null event. */
  #listen({ p, q, t }: z.infer<typeof listenBody>): Reply {
    const path = parsePath(p);
    const query = q === undefined ? null : parseQuery(q);
    if (!this.#database.canRead(this.#principal, path, query)) {
      return PERMISSION_DENIED_REPLY;
    }
    const push = this.#listens.add(path, t ?? null, q ?? null, query);
    this.#send(dataPushMessage(push.action, push.path, push.data, push.tag));
    return { status: 'ok', data: {} };
  }

  /** A query's answer is its window: the client shows whatever it receives. */
  #get({ p, q }: z.infer<typeof getBody>): Reply {
    const path = parsePath(p);
    const query = q === undefined ? null : parseQuery(q);
    if (!this.#database.canRead(this.#principal, path, query)) {
      return PERMISSION_DENIED_REPLY;
    }
    return { status: 'ok', data: toWireJson(this.#database.read(path, query)) };
  }

  #queueOnDisconnect(outcome: WriteOutcome, write: OnDisconnectWrite): Reply {
    if (outcome.status === 'ok') {
      this.#onDisconnect.push(write);
    }
    return writeReply(outcome);
  }

  /** Anything but a readable ID token makes the client drop the connection and retry. */
  #authenticate(credential: string): Reply {
    const identity = authFromIdToken(credential);
    if (identity === null) {
      return INVALID_TOKEN_REPLY;
    }
    this.#changePrincipal(clientPrincipal(identity.auth));
    return { status: 'ok', data: { auth: identity.auth, expires: identity.expires } };
  }

  /** `owner` acts as admin, unless the admin SDK asks to act as a given user (`authvar`) or as nobody. */
  #authenticateAdmin({ cred, authvar, noauth }: z.infer<typeof adminAuthBody>): Reply {
    if (cred !== OWNER_CREDENTIAL) {
      return INVALID_TOKEN_REPLY;
    }
    const auth = noauth ? null : (authvar ?? null);
    this.#changePrincipal(noauth || authvar !== undefined ? clientPrincipal(auth) : OWNER);
    return { status: 'ok', data: { auth, expires: null } };
  }

  #changePrincipal(principal: Principal): void {
    this.#principal = principal;
    this.#revokeUnreadableListens();
  }

  #revokeUnreadableListens(): void {
    const revoked = this.#listens.removeUnreadable((listen) =>
      this.#database.canRead(this.#principal, listen.path, listen.query),
    );
    for (const listen of revoked) {
      this.#send(listenRevokedMessage(listen.path, listen.wireQuery));
    }
  }

  #onDatabaseEvent(event: DatabaseEvent): void {
    if (event.kind === 'rules') {
      this.#revokeUnreadableListens();
      return;
    }
    for (const push of this.#listens.pushesFor(event.change)) {
      this.#send(dataPushMessage(push.action, push.path, push.data, push.tag));
    }
  }
}
