import { searchVideosOutputSchema } from '@management-center/contract';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { escapeHtml } from '../../../emulators/src/http/server.ts';
import type { SearchListResponse } from '../../../emulators/src/video/index.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { withoutAuditLog } from '../support/demo-users.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const backend = inject('backend');
const videoUrl = `http://${backend.host}:${backend.ports.video}`;

// What the stand-in serves for a keyword, read straight from it: the answer the callable must match.
async function servedPage(keyword: string, pageToken?: string): Promise<SearchListResponse> {
  const query = new URLSearchParams({
    part: 'snippet',
    maxResults: '50',
    q: keyword,
    key: backend.videoApiKey,
  });
  if (pageToken !== undefined) query.set('pageToken', pageToken);
  const response = await fetch(`${videoUrl}/youtube/v3/search?${query}`);
  if (!response.ok) throw new Error(`The video stand-in answered ${response.status}`);
  return response.json();
}

async function setQuotaExceeded(exceeded: boolean): Promise<void> {
  const response = await fetch(`${videoUrl}/control/quota-exceeded`, { method: exceeded ? 'PUT' : 'DELETE' });
  if (response.status !== 204)
    throw new Error(`The video stand-in's quota switch answered ${response.status}`);
}

function search(keyword: unknown) {
  return callAs(administrator, 'searchVideos', { keyword }).then((answer) =>
    searchVideosOutputSchema.parse(answer),
  );
}

describe('searchVideos', () => {
  const app = adminAppForSuite();

  afterAll(async () => {
    await setQuotaExceeded(false);
  });

  it('answers the first 100 videos the service serves, with plain-text titles', async () => {
    const first = await servedPage('Core & Cardio');
    const second = await servedPage('Core & Cardio', first.nextPageToken);
    const served = [...first.items, ...second.items];

    const videos = await search('  Core & Cardio  ');

    expect(videos).toHaveLength(100);
    expect(videos).toEqual(
      served.map((item) => ({
        videoId: item.id.videoId,
        title: expect.any(String),
        thumbnailUrl: item.snippet.thumbnails.medium.url,
      })),
    );
    // The service escapes titles; the callable's titles, escaped again, are exactly what it served.
    expect(videos.map((video) => escapeHtml(video.title))).toEqual(served.map((item) => item.snippet.title));
    expect(served.some((item) => /&(amp|#39|quot);/.test(item.snippet.title))).toBe(true);
    expect(videos.some((video) => /&(amp|#39|quot);/.test(video.title))).toBe(false);

    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'searchVideos',
      actorEmail: administrator.email,
      targets: [],
      outcome: 'succeeded',
    });
  });

  it('accepts a keyword of 200 characters', async () => {
    expect(await search('stretch '.repeat(25))).toHaveLength(100);
  });

  it('says clearly that the daily quota is used up, without the key, and searches again once it is reset', async () => {
    await setQuotaExceeded(true);
    try {
      const error = await callFailure(administrator, 'searchVideos', { keyword: 'yoga' });
      expect(error.code).toBe('functions/failed-precondition');
      expect(error.message).toMatch(/^The daily video-search quota is used up\./);
      expect(error.message).not.toContain(backend.videoApiKey);
      expect(await latestAuditEntry(app)).toMatchObject({
        action: 'searchVideos',
        outcome: 'failed',
        errorCode: 'failed-precondition',
      });
    } finally {
      await setQuotaExceeded(false);
    }
    expect(await search('yoga')).toHaveLength(100);
  });

  it.each([
    ['an empty keyword', ''],
    ['a keyword of spaces only', '   '],
    ['a keyword of 201 characters', 'k'.repeat(201)],
    ['a keyword that is not text', 42],
    ['no keyword', undefined],
  ])('refuses %s as invalid-argument naming the field, changing nothing', async (_case, keyword) => {
    const before = await databaseSnapshot();
    const error = await callFailure(administrator, 'searchVideos', { keyword });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toMatch(/^keyword: /);
    expect(error.details).toEqual({ field: 'keyword' });
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('refuses a caller not signed in, and one without the admin claim, without searching or auditing', async () => {
    const before = await databaseSnapshot();
    expect((await callFailure(undefined, 'searchVideos', { keyword: 'yoga' })).code).toBe(
      'functions/unauthenticated',
    );
    expect((await callFailure(member, 'searchVideos', { keyword: 'yoga' })).code).toBe(
      'functions/permission-denied',
    );
    expect(await databaseSnapshot()).toEqual(before);
  });

  it('changes no data but the audit log', async () => {
    const before = await databaseSnapshot();
    await search('pilates');
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(withoutAuditLog(before));
  });
});
