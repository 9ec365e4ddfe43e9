import {
  dayMs,
  type MediaImageFacts,
  mediaImageKey,
  mediaImageOf,
  mediaImagePath,
} from '@management-center/contract';
import { startLocalScheduler } from '@management-center/emulators/scheduler/local-scheduler';
import { type PubsubTarget, publishScheduleTick } from '@management-center/emulators/scheduler/publish-tick';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { adminAppForSuite } from '../support/suite-hooks.ts';

// scheduledCleanup through the whole local path: a tick published to its Pub/Sub topic, firebase-tools' Functions
// emulator subscribed to it through the registered Pub/Sub emulator, the function run with Cloud Scheduler's
// headers. Its effect: audit entries older than the retention (AUDIT_RETENTION_DAYS, 400 locally) are removed; an
// image that no content row uses stays, however old, in Storage and in the media library.
const backend = inject('backend');
const pubsub: PubsubTarget = {
  emulatorHost: `${backend.host}:${backend.ports.pubsub}`,
  projectId: backend.projectId,
};
const runTimeoutMs = 30_000;

const app = adminAppForSuite();

function auditEntry(at: number) {
  return {
    action: 'scheduleFeedback',
    actorUid: 'someone',
    actorEmail: 'someone@example.com',
    at,
    outcome: 'succeeded',
  };
}

async function auditIds(): Promise<string[]> {
  return Object.keys((await getDatabase(app).ref('AuditLog').get()).val() ?? {}).sort();
}

async function addExpiredEntry(id: string): Promise<void> {
  await getDatabase(app)
    .ref(`AuditLog/${id}`)
    .set(auditEntry(Date.now() - 401 * dayMs));
}

beforeEach(async () => {
  await getDatabase(app)
    .ref('AuditLog')
    .set({ expired: auditEntry(Date.now() - 2000 * dayMs), kept: auditEntry(Date.now() - 399 * dayMs) });
});

// An image uploaded long ago that no row uses, with its library entry.
async function addUnusedImage(objectPath: string): Promise<void> {
  await getStorage(app)
    .bucket()
    .file(objectPath)
    .save(Buffer.from([137, 80, 78, 71]), { contentType: 'image/png' });
  const facts: MediaImageFacts = {
    objectPath,
    folder: 'AboutMembers',
    fileName: 'forgotten.png',
    url: `http://127.0.0.1/v0/b/bucket/o/${encodeURIComponent(objectPath)}?alt=media`,
    bytes: 4,
    contentType: 'image/png',
    uploadedAt: Date.now() - 900 * dayMs,
  };
  await getDatabase(app)
    .ref(mediaImagePath(mediaImageKey(objectPath)))
    .set(mediaImageOf(facts, {}));
}

describe('scheduledCleanup', () => {
  it('runs when a tick of its schedule is published, removes the expired audit entries and deletes no image', async () => {
    const unusedImage = `AboutMembers/${Date.now()}forgotten.png`;
    await addUnusedImage(unusedImage);
    await publishScheduleTick(pubsub, 'scheduledCleanup');
    await expect.poll(auditIds, { timeout: runTimeoutMs, interval: 250 }).toEqual(['kept']);
    const [exists] = await getStorage(app).bucket().file(unusedImage).exists();
    expect(exists).toBe(true);
    expect(
      (
        await getDatabase(app)
          .ref(mediaImagePath(mediaImageKey(unusedImage)))
          .get()
      ).exists(),
    ).toBe(true);
  });

  it('runs again and again on a shortened schedule', async () => {
    const lines: string[] = [];
    const scheduler = await startLocalScheduler({
      functionsUrl: `http://${backend.host}:${backend.ports.functions}`,
      pubsub,
      log: (line) => lines.push(line),
      everySeconds: 1,
    });
    try {
      expect(scheduler.functionNames).toEqual([
        'countActiveUsersDaily',
        'enableExpiredSignIns',
        'publishDueReleases',
        'scheduledCleanup',
        'sweepEmailOutbox',
        'sweepExpiredExports',
      ]);
      await expect.poll(auditIds, { timeout: runTimeoutMs, interval: 250 }).toEqual(['kept']);
      await addExpiredEntry('expired-later');
      await expect.poll(auditIds, { timeout: runTimeoutMs, interval: 250 }).toEqual(['kept']);
      // How each run ended comes back from firebase-tools, after the run.
      await expect
        .poll(
          () =>
            lines.filter((line) => /^scheduledCleanup: ran for the tick of \S+ in \d+ ms$/.test(line)).length,
          {
            timeout: 5_000,
          },
        )
        .toBeGreaterThanOrEqual(2);
    } finally {
      await scheduler.stop();
    }
    expect(lines.find((line) => line.startsWith('scheduledCleanup:'))).toMatch(
      /^scheduledCleanup: every 1 s .*first run at /,
    );
    expect(
      lines.filter((line) => /^scheduledCleanup: published at \S+, next run at \S+$/.test(line)).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
