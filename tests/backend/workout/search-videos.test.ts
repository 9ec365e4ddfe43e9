import { databasePaths, searchVideosOutputSchema } from '@management-center/contract';
import { escapeHtml } from '@management-center/emulators/http/server';
import type { ReceivedSearch, SearchListResponse } from '@management-center/emulators/video';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  defaultVideoSearchesPerMemberPerDay,
  defaultVideoSearchesPerProjectPerDay,
} from '../../../functions/src/platform/config.ts';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { type Account, administrator, demoPassword, member } from '../support/clients.ts';
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

function search(keyword: unknown, as: Account = administrator) {
  return callAs(as, 'searchVideos', { keyword }).then((answer) => searchVideosOutputSchema.parse(answer));
}

// The search requests the stand-in has received for a keyword, in any case or spacing.
async function searchesReceivedFor(keyword: string): Promise<ReceivedSearch[]> {
  const response = await fetch(`${videoUrl}/control/searches`);
  const { searches } = (await response.json()) as { searches: ReceivedSearch[] };
  const normalised = (text: string | null) => text?.trim().replace(/\s+/g, ' ').toLowerCase();
  return searches.filter(({ q }) => normalised(q) === normalised(keyword));
}

const today = () => new Date().toISOString().slice(0, 10);

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

  it('refuses a caller not signed in, and one without a team role, without searching or auditing', async () => {
    const before = await databaseSnapshot();
    expect((await callFailure(undefined, 'searchVideos', { keyword: 'yoga' })).code).toBe(
      'functions/unauthenticated',
    );
    expect((await callFailure(member, 'searchVideos', { keyword: 'yoga' })).code).toBe(
      'functions/permission-denied',
    );
    expect(await databaseSnapshot()).toEqual(before);
  });

  it("changes no data but the audit log, the day's cache and the administrator's count of searches", async () => {
    const before = await databaseSnapshot();
    await search('pilates');
    const {
      [databasePaths.videoSearchCache]: _cache,
      [databasePaths.videoSearchUsage]: _usage,
      ...after
    } = withoutAuditLog(await databaseSnapshot()) as Record<string, unknown>;
    const {
      [databasePaths.videoSearchCache]: _cacheBefore,
      [databasePaths.videoSearchUsage]: _usageBefore,
      ...unchanged
    } = withoutAuditLog(before) as Record<string, unknown>;
    expect(after).toEqual(unchanged);
  });
});

describe('searchVideos: the day-long cache', () => {
  const app = adminAppForSuite();

  it('answers the same keyword again, in another case and spacing, without asking the video service', async () => {
    const first = await search('Cache Check Lunges');
    const received = await searchesReceivedFor('Cache Check Lunges');
    expect(received.length).toBeGreaterThan(0);

    expect(await search('  cache   CHECK\tlunges ')).toEqual(first);
    expect(await searchesReceivedFor('Cache Check Lunges')).toEqual(received);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'searchVideos',
      outcome: 'succeeded',
      targets: [],
    });
  });

  it('keeps only the ids, titles and thumbnails of the videos, under the day it was searched', async () => {
    const videos = await search('Cache Shape Rowing');
    const cache = (await getDatabase(app).ref(databasePaths.videoSearchCache).get()).val();
    const entries = Object.values((cache as Record<string, Record<string, unknown>>)[today()] ?? {});
    expect(entries).toContainEqual({ keyword: 'cache shape rowing', videos, storedAt: expect.any(Number) });
  });
});

describe('searchVideos: the daily caps per member and for the team', () => {
  const app = adminAppForSuite();
  const limit = defaultVideoSearchesPerMemberPerDay;

  async function newAdministrator(name: string): Promise<Account & { uid: string }> {
    const email = `${name}@example.com`;
    const { uid } = await getAuth(app).createUser({ email, password: demoPassword });
    await getAuth(app).setCustomUserClaims(uid, { role: 'administrator' });
    return { email, password: demoPassword, uid };
  }

  async function searchesCounted(uid: string): Promise<number> {
    const usage = await getDatabase(app).ref(`${databasePaths.videoSearchUsage}/${today()}/${uid}`).get();
    return Object.keys(usage.val() ?? {}).length;
  }

  it('refuses the search past the cap with resource-exhausted, changing nothing; cached keywords and other administrators still search', async () => {
    const capped = await newAdministrator('capped-searcher');
    const keywords = Array.from({ length: limit }, (_, index) => `Cap Check Squat ${index}`);
    for (const keyword of keywords) expect(await search(keyword, capped)).toHaveLength(100);
    expect(await searchesCounted(capped.uid)).toBe(limit);

    const before = await databaseSnapshot();
    const error = await callFailure(capped, 'searchVideos', { keyword: 'Cap Check One Too Many' });
    expect(error.code).toBe('functions/resource-exhausted');
    expect(error.message).toMatch(
      new RegExp(
        `^You have made your ${limit} video searches for today\\. New keywords can be searched again after midnight UTC \\(in \\d+ h \\d+ min\\)`,
      ),
    );
    expect(withoutAuditLog(await databaseSnapshot())).toEqual(withoutAuditLog(before));
    expect(await searchesReceivedFor('Cap Check One Too Many')).toEqual([]);
    expect(await latestAuditEntry(app)).toMatchObject({
      action: 'searchVideos',
      actorEmail: capped.email,
      outcome: 'failed',
      errorCode: 'resource-exhausted',
    });

    // A keyword searched today is answered from the cache, which costs nothing, for every administrator.
    expect(await search(' cap check squat 3 ', capped)).toHaveLength(100);
    expect(await searchesCounted(capped.uid)).toBe(limit);
    const other = await newAdministrator('other-searcher');
    expect(await search('CAP CHECK SQUAT 5', other)).toHaveLength(100);
    expect(await searchesCounted(other.uid)).toBe(0);

    expect(await search('Cap Check One Too Many', other)).toHaveLength(100);
    expect(await searchesCounted(other.uid)).toBe(1);
    expect(await searchesCounted(capped.uid)).toBe(limit);
  }, 120_000);

  it("refuses every member's search once the team has made the project's searches of the day together", async () => {
    const projectLimit = defaultVideoSearchesPerProjectPerDay;
    const day = getDatabase(app).ref(`${databasePaths.videoSearchUsage}/${today()}`);
    const made = Object.values((await day.get()).val() ?? {}).reduce<number>(
      (total, searches) => total + Object.keys(searches as object).length,
      0,
    );
    // Searches other members made earlier in the day, up to one short of the project's.
    await day.update(
      Object.fromEntries(
        Array.from({ length: projectLimit - 1 - made }, (_, index) => [
          `earlier-member-${index}/call-${index}`,
          Date.now(),
        ]),
      ),
    );
    const last = await newAdministrator('last-searcher');
    expect(await search('Team Cap Burpees', last)).toHaveLength(100);
    const error = await callFailure(last, 'searchVideos', { keyword: 'Team Cap Planks' });
    expect(error.code).toBe('functions/resource-exhausted');
    expect(error.message).toMatch(
      new RegExp(`^The team has made its ${projectLimit} video searches for today, all the video service's`),
    );
    expect(await searchesReceivedFor('Team Cap Planks')).toEqual([]);
    expect(await searchesCounted(last.uid)).toBe(1);
  }, 120_000);
});
