import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { keepIdleConnections } from '../../shared/idle-connections.ts';
import { Database, type DataChange } from '../data/database.ts';
import { joinPaths, type Path, pathsOverlap, pathToString } from '../data/path.ts';
import { compileRules, type DatabaseRules, DENY_ALL_RULES } from '../rules/rules.ts';
import {
  type FunctionTriggerOptions,
  FunctionTriggers,
  NO_FUNCTIONS_EMULATOR,
  type TriggerControls,
} from '../triggers/function-triggers.ts';
import { FrameAssembler, FramingError, toFrames } from './frames.ts';
import { type ArmedRestart, createRestHandler, type ServerControls } from './rest.ts';
import { ClientSession, ProtocolError } from './session.ts';

export interface RealtimeDatabaseOptions {
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** 0 picks any free port. Defaults to 0. */
  port?: number;
  /** The parsed database.rules.json; when omitted clients are denied everything and the owner may do anything. */
  rules?: DatabaseRules;
  /**
   * firebase-tools' Functions emulator to run database triggers in, and how to deliver their events; without
   * it the server refuses trigger registrations.
   */
  triggers?: FunctionTriggerOptions;
}

export interface RunningRealtimeDatabase {
  readonly host: string;
  readonly port: number;
  /** `http://host:port` */
  readonly url: string;
  /** The database triggers' delivery: counters, and a wait until every event is settled. */
  readonly triggers: TriggerControls;
  stop(): Promise<void>;
}

const WEBSOCKET_LOCATION = '/.ws';
/** The SDKs cut messages into frames of 16,384 characters, at most 3 bytes each in UTF-8. */
const MAX_FRAME_BYTES = 1024 * 1024;
/** Sockets that miss a websocket ping for this long are dropped, so their onDisconnect writes happen. */
const LIVENESS_INTERVAL_MS = 30_000;
/** How long clients get to answer a closing handshake when the server stops. */
const CLOSE_GRACE_MS = 1000;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_INTERNAL_ERROR = 1011;

interface Connection {
  alive: boolean;
  readonly closed: Promise<void>;
}

function rawDataToString(data: RawData): string {
  if (Array.isArray(data)) {
    return Buffer.concat(data).toString('utf8');
  }
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function writtenLocations(change: DataChange): Path[] {
  return change.updatedPaths
    ? change.updatedPaths.map((relative) => joinPaths(change.path, relative))
    : [change.path];
}

function formatUrl(host: string, port: number): string {
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('The server has no TCP address'));
        return;
      }
      resolve(address.port);
    });
  });
}

function serveConnection(
  socket: WebSocket,
  request: IncomingMessage,
  database: Database,
  fallbackHost: string,
): void {
  const frames = new FrameAssembler();
  const session = new ClientSession(database, (message) => {
    for (const frame of toFrames(JSON.stringify(message))) {
      socket.send(frame);
    }
  });
  socket.on('message', (data) => {
    try {
      const message = frames.accept(rawDataToString(data));
      if (message !== null) {
        session.handleMessage(message);
      }
    } catch (error) {
      if (error instanceof ProtocolError || error instanceof FramingError) {
        socket.close(CLOSE_PROTOCOL_ERROR, error.message);
      } else {
        console.error('Realtime Database stand-in: closing a connection after an internal error', error);
        socket.close(CLOSE_INTERNAL_ERROR, 'Internal error');
      }
    }
  });
  socket.on('close', () => session.close());
  session.greet(request.headers.host ?? fallbackHost, randomUUID().replaceAll('-', ''));
}

/**
 * Starts a server that speaks the Realtime Database websocket protocol (so the unmodified admin and web SDKs
 * work against it) and a small REST API (clients' reads with an ID token, everything for the owner), holding one
 * data tree for every namespace.
 */
export async function startRealtimeDatabase(
  options: RealtimeDatabaseOptions = {},
): Promise<RunningRealtimeDatabase> {
  const host = options.host ?? '127.0.0.1';
  const database = new Database(compileRules(options.rules ?? DENY_ALL_RULES));
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Map<WebSocket, Connection>();
  let port = options.port ?? 0;
  // Until then, the server acts as if it were restarting: clients cannot connect.
  let downUntil = 0;
  let restarts = 0;
  let armedRestart: ArmedRestart | null = null;
  const controls: ServerControls = {
    restart(downMs) {
      downUntil = Date.now() + downMs;
      restarts += 1;
      for (const socket of connections.keys()) socket.terminate();
    },
    restartAfterWriteTo(restart) {
      armedRestart = restart;
    },
    restartStatus() {
      const armed = armedRestart && {
        afterWriteTo: pathToString(armedRestart.afterWriteTo),
        downMs: armedRestart.downMs,
      };
      return { restarts, armed };
    },
  };
  // Observers hear of a write as it is stored, before the writer's connection is answered: dropping the
  // connections here loses the acknowledgement, never the write.
  database.subscribe((event) => {
    if (event.kind !== 'data' || !armedRestart) return;
    const location = armedRestart.afterWriteTo;
    if (!writtenLocations(event.change).some((written) => pathsOverlap(written, location))) return;
    const { downMs } = armedRestart;
    armedRestart = null;
    controls.restart(downMs);
  });
  const triggers = options.triggers
    ? new FunctionTriggers(database, options.triggers)
    : NO_FUNCTIONS_EMULATOR;
  const httpServer = createServer(createRestHandler(database, controls, triggers));
  keepIdleConnections(httpServer);

  httpServer.on('upgrade', (request: IncomingMessage, stream: Duplex, head: Buffer) => {
    // Node's HTTP server stops handling the socket's errors once it hands it over here: a client that resets the
    // connection while being turned away would otherwise take the whole process down.
    stream.on('error', () => stream.destroy());
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== WEBSOCKET_LOCATION) {
      stream.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    if (Date.now() < downUntil) {
      stream.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    webSockets.handleUpgrade(request, stream, head, (socket) => {
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const connection: Connection = { alive: true, closed };
      connections.set(socket, connection);
      closed.then(() => connections.delete(socket));
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('error', () => socket.terminate());
      serveConnection(socket, request, database, `${host}:${port}`);
    });
  });

  port = await listen(httpServer, port, host);

  const liveness = setInterval(() => {
    for (const [socket, connection] of connections) {
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }, LIVENESS_INTERVAL_MS);
  liveness.unref();

  async function stop(): Promise<void> {
    clearInterval(liveness);
    triggers.stop();
    const closing = [...connections.values()].map((connection) => connection.closed);
    for (const socket of connections.keys()) {
      socket.close(CLOSE_GOING_AWAY, 'Server stopping');
    }
    const forceClose = setTimeout(() => {
      for (const socket of connections.keys()) {
        socket.terminate();
      }
    }, CLOSE_GRACE_MS);
    await Promise.all(closing);
    clearTimeout(forceClose);
    webSockets.close();
    await new Promise<void>((resolve, reject) => {
      httpServer.close((error) => (error ? reject(error) : resolve()));
      httpServer.closeAllConnections();
    });
  }

  return { host, port, url: formatUrl(host, port), triggers, stop };
}
