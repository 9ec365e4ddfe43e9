import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, WriteOutcome } from '../data/database.ts';
import {
  InvalidPathError,
  joinPaths,
  type Path,
  parsePath,
  pathFromKeys,
  pathToString,
} from '../data/path.ts';
import { isJsonObject, type Json, type Tree, toPlainJson, toWireJson } from '../data/tree.ts';
import { indexName } from '../queries/index-on.ts';
import { InvalidQueryError, type QuerySpec } from '../queries/query.ts';
import { queryFromRestParameters } from '../queries/rest-query.ts';
import { authFromIdToken, clientPrincipal, OWNER } from '../rules/auth.ts';
import { compileRules, InvalidRulesError } from '../rules/rules.ts';
import type { FunctionTriggers, TriggerControls } from '../triggers/function-triggers.ts';
import { InvalidTriggerError } from '../triggers/trigger-registration.ts';

const OWNER_AUTHORIZATION = 'Bearer owner';
const RULES_LOCATION = '/.settings/rules.json';
const RESTART_LOCATION = '/.control/restart.json';
const FUNCTION_TRIGGERS_LOCATION = '/.settings/functionTriggers.json';
const TRIGGER_STATUS_LOCATION = '/.control/triggers.json';
/** The locations that are no data, which only the owner reaches whatever the request. */
const OWNER_LOCATIONS: ReadonlySet<string> = new Set([
  RULES_LOCATION,
  RESTART_LOCATION,
  FUNCTION_TRIGGERS_LOCATION,
  TRIGGER_STATUS_LOCATION,
]);
/** A client's ID token, on a read: `GET /<path>.json?auth=<token>`. */
const ID_TOKEN_PARAMETER = 'auth';
const MAX_DOWN_MS = 60_000;
const LONG_POLLING_LOCATION = '/.lp';
const WEBSOCKET_LOCATION = '/.ws';
const JSON_SUFFIX = '.json';
const MAX_BODY_BYTES = 256 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  response.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

// What the service answers a browser's preflight: a page of any origin may read, with an App Check token. The
// reads themselves answer with `Access-Control-Allow-Origin: *` (handle).
function sendPreflight(response: ServerResponse): void {
  response.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET',
    'access-control-allow-headers': 'Content-Type, X-Firebase-AppCheck',
    'access-control-max-age': '3600',
  });
  response.end();
}

