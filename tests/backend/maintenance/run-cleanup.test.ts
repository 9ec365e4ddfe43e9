import {
  dayMs,
  type ImageUse,
  type MediaImageFacts,
  mediaImageKey,
  mediaImageOf,
  mediaImagePath,
  mediaLibraryPath,
  utcDayOfOrThrow,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { databaseSnapshot } from '../support/backend-data.ts';
import { callAs, callFailure } from '../support/callables.ts';
import { administrator, member } from '../support/clients.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// The runCleanup callable through the Functions emulator. It deletes no image: it counts the media library's images
// that no content row uses, with their size, and leaves them, however old, for the library's Delete.
// AUDIT_RETENTION_DAYS as the launcher sets it for the local backend (the production default too).
const retentionDays = 400;

const now = Date.now();
const expiredEntries = {
  'expired-just': now - (retentionDays + 1) * dayMs,
  'expired-long': now - 2000 * dayMs,
  'expired-epoch': 0,
};
const keptEntries = {
  'kept-almost': now - (retentionDays - 1) * dayMs,
  'kept-recent': now - dayMs,
};

// A video search of a past UTC day and one of today, each with its cache entry and its administrator's count.
const today = utcDayOfOrThrow(now);
const pastDay = '2026-01-31';
function videoSearchesOf(day: string) {
  return {
    [`videoSearchCache/${day}/keywordHash`]: { keyword: 'yoga', storedAt: Date.parse(day) },
    [`videoSearchUsage/${day}/someone`]: { someCall: Date.parse(day) },
  };
}

// The demo data holds no deleted users (the trash's part of the cleanup: tests/backend/users/user-trash.test.ts).
const emptyTrash = { deletedForever: 0, accountsDisabled: 0 };

// What a run reports while nothing is removed yet, dry or real: the three expired audit entries, the past day's
// searches, and the library's unused images (those of the demo data and the suite's two).
function reportBeforeRemoval(dryRun: boolean) {
  return {
    unusedImages: unusedWithTheSuites(),
    auditEntries: 3,
    contentVersions: 0,
    videoSearchDays: 1,
    // The exports of the suites before are less than a day old.
    exportFiles: 0,
    readModels: expect.any(Object),
    userTrash: emptyTrash,
    dryRun,
  };
}

const app = adminAppForSuite();
// In Storage without a library entry: the cleanup neither counts nor deletes it.
let orphanPath: string;

// Library entries of the suite's own, each with its file in Storage: two that no content row uses (one uploaded long
// ago) and one that a row uses.
const libraryImages = [
  { folder: 'AboutMembers', name: 'unused-member.png', bytes: 1_200_000, ageMs: 900 * dayMs, used: false },
  { folder: 'ProductFeatureIcons', name: 'unused-icon.png', bytes: 34_567, ageMs: 0, used: false },
  { folder: 'BusinessAboutMembers', name: 'used-member.png', bytes: 50_000, ageMs: 900 * dayMs, used: true },
] as const;
const libraryObjects = libraryImages.map(({ folder, name }) => `${folder}/${now}${name}`);
const suiteUnused = { count: 2, bytes: 1_234_567 };
// What the library held that no row uses before the suite added its entries.
let unusedBefore: { count: number; bytes: number };

function unusedWithTheSuites() {
  return { count: unusedBefore.count + suiteUnused.count, bytes: unusedBefore.bytes + suiteUnused.bytes };
}

const memberUse: ImageUse = {
  target: 'businessAboutUsMember',
  itemId: 'cleanup-member',
  place: ['Business website', 'About Us', 'Members', 'Cleanup'],
};

function libraryEntry(
  objectPath: string,
  folder: MediaImageFacts['folder'],
  bytes: number,
  uploadedAt: number,
) {
  const facts: MediaImageFacts = {
    objectPath,
    folder,
    fileName: objectPath.slice(objectPath.indexOf('/') + 1 + String(now).length),
    url: `http://127.0.0.1/v0/b/bucket/o/${encodeURIComponent(objectPath)}?alt=media`,
    bytes,
    contentType: 'image/png',
    uploadedAt,
  };
  return facts;
}

// The library's unused images as its entries' uses say, independently of the ordering keys the cleanup reads.
async function unusedInLibrary(): Promise<{ count: number; bytes: number }> {
  const entries: Record<string, { bytes: number; uses?: Record<string, unknown> }> =
    (await getDatabase(app).ref(mediaLibraryPath).get()).val() ?? {};
  const unused = Object.values(entries).filter(({ uses }) => Object.keys(uses ?? {}).length === 0);
  return { count: unused.length, bytes: unused.reduce((total, { bytes }) => total + bytes, 0) };
}

async function objectsExist(paths: readonly string[]): Promise<boolean[]> {
  return Promise.all(paths.map(async (path) => (await getStorage(app).bucket().file(path).exists())[0]));
}

function auditEntry(action: string, at: number) {
  return { action, actorUid: 'someone', actorEmail: 'someone@example.com', at, outcome: 'succeeded' };
}

// Two entries that named users, copied onto their timelines: the expired one's copies go with it.
const timelineUsers = ['timeline-user-a', 'timeline-user-b'];
const entriesNamingUsers = ['expired-long', 'kept-recent'];

function timelineCopy(userId: string, entryId: string): string {
  return `userTimeline/${userId}/${entryId}`;
}

async function timelineCopies(): Promise<string[]> {
  const copies = await Promise.all(
    timelineUsers.flatMap((userId) =>
      entriesNamingUsers.map(async (entryId) =>
        (await getDatabase(app).ref(timelineCopy(userId, entryId)).get()).exists()
          ? [timelineCopy(userId, entryId)]
          : [],
      ),
    ),
  );
  return copies.flat();
}

async function storedObjectNames(): Promise<string[]> {
  const [files] = await getStorage(app).bucket().getFiles();
  return files.map((file) => file.name).sort();
}

async function auditLog(): Promise<Record<string, { action: string; at: number }>> {
  return (await getDatabase(app).ref('AuditLog').get()).val() ?? {};
}

async function contentImageUrls(): Promise<string[]> {
  const [product, business] = await Promise.all([
    getDatabase(app).ref('ProductWebsite').get(),
    getDatabase(app).ref('BusinessUserWebsite').get(),
  ]);
  return JSON.stringify([product.val(), business.val()]).match(/http:\/\/[^"]+\/v0\/b\/[^"]+/g) ?? [];
}

// Everything but the entry that the run itself appends to the audit log.
function withoutAuditEntry(snapshot: unknown, id: string): unknown {
  const { AuditLog: entries, ...rest } = snapshot as { AuditLog: Record<string, unknown> };
  const { [id]: _appended, ...others } = entries;
  return { ...rest, AuditLog: others };
}

beforeAll(async () => {
  // Named like an upload of the console: a millisecond timestamp, then the file name.
  orphanPath = `AboutMembers/${now}unlinked-member.png`;
  for (const path of [orphanPath, ...libraryObjects]) {
    await getStorage(app)
      .bucket()
      .file(path)
      .save(Buffer.from([137, 80, 78, 71]), { contentType: 'image/png' });
  }
  unusedBefore = await unusedInLibrary();
  await getDatabase(app)
    .ref()
    .update(
      Object.fromEntries(
        libraryImages.map(({ folder, bytes, ageMs, used }, index) => {
          const objectPath = libraryObjects[index] ?? '';
          const facts = libraryEntry(objectPath, folder, bytes, now - ageMs);
          return [
            mediaImagePath(mediaImageKey(objectPath)),
            mediaImageOf(facts, used ? { 'businessAboutUsMember:cleanup-member': memberUse } : {}),
          ];
        }),
      ),
    );
  expect(await unusedInLibrary()).toEqual(unusedWithTheSuites());
  await getDatabase(app)
    .ref('AuditLog')
    .set(
      Object.fromEntries(
        Object.entries({ ...expiredEntries, ...keptEntries }).map(([id, at]) => [
          id,
          entriesNamingUsers.includes(id)
            ? {
                ...auditEntry('approveFeedback', at),
                targets: timelineUsers.map((userId) => `users/${userId}/feedback`),
              }
            : auditEntry('scheduleFeedback', at),
        ]),
      ),
    );
  await getDatabase(app)
    .ref()
    .update({ ...videoSearchesOf(pastDay), ...videoSearchesOf(today) });
  await getDatabase(app)
    .ref()
    .update(
      Object.fromEntries(
        timelineUsers.flatMap((userId) =>
          entriesNamingUsers.map((entryId) => [
            timelineCopy(userId, entryId),
            { type: 'action', at: now, action: 'approveFeedback', actor: 'someone@example.com' },
          ]),
        ),
      ),
    );
});

async function videoSearchDays(): Promise<Record<string, string[]>> {
  const [cache, usage] = await Promise.all(
    ['videoSearchCache', 'videoSearchUsage'].map(async (path) =>
      Object.keys((await getDatabase(app).ref(path).get()).val() ?? {}),
    ),
  );
  return { cache: cache ?? [], usage: usage ?? [] };
}

describe('runCleanup', () => {
  it('refuses a caller without a team role, and one not signed in, and changes nothing', async () => {
    const database = await databaseSnapshot();
    const objects = await storedObjectNames();
    expect((await callFailure(member, 'runCleanup', { dryRun: false })).code).toBe(
      'functions/permission-denied',
    );
    expect((await callFailure(undefined, 'runCleanup', { dryRun: false })).code).toBe(
      'functions/unauthenticated',
    );
    expect(await databaseSnapshot()).toEqual(database);
    expect(await storedObjectNames()).toEqual(objects);
  });

  it.each([
    ['no dryRun', {}],
    ['a dryRun that is not a boolean', { dryRun: 'false' }],
    ['an unknown field', { dryRun: false, olderThanDays: 1 }],
  ])('refuses input with %s and changes nothing', async (_, input) => {
    const database = await databaseSnapshot();
    const error = await callFailure(administrator, 'runCleanup', input);
    expect(error.code).toBe('functions/invalid-argument');
    expect(await databaseSnapshot()).toEqual(database);
  });

  it('names the field in its refusal', async () => {
    const error = await callFailure(administrator, 'runCleanup', { dryRun: 'yes' });
    expect(error.message).toMatch(/^dryRun: /);
    expect(error.details).toEqual({ field: 'dryRun' });
  });

  it('in a dry run, reports the expired audit entries and the unused images, and deletes nothing', async () => {
    const database = await databaseSnapshot();
    const objects = await storedObjectNames();
    const result = await callAs(administrator, 'runCleanup', { dryRun: true });
    expect(result).toEqual(reportBeforeRemoval(true));
    const entries = await auditLog();
    const appended = Object.keys(entries).filter((id) => !(id in expiredEntries) && !(id in keptEntries));
    expect(appended).toHaveLength(1);
    expect(withoutAuditEntry(await databaseSnapshot(), appended[0] ?? '')).toEqual(database);
    expect(await storedObjectNames()).toEqual(objects);
    expect(objects).toEqual(expect.arrayContaining([orphanPath, ...libraryObjects]));
    expect(await videoSearchDays()).toEqual({ cache: [pastDay, today], usage: [pastDay, today] });
  });

  it('audits the dry run as a run that changed nothing', async () => {
    expect(await latestAuditEntry(app)).toEqual({
      action: 'runCleanup',
      actorUid: expect.any(String),
      actorEmail: administrator.email,
      targets: [],
      at: expect.any(Number),
      outcome: 'succeeded',
      changedNothing: true,
    });
  });

  it('in a real run, removes the expired audit entries and keeps the rest, and every image', async () => {
    const before = await auditLog();
    const objects = await storedObjectNames();
    const library = (await getDatabase(app).ref(mediaLibraryPath).get()).val();
    const result = await callAs(administrator, 'runCleanup', { dryRun: false });
    expect(result).toEqual(reportBeforeRemoval(false));
    const after = await auditLog();
    for (const id of Object.keys(expiredEntries)) expect(after).not.toHaveProperty(id);
    for (const [id, entry] of Object.entries(before)) {
      if (!(id in expiredEntries)) expect(after[id]).toEqual(entry);
    }
    expect(await storedObjectNames()).toEqual(objects);
    expect((await getDatabase(app).ref(mediaLibraryPath).get()).val()).toEqual(library);
    // The expired entry's copies on the users' timelines went with it; the kept entry's stay.
    expect(await timelineCopies()).toEqual(
      timelineUsers.map((userId) => timelineCopy(userId, 'kept-recent')),
    );
  });

  it("in the same run, removes the past days' video search cache and counts and keeps today's", async () => {
    expect(await videoSearchDays()).toEqual({ cache: [today], usage: [today] });
  });

  it('audits the real run with the audit log and the video searches as its targets', async () => {
    expect(await latestAuditEntry(app)).toEqual({
      action: 'runCleanup',
      actorUid: expect.any(String),
      actorEmail: administrator.email,
      targets: ['AuditLog', 'videoSearchCache', 'videoSearchUsage'],
      at: expect.any(Number),
      outcome: 'succeeded',
    });
  });

  it('never deletes an image that website content links to, nor one that nothing uses, however old', async () => {
    const urls = await contentImageUrls();
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    expect(await storedObjectNames()).toContain(orphanPath);
    expect(await objectsExist(libraryObjects)).toEqual([true, true, true]);
    expect(await unusedInLibrary()).toEqual(unusedWithTheSuites());
  });

  it('finds nothing more to remove on a second run, and the same unused images', async () => {
    expect(await callAs(administrator, 'runCleanup', { dryRun: false })).toEqual({
      unusedImages: unusedWithTheSuites(),
      auditEntries: 0,
      contentVersions: 0,
      videoSearchDays: 0,
      exportFiles: 0,
      // The first real run repaired the sample it checked; what a run checks next is another sample.
      readModels: expect.objectContaining({ figures: 0 }),
      userTrash: emptyTrash,
      dryRun: false,
    });
  });

  it('counts every unused image, page after page, those uploaded at the same moment included', async () => {
    // More than two pages of the store's reads, all with the same upload time: only their keys order them.
    const count = 1001;
    const uploadedAt = now - 30 * dayMs;
    await getDatabase(app)
      .ref()
      .update(
        Object.fromEntries(
          Array.from({ length: count }, (_, index) => {
            const objectPath = `BusinessBenefitsIconImage/${now}bulk-${String(index).padStart(4, '0')}.png`;
            const facts = libraryEntry(objectPath, 'BusinessBenefitsIconImage', 100, uploadedAt);
            return [mediaImagePath(mediaImageKey(objectPath)), mediaImageOf(facts, {})];
          }),
        ),
      );
    const expected = {
      count: unusedWithTheSuites().count + count,
      bytes: unusedWithTheSuites().bytes + count * 100,
    };
    expect(await unusedInLibrary()).toEqual(expected);
    const report = await callAs(administrator, 'runCleanup', { dryRun: true });
    expect(report).toMatchObject({ unusedImages: expected, dryRun: true });
    expect(report).not.toHaveProperty('images');
  });
});
