import {
  callableNames,
  firestoreCollections,
  type SendWorkoutVideosOutput,
  sendWorkoutVideosInputSchema,
  splitIntoBatches,
  workoutContentUrl,
} from '@management-center/contract';
import type { CollectionReference } from 'firebase-admin/firestore';
import { adminCallable } from '../platform/admin-callable.ts';
import { firestore } from '../platform/firebase.ts';

// Firestore compares an `in` filter against at most 30 values.
const inFilterLimit = 30;
const contentUrlField = 'content-url';

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

// A video already in the repository (same embed link) is skipped, so sending the same choice twice adds nothing.
export const sendWorkoutVideos = adminCallable(
  callableNames.sendWorkoutVideos,
  sendWorkoutVideosInputSchema,
  async ({ videos }) => {
    const firestoreDatabase = await firestore();
    const workoutContent = firestoreDatabase.collection(firestoreCollections.workoutContent);
    const stored = await storedContentUrls(
      workoutContent,
      videos.map((video) => workoutContentUrl(video.videoId)),
    );
    const now = Date.now();
    const batch = firestoreDatabase.batch();
    const output: SendWorkoutVideosOutput = { added: [], skipped: [] };
    const targets: string[] = [];
    for (const { videoId, title } of videos) {
      const contentUrl = workoutContentUrl(videoId);
      if (stored.has(contentUrl)) {
        output.skipped.push(videoId);
        continue;
      }
      const document = workoutContent.doc();
      batch.create(document, {
        'content-name': title,
        [contentUrlField]: contentUrl,
        lastUpdated: new Date(now).toISOString(),
        lastUpdatedTimestamp: now,
      });
      output.added.push(videoId);
      targets.push(document.path);
    }
    if (output.added.length > 0) await batch.commit();
    return { output, targets };
  },
);