function sendText(response: ServerResponse, statusCode: number, text: string): void {
  response.writeHead(statusCode, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(`${text}\n`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, 'Request body too large');
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}

/** `/users/alice%20b.json` → ["users", "alice b"]; each segment is decoded on its own, so `%2F` stays in a key. */
function locationOf(pathname: string): Path {
  const keys = pathname
    .slice(0, -JSON_SUFFIX.length)
    .split('/')
    .filter((key) => key.length > 0);
  try {
    return pathFromKeys(keys.map((key) => decodeURIComponent(key)));
  } catch (error) {
    throw new HttpError(400, error instanceof InvalidPathError ? error.message : 'Invalid path encoding');
  }
}

function throwUnlessOk(outcome: WriteOutcome): void {
  if (outcome.status === 'invalid_data') {
    throw new HttpError(400, outcome.message);
  }
  if (outcome.status !== 'ok') {
    throw new HttpError(400, outcome.status);
  }
}

function formatOf(url: URL): (tree: Tree) => Json {
  return url.searchParams.get('format') === 'export' ? toWireJson : toPlainJson;
}

function restQueryOf(url: URL): QuerySpec | null {
  try {
    return queryFromRestParameters(url.searchParams);
  } catch (error) {
    if (error instanceof InvalidQueryError) throw new HttpError(400, error.message);
    throw error;
  }
}

// The service answers a REST query only where the rules keep its index (a websocket client gets the whole location
// to filter instead), whoever asks: a query that works here works against a project.
function requireIndex(database: Database, path: Path, query: QuerySpec | null): void {
  if (query === null || database.isIndexed(path, query.index)) return;
  throw new HttpError(
    400,
    `Index not defined, add ".indexOn": "${indexName(query.index)}", for path "${pathToString(path)}", to the rules`,
  );
}

/** A read by a client, as the rules allow it: `GET /<path>.json?auth=<ID token>`, with REST query parameters. */
function handleClientRead(database: Database, idToken: string, url: URL, response: ServerResponse): void {
  const path = locationOf(url.pathname);
  const token = authFromIdToken(idToken);
  if (token === null) throw new HttpError(401, 'Could not parse auth token.');
  const query = restQueryOf(url);
  if (!database.canRead(clientPrincipal(token.auth), path, query)) {
    throw new HttpError(401, 'Permission denied');
  }
  requireIndex(database, path, query);
  sendJson(response, 200, formatOf(url)(database.read(path, query)));
}

async function handleRules(
  database: Database,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  switch (request.method) {
    case 'GET':
      return sendJson(response, 200, database.rules);
    case 'PUT':
      try {
        database.replaceRules(compileRules(await readJson(request)));
      } catch (error) {
        if (error instanceof InvalidRulesError) {
          throw new HttpError(400, error.message);
        }
        throw error;
      }
      return sendJson(response, 200, { status: 'ok' });
    default:
      throw new HttpError(405, `${request.method} is not supported on ${RULES_LOCATION}`);
  }
}

async function handleData(
  database: Database,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = locationOf(url.pathname);
  const asJson = formatOf(url);
  switch (request.method) {
    case 'GET': {
      const query = restQueryOf(url);
      requireIndex(database, path, query);
      return sendJson(response, 200, asJson(database.read(path, query)));
    }
    case 'PUT':
      throwUnlessOk(database.set(OWNER, path, await readJson(request)));
      return sendJson(response, 200, asJson(database.dataAt(path)));
    case 'PATCH': {
      const patch = await readJson(request);
      if (!isJsonObject(patch)) {
        throw new HttpError(400, 'Invalid data; PATCH needs an object of paths to values.');
      }
      throwUnlessOk(database.update(OWNER, path, patch));
      const written = Object.keys(patch).map((key): [string, Json] => [
        key,
        asJson(database.dataAt(joinPaths(path, parsePath(key)))),
      ]);
      return sendJson(response, 200, Object.fromEntries(written));
    }
    case 'DELETE':
      throwUnlessOk(database.set(OWNER, path, null));
      return sendJson(response, 200, null);
    default:
      throw new HttpError(405, `${request.method} is not supported`);
  }
}

/** A restart that waits for a write: see ServerControls.restartAfterWriteTo. */
export interface ArmedRestart {
  readonly afterWriteTo: Path;
  readonly downMs: number;
}

/** What the server does for its control locations: faults that tests of the clients need to cause. */
export interface ServerControls {
  /** Drops every client connection at once and refuses new ones for `downMs`; the data stays. */
  restart(downMs: number): void;
  /**
   * Restarts right after the next write to `location` (or above or below it) is stored, before its writer hears
   * back: the write is kept and its acknowledgement lost, as with a database that fails over at that moment. An
   * earlier armed restart is replaced; null disarms.
   */
  restartAfterWriteTo(restart: ArmedRestart | null): void;
  /** How many restarts happened, and the one armed. */
  restartStatus(): { restarts: number; armed: { afterWriteTo: string; downMs: number } | null };
}

function downMsOf(body: unknown): number {
  const downMs = isJsonObject(body) ? body.downMs : undefined;
  if (typeof downMs !== 'number' || !Number.isInteger(downMs) || downMs < 0 || downMs > MAX_DOWN_MS) {
    throw new HttpError(400, `downMs must be a whole number of milliseconds from 0 to ${MAX_DOWN_MS}`);
  }
  return downMs;
}

function afterWriteToOf(body: unknown): Path | undefined {
  const location = isJsonObject(body) ? body.afterWriteTo : undefined;
  if (location === undefined) return undefined;
  if (typeof location !== 'string')
    throw new HttpError(400, 'afterWriteTo must be a location such as "/users"');
  try {
    return parsePath(location);
  } catch (error) {
    if (error instanceof InvalidPathError) throw new HttpError(400, error.message);
    throw error;
  }
}

async function handleRestart(
  controls: ServerControls,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method === 'GET') return sendJson(response, 200, controls.restartStatus());
  if (request.method === 'DELETE') {
    controls.restartAfterWriteTo(null);
    response.writeHead(204);
    response.end();
    return;
  }
  if (request.method !== 'POST') {
    throw new HttpError(405, `${request.method} is not supported on ${RESTART_LOCATION}`);
  }
  const body = await readJson(request);
  const downMs = downMsOf(body);
  const afterWriteTo = afterWriteToOf(body);
  if (afterWriteTo === undefined) controls.restart(downMs);
  else controls.restartAfterWriteTo({ afterWriteTo, downMs });
  response.writeHead(204);
  response.end();
}

/** The server's database triggers as the REST surface serves them. */
export type RestTriggers = Pick<FunctionTriggers, 'register'> & TriggerControls;

