import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An event as the fake received it, its CloudEvent parsed. */
export interface ReceivedEvent {
  readonly triggerKey: string;
  readonly projectId: string;
  readonly contentType: string;
  readonly event: {
    readonly type: string;
    readonly ref: string;
    readonly instance: string;
    readonly data: { readonly data: unknown; readonly delta: unknown };
    readonly [field: string]: unknown;
  };
}

/** The status to answer an event with, after `delayMs` if given. */
export type Responder = (received: ReceivedEvent, attempt: number) => { status: number; delayMs?: number };

const EVENT_ROUTE = /^\/functions\/projects\/([^/]+)\/triggers\/([^/]+)$/;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * Stands in for firebase-tools' Functions emulator in the database's tests: takes events on its background
 * function route, records them and how many were open at once, and lists functions with their retry setting on
 * `GET /backends` as the real one does.
 */
export class FakeFunctionsEmulator {
  readonly received: ReceivedEvent[] = [];
  /** Functions by id (`us-central1-name`) that declared `retry: true`. */
  readonly retryingFunctions = new Set<string>();
  responder: Responder = () => ({ status: 200 });
  maxConcurrent = 0;
  #port = 0;
  #concurrent = 0;
  readonly #attempts = new Map<string, number>();
  readonly #server: Server;
  readonly #waiters: { count: number; resolve: () => void }[] = [];

  private constructor() {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error: unknown) => {
        response.writeHead(599);
        response.end(String(error));
      });
    });
  }

  static async start(port = 0): Promise<FakeFunctionsEmulator> {
    const fake = new FakeFunctionsEmulator();
    await fake.listen(port);
    return fake;
  }

  /** Kept while closed, so that it can listen there again. */
  get port(): number {
    return this.#port;
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Events received for one function, in order of arrival. */
  eventsFor(triggerKey: string): ReceivedEvent[] {
    return this.received.filter((received) => received.triggerKey === triggerKey);
  }

  /** Resolves once `count` events in all have arrived. */
  waitForEvents(count: number): Promise<void> {
    if (this.received.length >= count) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  reset(): void {
    this.received.length = 0;
    this.retryingFunctions.clear();
    this.responder = () => ({ status: 200 });
    this.maxConcurrent = 0;
    this.#attempts.clear();
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => {
        this.#port = (this.#server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** Stops listening (the port stays known), as if the emulator went away. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/backends') {
      const functionTriggers = [...this.retryingFunctions].map((id) => ({
        id,
        eventTrigger: { retry: true },
      }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ backends: [{ functionTriggers }] }));
      return;
    }
    const route = EVENT_ROUTE.exec(url.pathname);
    if (request.method !== 'POST' || route === null) {
      response.writeHead(404);
      response.end();
      return;
    }
    this.#concurrent += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.#concurrent);
    try {
      const received: ReceivedEvent = {
        projectId: decodeURIComponent(route[1] ?? ''),
        triggerKey: decodeURIComponent(route[2] ?? ''),
        contentType: request.headers['content-type'] ?? '',
        event: JSON.parse(await readBody(request)),
      };
      const attemptKey = `${received.triggerKey} ${received.event.id}`;
      const attempt = (this.#attempts.get(attemptKey) ?? 0) + 1;
      this.#attempts.set(attemptKey, attempt);
      const { status, delayMs } = this.responder(received, attempt);
      if (delayMs !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      if (status < 300) {
        this.received.push(received);
        for (const waiter of this.#waiters.filter((candidate) => candidate.count <= this.received.length)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      response.writeHead(status);
      response.end();
    } finally {
      this.#concurrent -= 1;
    }
  }
}
