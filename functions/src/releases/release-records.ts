import { type Release, releaseMessages, releasePath, releaseSchema } from '@management-center/contract';
import { HttpsError } from 'firebase-functions/https';
import { database } from '../platform/firebase.ts';

export function parsedRelease(value: unknown): Release | undefined {
  const parsed = releaseSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export async function readRelease(releaseId: string): Promise<Release | undefined> {
  return parsedRelease((await (await database()).ref(releasePath(releaseId)).get()).val());
}

export function releaseNotFound(): HttpsError {
  return new HttpsError('not-found', releaseMessages.notFound);
}

// The database keeps no undefined: a value is written as JSON has it.
export function storable<Value>(value: Value): Value {
  return JSON.parse(JSON.stringify(value)) as Value;
}

/**
 * Changes a release still being prepared (a draft or scheduled) in one transaction: `change` answers the release
 * as it is to be, or a refusal, which leaves it as it is. Refused, with not-found or failed-precondition, when there
 * is no such release or its publish has begun.
 */
export async function changeDraft(
  releaseId: string,
  change: (release: Release) => Release | HttpsError,
): Promise<Release> {
  let outcome: Release | HttpsError = releaseNotFound();
  await (await database()).ref(releasePath(releaseId)).transaction((current: unknown) => {
    // The first call may come with the SDK's empty cache: writing that back is refused and the call made again
    // with the stored release.
    const release = parsedRelease(current);
    if (!release) {
      outcome = releaseNotFound();
      return current;
    }
    if (release.status !== 'draft' && release.status !== 'scheduled') {
      outcome = new HttpsError('failed-precondition', releaseMessages.notEditable);
      return current;
    }
    outcome = change(release);
    return outcome instanceof HttpsError ? current : storable(outcome);
  });
  if (outcome instanceof HttpsError) throw outcome;
  return outcome;
}
