import { type CallableName, callableNames } from '@management-center/contract';
import fc from 'fast-check';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  callableInputCases,
  type MalformedInput,
} from '../../../contract/test-support/callable-inputs/index.ts';
import { mapWithBoundedConcurrency } from '../../../functions/src/platform/bounded-concurrency.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { administrator, webClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const backend = inject('backend');

const payloadsPerCallable = 200;
// The same payloads on every run, so that a failure can be replayed.
const seed = 20_250_613;
// The Functions emulator starts a worker process for every request in flight that finds no idle one, per
// function, and keeps it for the rest of the run. One at a time needs one worker per function, which spends the
// least CPU time: what counts when npm test runs this suite beside two other streams.
const concurrency = 1;

// Distinct by what goes over the wire (undefined and a missing key, say, are the same request).
function wireForm(payload: unknown): string {
  return JSON.stringify({ data: payload });
}

function malformedPayloads(name: CallableName): MalformedInput[] {
  const distinct = new Map<string, MalformedInput>();
  for (const input of fc.sample(callableInputCases[name].malformed, {
    seed,
    numRuns: payloadsPerCallable * 3,
  })) {
    distinct.set(wireForm(input.payload), input);
  }
  return [...distinct.values()].slice(0, payloadsPerCallable);
}

interface CallableAnswer {
  httpStatus: number;
  status: string;
  message: string;
}

// The callable protocol spoken directly, as a crafted request would: the web SDK re-encodes data key by key,
// which turns an own `__proto__` key into a prototype that JSON then drops, so it could not send those payloads.
async function call(name: CallableName, payload: unknown, idToken: string): Promise<CallableAnswer> {
  const response = await fetch(
    `http://${backend.host}:${backend.ports.functions}/${backend.projectId}/us-central1/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: wireForm(payload),
    },
  );
  const body = (await response.json()) as { error?: { status?: string; message?: string } };
  return {
    httpStatus: response.status,
    status: body.error?.status ?? 'OK',
    message: body.error?.message ?? '',
  };
}

function shortened(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

// Everything a call could change, read from each service: the whole Realtime Database, every Firestore
// document with its update time, and every Storage object with its generation and checksum.
async function backendState(app: App) {
  const firestore = getFirestore(app);
  const collections = await firestore.listCollections();
  const documents = await Promise.all(
    collections.map(async (collection) =>
      (await collection.get()).docs.map((document) => ({
        path: document.ref.path,
        updateTime: document.updateTime.valueOf(),
        data: document.data(),
      })),
    ),
  );
  const [objects] = await getStorage(app).bucket().getFiles();
  return {
    database: await databaseSnapshot(),
    firestore: documents.flat().sort((first, second) => first.path.localeCompare(second.path)),
    storage: objects
      .map(({ name, metadata }) => ({ name, generation: metadata.generation, md5Hash: metadata.md5Hash }))
      .sort((first, second) => first.name.localeCompare(second.name)),
  };
}

describe('every callable, fuzzed with malformed input by the administrator', () => {
  // Only a payload wrongly accepted changes anything, but then the suites after this one need the demo data.
  const app = adminAppForSuite();
  let idToken: string;

  beforeAll(async () => {
    const client = await webClient(administrator);
    try {
      const user = client.auth.currentUser;
      if (!user) throw new Error('The administrator did not sign in');
      idToken = await user.getIdToken();
    } finally {
      await client.close();
    }
  });

  it.each(Object.values(callableNames))(
    '%s answers invalid-argument to each of 200 malformed payloads and changes nothing',
    async (name) => {
      const payloads = malformedPayloads(name);
      expect(payloads).toHaveLength(payloadsPerCallable);
      // The audit log is compared too: validation refuses before the use case runs and before any audit entry
      // is written (functions/src/platform/team-callable.ts), as guards.test.ts also holds. An entry here means
      // the schema let a payload through and the use case refused or ran it.
      const before = await backendState(app);

      const answers = await mapWithBoundedConcurrency(payloads, concurrency, async (input) => ({
        input,
        answer: await call(name, input.payload, idToken),
      }));

      const notRefused = answers
        .filter(({ answer }) => answer.httpStatus !== 400 || answer.status !== 'INVALID_ARGUMENT')
        .map(({ input, answer }) => ({
          flaw: `${input.field.join('.') || 'input'}: ${input.flaw}`,
          payload: shortened(wireForm(input.payload)),
          answer: `${answer.httpStatus} ${answer.status} ${answer.message}`,
        }));
      // Soft, so that a failure also shows what the accepted payloads changed.
      expect.soft(notRefused).toEqual([]);
      expect(await backendState(app)).toEqual(before);
    },
    90_000,
  );
});
