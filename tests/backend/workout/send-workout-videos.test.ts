import {
  callableNames,
  firestoreCollections,
  type SendWorkoutVideosOutput,
  sendWorkoutVideosOutputSchema,
  type WorkoutVideo,
  workoutContentDocumentId,
  workoutContentUrl,
} from '@management-center/contract';
import { httpsCallable } from 'firebase/functions';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditEntriesByKey, latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member, type WebClient, webClient } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const workoutContentSchema = z.object({
  'content-name': z.string(),
  'content-url': z.string(),
  lastUpdated: z.string(),
  lastUpdatedTimestamp: z.number(),
});

type WorkoutContent = z.infer<typeof workoutContentSchema> & { path: string };

// A demo seed video, already in the repository.
const seededVideo: WorkoutVideo = { videoId: 'ml6cT4AZdqI', title: '20 Minute Full Body HIIT Workout' };

// Distinct valid ids: 11 characters, like YouTube's.
function videoId(series: string, index: number): string {
  return `${series}${String(index).padStart(11 - series.length, '0')}`;
}

function videos(series: string, count: number): WorkoutVideo[] {
  return Array.from({ length: count }, (_, index) => ({
    videoId: videoId(series, index),
    title: `${series} workout ${index}`,
  }));
}

function send(sent: unknown) {
  return callAs(administrator, 'sendWorkoutVideos', { videos: sent }).then((answer) =>
    sendWorkoutVideosOutputSchema.parse(answer),
  );
}

// From a console already open and signed in, like a browser tab: the call starts at once.
async function sendFrom(tab: WebClient, sent: WorkoutVideo[]): Promise<SendWorkoutVideosOutput> {
  const answer = await httpsCallable(tab.functions, callableNames.sendWorkoutVideos)({ videos: sent });
  return sendWorkoutVideosOutputSchema.parse(answer.data);
}

function contentPath(videoId: string): string {
  return `${firestoreCollections.workoutContent}/${workoutContentDocumentId(videoId)}`;
}

function byPath(first: { path: string }, second: { path: string }): number {
  return first.path.localeCompare(second.path);
}

function sortedIds(sent: readonly WorkoutVideo[]): string[] {
  return sent.map((video) => video.videoId).sort();
}

