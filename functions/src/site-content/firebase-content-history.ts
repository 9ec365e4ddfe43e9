import {
  contentAttributionPath,
  contentAttributionSchema,
  contentVersionPath,
} from '@management-center/contract';
import { database } from '../platform/firebase.ts';
import { removeAttribution } from './content-attribution.ts';
import type { ContentHistoryStore } from './record-content-version.ts';

export async function firebaseContentHistory(): Promise<ContentHistoryStore> {
  const realtimeDatabase = await database();
  return {
    async attributionOf(nodeKey) {
      const stored = (await realtimeDatabase.ref(contentAttributionPath(nodeKey)).get()).val();
      const parsed = contentAttributionSchema.safeParse(stored);
      return parsed.success ? parsed.data : undefined;
    },
    async createVersion(versionId, version) {
      // A transaction that writes only where nothing is stored: two deliveries of one event running at once
      // store the version once, and the one that did not store it takes up no attribution.
      const { committed } = await realtimeDatabase
        .ref(contentVersionPath(versionId))
        .transaction((current: unknown) => (current === null ? version : undefined));
      return committed;
    },
    async removeAttribution(nodeKey, token) {
      await removeAttribution(realtimeDatabase.ref(contentAttributionPath(nodeKey)), token);
    },
  };
}
