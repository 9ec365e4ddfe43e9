import {
  firestoreCollections,
  sendWorkoutVideosOutputSchema,
  type WorkoutVideo,
  workoutContentUrl,
} from '@management-center/contract';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
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

  it('refuses a caller not signed in, and one without the admin claim, adding nothing', async () => {
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
    expect(added).toHaveLength(2);
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
    expect(await latestAuditEntry(app)).toMatchObject({ action: 'sendWorkoutVideos', targets: [] });
  });

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