describe('sendWorkoutVideos', () => {
  const app = adminAppForSuite();

  async function storedContent(): Promise<WorkoutContent[]> {
    const snapshot = await getFirestore(app).collection(firestoreCollections.workoutContent).get();
    return snapshot.docs.map((document) => ({
      path: document.ref.path,
      ...workoutContentSchema.parse(document.data()),
    }));
  }

  async function storedUrls(): Promise<string[]> {
    return (await storedContent()).map((content) => content['content-url']).sort();
  }

  it('refuses a caller not signed in, and one without a team role, adding nothing', async () => {
    const before = await storedUrls();
    const data = { videos: videos('refused', 1) };
    expect((await callFailure(undefined, 'sendWorkoutVideos', data)).code).toBe('functions/unauthenticated');
    expect((await callFailure(member, 'sendWorkoutVideos', data)).code).toBe('functions/permission-denied');
    expect(await storedUrls()).toEqual(before);
  });

  const good = { videoId: 'AbCdEfGhIj0', title: 'Morning stretch' };
  it.each([
    ['an id of 10 characters', [{ ...good, videoId: 'AbCdEfGhIj' }], 'videos.0.videoId'],
    ['an id of 12 characters', [{ ...good, videoId: 'AbCdEfGhIj01' }], 'videos.0.videoId'],
    [
      'an id with a character YouTube does not use',
      [good, { ...good, videoId: 'AbCdEfGh/j0' }],
      'videos.1.videoId',
    ],
    ['an empty title', [{ ...good, title: '' }], 'videos.0.title'],
    ['a title of spaces only', [{ ...good, title: '   ' }], 'videos.0.title'],
    ['a title of 201 characters', [{ ...good, title: 't'.repeat(201) }], 'videos.0.title'],
    ['a video with a field it does not know', [{ ...good, channel: 'x' }], 'videos.0'],
    ['the same video twice', [good, { ...good, title: 'Again' }], 'videos'],
    ['no videos', [], 'videos'],
    ['101 videos', videos('many', 101), 'videos'],
    ['a single video instead of a list', good, 'videos'],
  ])('refuses %s as invalid-argument naming the field, adding nothing', async (_case, sent, field) => {
    const before = await storedUrls();
    const error = await callFailure(administrator, 'sendWorkoutVideos', { videos: sent });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.details).toEqual({ field });
    expect(await storedUrls()).toEqual(before);
  });

  it('adds one document per new video with the embed link and the time, in one go', async () => {
    const before = await storedContent();
    const startedAt = Date.now();

    const answer = await send([
      { videoId: 'AbCdEfGhIj0', title: '  Morning stretch & "breathing"  ' },
      { videoId: 'Zy_-987654a', title: "Coach's 10-minute core" },
    ]);

    const finishedAt = Date.now();
    expect(answer).toEqual({ added: ['AbCdEfGhIj0', 'Zy_-987654a'], skipped: [] });
    const beforePaths = new Set(before.map((content) => content.path));
    const added = (await storedContent()).filter((content) => !beforePaths.has(content.path));
    expect(added.map(({ path: _path, ...content }) => content)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          'content-name': 'Morning stretch & "breathing"',
          'content-url': 'https://www.youtube.com/embed/AbCdEfGhIj0',
        }),
        expect.objectContaining({
          'content-name': "Coach's 10-minute core",
          'content-url': 'https://www.youtube.com/embed/Zy_-987654a',
        }),
      ]),
    );
    expect(added.map((content) => content.path).sort()).toEqual(
      [contentPath('AbCdEfGhIj0'), contentPath('Zy_-987654a')].sort(),
    );
    for (const content of added) {
      expect(content.lastUpdatedTimestamp).toBeGreaterThanOrEqual(startedAt - 1_000);
      expect(content.lastUpdatedTimestamp).toBeLessThanOrEqual(finishedAt + 1_000);
      expect(content.lastUpdated).toBe(new Date(content.lastUpdatedTimestamp).toISOString());
    }

    const audit = await latestAuditEntry(app);
    expect(audit).toMatchObject({
      action: 'sendWorkoutVideos',
      actorEmail: administrator.email,
      outcome: 'succeeded',
    });
    expect([...audit.targets].sort()).toEqual(added.map((content) => content.path).sort());
  });

  it('skips videos already in the repository: sending the same videos twice adds nothing', async () => {
    const sent = [seededVideo, ...videos('twice', 2)];
    expect(await send(sent)).toEqual({
      added: [videoId('twice', 0), videoId('twice', 1)],
      skipped: ['ml6cT4AZdqI'],
    });
    const afterFirst = await storedContent();

    expect(await send(sent)).toEqual({ added: [], skipped: sent.map((video) => video.videoId) });

    expect(await storedContent()).toEqual(afterFirst);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'sendWorkoutVideos',
      outcome: 'succeeded',
      targets: [],
    });
  });

  it('counts a video stored under a random document id, as the console stored them before, as there', async () => {
    const storedBefore: WorkoutVideo = { videoId: videoId('random', 0), title: 'Stored before' };
    await getFirestore(app)
      .collection(firestoreCollections.workoutContent)
      .add({
        'content-name': storedBefore.title,
        'content-url': workoutContentUrl(storedBefore.videoId),
        lastUpdated: new Date(0).toISOString(),
        lastUpdatedTimestamp: 0,
      });
    const before = await storedContent();

    const answers = await Promise.all([send([storedBefore]), send([storedBefore])]);

    const skipped = { added: [], skipped: [storedBefore.videoId] };
    expect(answers).toEqual([skipped, skipped]);
    expect(await storedContent()).toEqual(before);
  });

  it('stores a video whose id has the shape of an id Firestore reserves (__…__)', async () => {
    const underscored: WorkoutVideo = { videoId: '__abcdefg__', title: 'Underscored' };

    expect(await send([underscored])).toEqual({ added: [underscored.videoId], skipped: [] });

    const stored = (await storedContent()).filter(
      (content) => content['content-url'] === workoutContentUrl(underscored.videoId),
    );
    expect(stored.map((content) => content.path)).toEqual([contentPath(underscored.videoId)]);
  });

  // Each round, every call sends the same two videos and one of its own, from its own tab, all at once: a losing
  // call still adds its own video. Fresh videos each round, 2 to 5 calls.
  it('stores each video once when calls send it at once, and each call answers what it added', async () => {
    const rounds = 16;
    const tabs = await Promise.all(Array.from({ length: 5 }, () => webClient(administrator)));
    try {
      for (let round = 0; round < rounds; round += 1) {
        const shared = videos(`race${round}s`, 2);
        const calls = tabs.slice(0, 2 + (round % 4)).map((tab, call) => ({
          tab,
          sent: [...shared, ...videos(`race${round}o${call}`, 1)],
        }));
        const roundVideos = [...shared, ...calls.flatMap(({ sent }) => sent.slice(shared.length))];
        const auditBefore = await auditEntriesByKey(app);

        const answered = await Promise.all(
          calls.map(async ({ tab, sent }) => ({ sent, answer: await sendFrom(tab, sent) })),
        );

        for (const { sent, answer } of answered) {
          expect([...answer.added, ...answer.skipped].sort()).toEqual(sortedIds(sent));
        }
        expect(answered.flatMap(({ answer }) => answer.added).sort()).toEqual(sortedIds(roundVideos));

        const roundUrls = new Set(roundVideos.map((video) => workoutContentUrl(video.videoId)));
        const stored = (await storedContent()).filter((content) => roundUrls.has(content['content-url']));
        expect(stored.map(({ path, 'content-name': title }) => ({ path, title })).sort(byPath)).toEqual(
          roundVideos.map(({ videoId, title }) => ({ path: contentPath(videoId), title })).sort(byPath),
        );

        const auditEntries = [...(await auditEntriesByKey(app))]
          .filter(([key]) => !auditBefore.has(key))
          .map(([, entry]) => entry);
        expect(auditEntries.map(({ action, outcome }) => ({ action, outcome }))).toEqual(
          calls.map(() => ({ action: 'sendWorkoutVideos', outcome: 'succeeded' })),
        );
        expect(auditEntries.flatMap((entry) => entry.targets).sort()).toEqual(
          roundVideos.map((video) => contentPath(video.videoId)).sort(),
        );
      }
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  }, 240_000);

  it('recognises videos already there beyond the first 30 looked up', async () => {
    const hundred = videos('chunk', 100);
    const laterOnes = hundred.slice(60);
    expect((await send(laterOnes)).added).toHaveLength(40);

    const answer = await send(hundred);

    expect(answer.added).toEqual(hundred.slice(0, 60).map((video) => video.videoId));
    expect(answer.skipped).toEqual(laterOnes.map((video) => video.videoId));
    const urls = await storedUrls();
    expect(urls).toEqual([...new Set(urls)]);
    expect(urls).toEqual(expect.arrayContaining(hundred.map((video) => workoutContentUrl(video.videoId))));
  });
});
