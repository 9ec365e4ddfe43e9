import WebSocket from 'ws';
import { FrameAssembler, toFrames } from '../wire/frames.ts';

interface WireReply {
  readonly status: unknown;
  readonly data: unknown;
  /** The messages that arrived between the request and its reply, in order. */
  readonly before: unknown[];
}

/** A bare websocket client speaking the wire protocol, to observe exactly what the server sends. */
export class WireClient {
  readonly frames: string[] = [];
  readonly #socket: WebSocket;
  readonly #assembler = new FrameAssembler();
  readonly #messages: unknown[] = [];
  #waiting: (() => void) | null = null;
  #requests = 0;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data) => {
      const frame = String(data);
      this.frames.push(frame);
      const message = this.#assembler.accept(frame);
      if (message !== null) {
        this.#messages.push(JSON.parse(message));
        this.#waiting?.();
      }
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Listens from the start: the server speaks as soon as the connection opens. */
  static async connect(port: number, namespace = 'demo-test', location = '/.ws'): Promise<WireClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${location}?v=5&ns=${namespace}`);
    const client = new WireClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }

  sendFrame(frame: string): void {
    this.#socket.send(frame);
  }

  send(message: unknown): void {
    for (const frame of toFrames(JSON.stringify(message))) {
      this.#socket.send(frame);
    }
  }

  async nextMessage(timeoutMs = 5000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    while (this.#messages.length === 0) {
      if (Date.now() > deadline) {
        throw new Error('No message from the server');
      }
      await new Promise<void>((resolve) => {
        this.#waiting = resolve;
        setTimeout(resolve, 50);
      });
    }
    return this.#messages.shift();
  }

  /** Sends a request and collects what arrives until its reply. */
  async request(action: string, body: unknown): Promise<WireReply> {
    this.#requests += 1;
    const number = this.#requests;
    this.send({ t: 'd', d: { r: number, a: action, b: body } });
    const before: unknown[] = [];
    for (;;) {
      const message = await this.nextMessage();
      const reply = replyOf(message, number);
      if (reply !== null) {
        return { ...reply, before };
      }
      before.push(message);
    }
  }

  close(): void {
    this.#socket.close();
  }
}

function replyOf(message: unknown, number: number): { status: unknown; data: unknown } | null {
  const envelope = Reflect.get(Object(message), 'd');
  if (Reflect.get(Object(envelope), 'r') !== number) {
    return null;
  }
  const body = Object(Reflect.get(Object(envelope), 'b'));
  return { status: Reflect.get(body, 's'), data: Reflect.get(body, 'd') };
}
