import { setTimeout as delay } from 'node:timers/promises';
import type { DeliveryEvent } from './delivery-events.ts';
import { createWebhookSigner, type WebhookSigner } from './webhook-signer.ts';

/** One post of events to the webhook and how it went. */
export interface WebhookPost {
  /** When it was first posted. */
  readonly postedAt: string;
  readonly events: readonly DeliveryEvent[];
  attempts: number;
  /** accepted: answered 2xx. refused: answered 4xx, not posted again. failed: no 2xx after the last attempt. */
  outcome: 'pending' | 'accepted' | 'refused' | 'failed';
  /** The last answer's status, or why there was none. */
  status?: number;
  error?: string | undefined;
}

export interface WebhookSettings {
  /** Where the events are posted; none: they are not posted. */
  readonly url?: string;
  /** Whether accepted messages' events are posted; a test backend turns it on for the suites that want them. */
  readonly posting: boolean;
}

// SendGrid posts again for a day; the stand-in a few times within seconds, so that tests wait for an outcome.
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;
// The Functions emulator may start a worker for the webhook first, which takes seconds on a busy machine.
const REQUEST_TIMEOUT_MS = 20_000;
// As long as every attempt of a post can take; a test waiting longer learns that the webhook is stuck.
export const SETTLE_TIMEOUT_MS = ATTEMPTS * (REQUEST_TIMEOUT_MS + RETRY_DELAY_MS * ATTEMPTS);
// Bounded like the message log.
const MAX_POSTS = 1000;

function shouldRetry(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Posts signed events to the webhook one post at a time, in order, and keeps a record of the posts. */
export class WebhookPoster {
  readonly signer: WebhookSigner = createWebhookSigner();
  readonly #stopping = new AbortController();
  #settings: WebhookSettings;
  #posts: WebhookPost[] = [];
  #queue: Promise<void> = Promise.resolve();

  constructor(settings: WebhookSettings) {
    this.#settings = settings;
  }

  settings(): WebhookSettings & { readonly publicKey: string } {
    return { ...this.#settings, publicKey: this.signer.publicKey };
  }

  setPosting(posting: boolean): void {
    this.#settings = { ...this.#settings, posting };
  }

  /** Queues a post of `events`, when posting is on and there is a webhook to post to. */
  post(events: readonly DeliveryEvent[]): void {
    const { url, posting } = this.#settings;
    if (!posting || url === undefined || events.length === 0) return;
    const post: WebhookPost = { postedAt: new Date().toISOString(), events, attempts: 0, outcome: 'pending' };
    this.#posts.push(post);
    if (this.#posts.length > MAX_POSTS) this.#posts.splice(0, this.#posts.length - MAX_POSTS);
    this.#queue = this.#queue.then(() => this.#deliver(url, post));
  }

  posts(): WebhookPost[] {
    return this.#posts.map((post) => ({ ...post }));
  }

  /** Forgets the posts that are done; those still under way stay. */
  clear(): void {
    this.#posts = this.#posts.filter((post) => post.outcome === 'pending');
  }

  /** Resolves once every post queued so far is done. */
  settled(): Promise<void> {
    return this.#queue;
  }

  stop(): void {
    this.#stopping.abort();
  }

  async #deliver(url: string, post: WebhookPost): Promise<void> {
    const body = JSON.stringify(post.events);
    while (post.attempts < ATTEMPTS && !this.#stopping.signal.aborted) {
      if (post.attempts > 0) {
        await delay(RETRY_DELAY_MS * post.attempts, undefined, { signal: this.#stopping.signal }).catch(
          () => {},
        );
      }
      post.attempts += 1;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'SendGrid Event API (mail stand-in)',
            ...this.signer.headersFor(body, Math.floor(Date.now() / 1000)),
          },
          body,
          signal: AbortSignal.any([this.#stopping.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        await response.arrayBuffer();
        post.status = response.status;
        post.error = undefined;
        if (response.ok) {
          post.outcome = 'accepted';
          return;
        }
        if (!shouldRetry(response.status)) {
          post.outcome = 'refused';
          return;
        }
      } catch (error) {
        post.error = error instanceof Error ? error.message : String(error);
      }
    }
    post.outcome = 'failed';
  }
}
