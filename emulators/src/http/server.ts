import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { keepIdleConnections } from '../shared/idle-connections.ts';

export interface RequestContext {
  readonly url: URL;
  /** Where clients reach this server, e.g. `http://127.0.0.1:8025`, for building links in responses. */
  readonly baseUrl: string;
  /** Aborted when the server stops, so handlers that wait (simulated delays) end with it. */
  readonly signal: AbortSignal;
}

export type RequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
) => Promise<void>;

interface ListenOptions {
  readonly host: string;
  readonly port: number;
}

export interface RunningServer {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

// A wildcard address accepts connections but is not an address a browser or client can be sent to.
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function listen(handler: RequestHandler, options: ListenOptions): Promise<RunningServer> {
  const stopping = new AbortController();
  let baseUrl = '';

  const server = createServer((request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', baseUrl);
    } catch {
      sendText(response, 400, 'Malformed request target');
      return;
    }
    handler(request, response, { url, baseUrl, signal: stopping.signal }).catch((error: unknown) => {
      if (stopping.signal.aborted || response.headersSent || response.destroyed) return;
      sendText(response, 500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  keepIdleConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('Server is not listening on a TCP port');
  }
  const { port } = address;
  baseUrl = `http://${urlHost(reachableHost(options.host))}:${port}`;

  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopped ??= new Promise<void>((resolve, reject) => {
      stopping.abort();
      server.close((error) => (error ? reject(error) : resolve()));
      // Requests held open by a simulated delay would otherwise keep the server from closing.
      server.closeAllConnections();
    });
    return stopped;
  };

  return { host: options.host, port, url: baseUrl, stop };
}

export type JsonBody =
  | { readonly ok: true; readonly value: unknown }
  /** After `too-large` the rest of the body is unread: answer with `Connection: close`. */
  | { readonly ok: false; readonly problem: 'too-large' | 'not-json' };

/** Reads and parses a JSON request body of at most `limitBytes`; an empty body is `whenEmpty` if one is given. */
export async function readJson(
  request: IncomingMessage,
  limitBytes: number,
  whenEmpty?: unknown,
): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limitBytes) return { ok: false, problem: 'too-large' };
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '' && whenEmpty !== undefined) return { ok: true, value: whenEmpty };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text placed in HTML or SVG response bodies (and the HTML-escaped text some APIs answer with). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export function sendBody(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendBody(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  sendBody(response, status, 'text/plain; charset=utf-8', text);
}

export function sendEmpty(
  response: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>> = {},
): void {
  response.writeHead(status, { 'Content-Length': 0, ...headers });
  response.end();
}

/** For the command-line entry points: stop the service on Ctrl-C or a supervisor's SIGTERM, then exit. */
export function stopOnSignals(stop: () => Promise<void>): void {
  const onSignal = (): void => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

type MethodHandlers = Readonly<Partial<Record<string, () => Promise<void> | void>>>;

/** Runs the handler for the request's method, or `notAllowed` with the Allow header value so each service can answer 405 in its own error format. */
export async function byMethod(
  request: IncomingMessage,
  handlers: MethodHandlers,
  notAllowed: (allow: string) => void,
): Promise<void> {
  const handle = handlers[request.method ?? 'GET'];
  if (handle === undefined) {
    notAllowed(Object.keys(handlers).join(', '));
    return;
  }
  await handle();
}
