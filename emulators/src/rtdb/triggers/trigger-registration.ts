import { z } from 'zod';
import { isValidKey } from '../data/path.ts';

/** The four v2 event types of `firebase-functions/database` (onValueWritten, ...Created, ...Updated, ...Deleted). */
export const DATABASE_EVENT_TYPES = [
  'google.firebase.database.ref.v1.written',
  'google.firebase.database.ref.v1.created',
  'google.firebase.database.ref.v1.updated',
  'google.firebase.database.ref.v1.deleted',
] as const;

export type DatabaseEventType = (typeof DATABASE_EVENT_TYPES)[number];

/** One key of a trigger's path: a fixed key, or a wildcard (`{name}` or `*`) matching any one key. */
export type PatternSegment = { readonly kind: 'key'; readonly key: string } | { readonly kind: 'wildcard' };

/** A database trigger as the Functions emulator registers it, parsed. */
export interface FunctionTrigger {
  /** `projects/{project}/locations/{region}/triggers/{key}`. */
  readonly name: string;
  readonly projectId: string;
  /** The Functions emulator's key for the function, the last part of its event route. */
  readonly key: string;
  /**
   * The function whatever the generation: the Functions emulator keys functions `${id}-${generation}`
   * (getTriggerKey) and registers every function again under a new generation when it reloads the codebase,
   * so a registration replaces the earlier one of the same function.
   */
  readonly functionId: string;
  readonly event: DatabaseEventType;
  readonly pattern: readonly PatternSegment[];
  readonly namespacePattern: string;
}

export class InvalidTriggerError extends Error {}

const TRIGGER_NAME = /^projects\/([^/]+)\/locations\/[^/]+\/triggers\/([^/]+)$/;
const GENERATION_SUFFIX = /-\d+$/;
const WILDCARD_SEGMENT = /^(\*|\{[^/{}=*]+\})$/;
/** Characters a key may hold but a pattern reserves for wildcards. */
const WILDCARD_CHARACTERS = /[{}*]/;

// The bundle of getV2DatabaseApiAttributes() in firebase-tools' functionsEmulator.js. The v1 bundle has no
// namespacePattern and a `providers/google.firebase.database/eventTypes/...` event, so it is refused here.
const registrationSchema = z.object({
  name: z.string().regex(TRIGGER_NAME, 'must be projects/{project}/locations/{region}/triggers/{key}'),
  path: z.string(),
  event: z.enum(DATABASE_EVENT_TYPES, {
    error: 'only the v2 database events (firebase-functions/database: onValueWritten...) are supported',
  }),
  topic: z.string(),
  namespacePattern: z.string().min(1),
});

function parsePattern(path: string): PatternSegment[] {
  return path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment): PatternSegment => {
      if (WILDCARD_SEGMENT.test(segment)) {
        return { kind: 'wildcard' };
      }
      if (WILDCARD_CHARACTERS.test(segment) || !isValidKey(segment)) {
        // Multi-segment wildcards (`**`, `{rest=**}`) and partial ones (`user-{id}`) land here: refusing them
        // makes the Functions emulator report the function as failed instead of never calling it.
        throw new InvalidTriggerError(
          `Trigger path "${path}": "${segment}" is neither a key nor a one-key wildcard ({name} or *)`,
        );
      }
      return { kind: 'key', key: segment };
    });
}

/** Validates the body the Functions emulator posts to `/.settings/functionTriggers.json`. */
export function parseTriggerRegistration(body: unknown): FunctionTrigger {
  const parsed = registrationSchema.safeParse(body);
  if (!parsed.success) {
    throw new InvalidTriggerError(`Invalid function trigger: ${z.prettifyError(parsed.error)}`);
  }
  const { name, path, event, namespacePattern } = parsed.data;
  const [, projectId = '', key = ''] = TRIGGER_NAME.exec(name) ?? [];
  const functionId = `${projectId}/${key.replace(GENERATION_SUFFIX, '')}`;
  return { name, projectId, key, functionId, event, pattern: parsePattern(path), namespacePattern };
}
