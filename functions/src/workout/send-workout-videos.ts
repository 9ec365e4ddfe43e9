import {
  callableNames,
  firestoreCollections,
  type SendWorkoutVideosOutput,
  splitIntoBatches,
  type WorkoutVideo,
  workoutContentDocumentId,
  workoutContentUrl,
} from '@management-center/contract';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { firestore } from '../platform/firebase.ts';
import { teamCallable } from '../platform/team-callable.ts';

// Firestore compares an `in` filter against at most 30 values.
const inFilterLimit = 30;
const contentUrlField = 'content-url';
// gRPC's ALREADY_EXISTS, which a batch fails with when one of its create() finds its document there.
const alreadyExistsCode = 6;

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === alreadyExistsCode;
}

function contentDocument(workoutContent: CollectionReference, videoId: string) {
  return workoutContent.doc(workoutContentDocumentId(videoId));
}

// Recognises a video by its embed link, so that one stored under a random document id (as the console stored them
// before ids were derived from videos) counts as there too.
async function storedContentUrls(
  workoutContent: CollectionReference,
  urls: readonly string[],
): Promise<Set<string>> {
  const snapshots = await Promise.all(
    splitIntoBatches(urls, inFilterLimit).map((batch) =>
      workoutContent.where(contentUrlField, 'in', batch).select(contentUrlField).get(),
    ),
  );
  const stored = snapshots.flatMap((snapshot) =>
    snapshot.docs.map((document) => document.get(contentUrlField)),
  );
  return new Set(stored.filter((url): url is string => typeof url === 'string'));
}

async function videoIdsWithDocument(
  firestoreDatabase: Firestore,
  workoutContent: CollectionReference,
  videos: readonly WorkoutVideo[],
): Promise<Set<string>> {
  const snapshots = await firestoreDatabase.getAll(
    ...videos.map((video) => contentDocument(workoutContent, video.videoId)),
  );
  return new Set(videos.filter((_video, index) => snapshots[index]?.exists).map((video) => video.videoId));
}

// Creates every document or none, so that the answer and the audit name exactly what was added.
async function createContent(
  firestoreDatabase: Firestore,
  workoutContent: CollectionReference,
  videos: readonly WorkoutVideo[],
): Promise<string[]> {
  const now = Date.now();
  const batch = firestoreDatabase.batch();
  const paths = videos.map(({ videoId, title }) => {
    const document = contentDocument(workoutContent, videoId);
    batch.create(document, {
      'content-name': title,
      [contentUrlField]: workoutContentUrl(videoId),
      lastUpdated: new Date(now).toISOString(),
      lastUpdatedTimestamp: now,
    });
    return document.path;
  });
  await batch.commit();
  return paths;
}

function outcome(videos: readonly WorkoutVideo[], added: readonly WorkoutVideo[]): SendWorkoutVideosOutput {
  const addedIds = new Set(added.map((video) => video.videoId));
  const videoIds = videos.map((video) => video.videoId);
  return {
    added: videoIds.filter((videoId) => addedIds.has(videoId)),
    skipped: videoIds.filter((videoId) => !addedIds.has(videoId)),
  };
}

// A video already in the repository is skipped, so sending the same choice twice adds nothing. Calls sending the
// same video at once (two tabs, a client retrying after a timeout) race for its one document id: the batch of the
// call that loses fails as a whole, and that call looks again and adds only what is still missing, reporting the
// rest as skipped. Each round finds at least one more video stored, so the rounds end.
export const sendWorkoutVideos = teamCallable(callableNames.sendWorkoutVideos, async ({ videos }) => {
  const firestoreDatabase = await firestore();
  const workoutContent = firestoreDatabase.collection(firestoreCollections.workoutContent);
  const stored = await storedContentUrls(
    workoutContent,
    videos.map((video) => workoutContentUrl(video.videoId)),
  );
  let missing = videos.filter((video) => !stored.has(workoutContentUrl(video.videoId)));
  while (missing.length > 0) {
    try {
      const targets = await createContent(firestoreDatabase, workoutContent, missing);
      return { output: outcome(videos, missing), targets };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      const storedMeanwhile = await videoIdsWithDocument(firestoreDatabase, workoutContent, missing);
      if (storedMeanwhile.size === 0) throw error;
      missing = missing.filter((video) => !storedMeanwhile.has(video.videoId));
    }
  }
  return { output: outcome(videos, []), targets: [] };
});