async function handleFunctionTriggers(
  triggers: RestTriggers,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method !== 'POST') {
    throw new HttpError(405, `${request.method} is not supported on ${FUNCTION_TRIGGERS_LOCATION}`);
  }
  try {
    triggers.register(await readJson(request));
  } catch (error) {
    if (error instanceof InvalidTriggerError) {
      throw new HttpError(400, error.message);
    }
    throw error;
  }
  return sendJson(response, 200, { status: 'ok' });
}

// `?wait=idle` answers once no event is waiting or running: a waiter learns it at that moment, with one request,
// instead of polling for it.
async function handleTriggerStatus(
  triggers: RestTriggers,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const wait = url.searchParams.get('wait');
  if (wait !== null && (wait !== 'idle' || request.method !== 'GET')) {
    throw new HttpError(400, 'The only accepted query is wait=idle, on GET');
  }
  if (request.method === 'POST') {
    const body = await readJson(request);
    const paused = isJsonObject(body) ? body.paused : undefined;
    if (typeof paused !== 'boolean') throw new HttpError(400, 'The body must be {"paused": true or false}');
    triggers.setPaused(paused);
  } else if (request.method !== 'GET') {
    throw new HttpError(405, `${request.method} is not supported on ${TRIGGER_STATUS_LOCATION}`);
  }
  if (wait === 'idle') await triggers.whenIdle();
  sendJson(response, 200, triggers.status());
}

async function handle(
  database: Database,
  controls: ServerControls | undefined,
  triggers: RestTriggers | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === LONG_POLLING_LOCATION) {
    return sendText(
      response,
      501,
      'Long polling is not supported by this Realtime Database stand-in: connect over websockets ' +
        '(databaseURL ws://host:port?ns=NAME, or connectDatabaseEmulator).',
    );
  }
  if (url.pathname === WEBSOCKET_LOCATION) {
    return sendText(response, 426, 'This is the websocket endpoint: connect with an Upgrade request.');
  }
  if (!url.pathname.endsWith(JSON_SUFFIX)) {
    throw new HttpError(404, 'Not found: REST locations end in .json');
  }
  if (request.method === 'OPTIONS') {
    return sendPreflight(response);
  }
  if (request.headers.authorization !== OWNER_AUTHORIZATION) {
    const idToken = url.searchParams.get(ID_TOKEN_PARAMETER);
    if (idToken !== null && request.method === 'GET' && !OWNER_LOCATIONS.has(url.pathname)) {
      // Set before anything is answered, so that a browser's page can read the refusals too.
      response.setHeader('access-control-allow-origin', '*');
      return handleClientRead(database, idToken, url, response);
    }
    throw new HttpError(
      401,
      'Unauthorized request: the REST API needs "Authorization: Bearer owner", but for reads (GET) by a client ' +
        'with its ID token as ?auth=.',
    );
  }
  if (url.pathname === RULES_LOCATION) {
    return handleRules(database, request, response);
  }
  if (url.pathname === RESTART_LOCATION && controls) {
    return handleRestart(controls, request, response);
  }
  if (url.pathname === FUNCTION_TRIGGERS_LOCATION && triggers) {
    return handleFunctionTriggers(triggers, request, response);
  }
  if (url.pathname === TRIGGER_STATUS_LOCATION && triggers) {
    return handleTriggerStatus(triggers, url, request, response);
  }
  return handleData(database, url, request, response);
}

/**
 * The REST surface. For clients, reads only: `GET /<path>.json?auth=<ID token>` as the rules allow it, with the
 * REST query parameters, answered to any origin (CORS). For tooling, owner only: `GET/PUT/PATCH/DELETE
 * /<path>.json` (GET with the same query parameters), the rules at
 * `/.settings/rules.json`, `POST /.control/restart.json` `{"downMs": n, "afterWriteTo"?: "/location"}` (`GET` its
 * status, `DELETE` disarms) when the server has controls, and with
 * triggers `POST /.settings/functionTriggers.json` (the Functions emulator registering a database function) and
 * `GET /.control/triggers.json` (delivery counters; with `?wait=idle` once nothing is waiting or running),
 * `POST` `{"paused": boolean}` to it. Writes go through the same database as websocket writes, so
 * listeners and triggers see them.
 */
export function createRestHandler(
  database: Database,
  controls?: ServerControls,
  triggers?: RestTriggers,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    handle(database, controls, triggers, request, response).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(response, error.statusCode, { error: error.message });
      } else {
        sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
      }
    });
  };
}
