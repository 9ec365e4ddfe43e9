import { z } from 'zod';

/** What became of one attempt to hand an event to the Functions emulator. */
export type AttemptOutcome =
  /** The function ran and returned (or the emulator dropped the event on purpose: 204 while reloading). */
  | { readonly kind: 'delivered' }
  /** The function threw or timed out: the worker answers 500. */
  | { readonly kind: 'function-failed'; readonly detail: string }
  /** No answer, or a 5xx other than 500: the emulator is not (yet) there; the event must wait. */
  | { readonly kind: 'unavailable'; readonly detail: string }
  /** Any other answer, such as 404 for a function the emulator no longer has: sending again cannot help. */
  | { readonly kind: 'refused'; readonly detail: string };

/** The Functions emulator as the database sees it: where events go, and which functions want retries. */
export interface FunctionsEndpoint {
  deliver(projectId: string, triggerKey: string, event: string, signal: AbortSignal): Promise<AttemptOutcome>;
  /** Whether the function registered under `triggerKey` was declared with `retry: true`. */
  retries(triggerKey: string): Promise<boolean>;
}

/** The part of the emulator's `GET /backends` answer (toBackendInfo in functionsEmulatorShared.js) read here. */
const backendsSchema = z.object({
  backends: z.array(
    z.object({
      functionTriggers: z.array(
        z.object({
          id: z.string(),
          eventTrigger: z.object({ retry: z.boolean().optional() }).optional(),
        }),
      ),
    }),
  ),
});

const FUNCTION_FAILED = 500;
const TOO_MANY_REQUESTS = 429;

function detailOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/**
 * The Functions emulator of firebase-tools at `baseUrl` (http://host:port). Events go to the route it serves for
 * background functions, `/functions/projects/{project}/triggers/{key}`, which hands the body to a worker; the
 * worker answers 500 when the function throws.
 */
export function functionsEmulatorAt(baseUrl: string, requestTimeoutMs: number): FunctionsEndpoint {
  async function deliver(
    projectId: string,
    triggerKey: string,
    event: string,
    signal: AbortSignal,
  ): Promise<AttemptOutcome> {
    const url = `${baseUrl}/functions/projects/${encodeURIComponent(projectId)}/triggers/${encodeURIComponent(triggerKey)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/cloudevents+json; charset=utf-8' },
        body: event,
        signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
      await response.text();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        return { kind: 'function-failed', detail: `no answer within ${requestTimeoutMs} ms` };
      }
      return { kind: 'unavailable', detail: detailOf(error) };
    }
    if (response.ok) {
      return { kind: 'delivered' };
    }
    const detail = `HTTP ${response.status} from ${url}`;
    if (response.status === FUNCTION_FAILED) {
      return { kind: 'function-failed', detail };
    }
    if (response.status > FUNCTION_FAILED || response.status === TOO_MANY_REQUESTS) {
      return { kind: 'unavailable', detail };
    }
    return { kind: 'refused', detail };
  }

  async function retries(triggerKey: string): Promise<boolean> {
    const response = await fetch(`${baseUrl}/backends`, { signal: AbortSignal.timeout(requestTimeoutMs) });
    if (!response.ok) {
      throw new Error(`HTTP ${response.status} from ${baseUrl}/backends`);
    }
    const { backends } = backendsSchema.parse(await response.json());
    // The emulator keys a function `${id}-${generation}` (getTriggerKey), the generation counting reloads.
    const declared = backends
      .flatMap((backend) => backend.functionTriggers)
      .find(
        (trigger) =>
          triggerKey.startsWith(`${trigger.id}-`) && /^\d+$/.test(triggerKey.slice(trigger.id.length + 1)),
      );
    return declared?.eventTrigger?.retry ?? false;
  }

  return { deliver, retries };
}
