import {
  abandonedImageMinimumAgeMs,
  type CleanupImage,
  dayMs,
  exportLinkLifetimeMs,
  hourMs,
  storageFolders,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { type CleanupStore, cleanUp, deleteExpiredExports, removalsPerWrite } from './cleanup.ts';

const now = Date.UTC(2027, 0, 15, 3, 0);

interface MemoryVersion {
  replacedAt: number;
  // The objects the version's value links to.
  images: string[];
}

// An in-memory bucket, content, content history and audit log that records every deletion it is asked for.
class MemoryStore implements CleanupStore {
  readonly objects = new Map<string, number>();
  readonly references = new Set<string>();
  readonly versions = new Map<string, MemoryVersion>();
  readonly versionWrites: string[][] = [];
  readonly audit = new Map<string, number>();
  readonly auditWrites: string[][] = [];
  readonly videoSearchDays = new Set<string>();
  readonly videoSearchDayWrites: string[][] = [];
  readonly exportFiles = new Map<string, number>();
  readonly deletionAttempts: string[] = [];
  readonly undeletable = new Set<string>();

  withObject(path: string, ageMs: number, referenced = false): this {
    this.objects.set(path, now - ageMs);
    if (referenced) this.references.add(path);
    return this;
  }

  withVersion(id: string, replacedAt: number, images: string[] = []): this {
    this.versions.set(id, { replacedAt, images });
    return this;
  }

  withAuditEntry(id: string, at: number): this {
    this.audit.set(id, at);
    return this;
  }

  withExportFile(path: string, ageMs: number): this {
    this.exportFiles.set(path, now - ageMs);
    return this;
  }

  withVideoSearchDay(day: string): this {
    this.videoSearchDays.add(day);
    return this;
  }

  async listContentFolderObjects(): Promise<CleanupImage[]> {
    return [...this.objects].map(([path, createdAt]) => ({ path, createdAt }));
  }

  async referencedObjectPaths(leavingOut: ReadonlySet<string>): Promise<ReadonlySet<string>> {
    const kept = [...this.versions].filter(([id]) => !leavingOut.has(id));
    return new Set([...this.references, ...kept.flatMap(([, { images }]) => images)]);
  }

  async contentVersionIdsBefore(cutoff: number): Promise<string[]> {
    return [...this.versions].filter(([, { replacedAt }]) => replacedAt < cutoff).map(([id]) => id);
  }

  async removeContentVersions(ids: readonly string[]): Promise<void> {
    this.versionWrites.push([...ids]);
    for (const id of ids) this.versions.delete(id);
  }

  async auditEntryIdsBefore(cutoff: number): Promise<string[]> {
    return [...this.audit].filter(([, at]) => at < cutoff).map(([id]) => id);
  }

  async removeAuditEntries(ids: readonly string[]): Promise<void> {
    this.auditWrites.push([...ids]);
    for (const id of ids) this.audit.delete(id);
  }

  async videoSearchDaysBefore(day: string): Promise<string[]> {
    return [...this.videoSearchDays].filter((stored) => stored < day).sort();
  }

  async removeVideoSearchDays(days: readonly string[]): Promise<void> {
    this.videoSearchDayWrites.push([...days]);
    for (const day of days) this.videoSearchDays.delete(day);
  }

  async exportFilesBefore(cutoff: number): Promise<string[]> {
    return [...this.exportFiles].filter(([, createdAt]) => createdAt < cutoff).map(([path]) => path);
  }

  async deleteObject(path: string): Promise<void> {
    this.deletionAttempts.push(path);
    if (this.undeletable.has(path)) throw new Error(`Storage refused to delete ${path}`);
    this.objects.delete(path);
    this.exportFiles.delete(path);
  }
}

const realRun = { now, retentionDays: 400, contentHistoryRetentionDays: 90, dryRun: false };
const dryRun = { ...realRun, dryRun: true };

describe('cleanUp: exports', () => {
  const oldExport = 'exports/a1/users/-Nold.csv';
  const newExport = 'exports/a1/feedback/-Nnew.json';

  it('deletes the exports whose link has expired, and only those', async () => {
    const store = new MemoryStore()
      .withExportFile(oldExport, exportLinkLifetimeMs + 1)
      .withExportFile(newExport, exportLinkLifetimeMs - 60_000);
    const result = await cleanUp(store, realRun);
    expect(result.exportFiles).toBe(1);
    expect([...store.exportFiles.keys()]).toEqual([newExport]);
    expect(store.deletionAttempts).toEqual([oldExport]);
  });

  it('counts them and deletes nothing on a dry run', async () => {
    const store = new MemoryStore().withExportFile(oldExport, 2 * exportLinkLifetimeMs);
    expect((await cleanUp(store, dryRun)).exportFiles).toBe(1);
    expect(store.exportFiles.has(oldExport)).toBe(true);
    expect(store.deletionAttempts).toEqual([]);
  });

  it('tries every old export when one cannot be deleted, after the rest of the cleanup, and then fails naming it', async () => {
    const stuck = 'exports/a1/trash/-Nstuck.csv';
    const store = new MemoryStore()
      .withExportFile(stuck, 2 * exportLinkLifetimeMs)
      .withExportFile(oldExport, 2 * exportLinkLifetimeMs)
      .withAuditEntry('expired', now - 500 * dayMs)
      .withVersion('pruned', now - 100 * dayMs);
    store.undeletable.add(stuck);
    await expect(cleanUp(store, realRun)).rejects.toThrow(`1 of 2 objects could not be deleted: ${stuck}`);
    expect(store.exportFiles.has(oldExport)).toBe(false);
    expect(store.auditWrites).toEqual([['expired']]);
    expect(store.versionWrites).toEqual([['pruned']]);
  });
});

describe('deleteExpiredExports', () => {
  it('deletes every export file past its hour, keeps the others, and says how many', async () => {
    const store = new MemoryStore()
      .withExportFile('exports/a1/users/-Nexpired.csv', exportLinkLifetimeMs + 1)
      .withExportFile('exports/s1/feedback/-Nexpired.json', 30 * exportLinkLifetimeMs)
      .withExportFile('exports/a1/trash/-Nfresh.csv', exportLinkLifetimeMs - 60_000)
      .withObject('AboutMembers/old.png', 900 * dayMs);
    expect(await deleteExpiredExports(store, now)).toBe(2);
    expect([...store.exportFiles.keys()]).toEqual(['exports/a1/trash/-Nfresh.csv']);
    expect(store.objects.has('AboutMembers/old.png')).toBe(true);
  });
});

describe('cleanUp: images', () => {
  it('deletes an unreferenced content image only once it is older than 24 hours', async () => {
    const store = new MemoryStore()
      .withObject('AboutMembers/old.png', abandonedImageMinimumAgeMs + 1)
      .withObject('AboutMembers/exactly-a-day.png', abandonedImageMinimumAgeMs)
      .withObject('AboutMembers/an-hour.png', hourMs)
      .withObject('AboutMembers/uploaded-later.png', -hourMs);
    const result = await cleanUp(store, realRun);
    expect(result.images).toEqual([
      { path: 'AboutMembers/old.png', createdAt: now - abandonedImageMinimumAgeMs - 1 },
    ]);
    expect([...store.objects.keys()]).toEqual([
      'AboutMembers/exactly-a-day.png',
      'AboutMembers/an-hour.png',
      'AboutMembers/uploaded-later.png',
    ]);
  });

  it('never deletes an image that content links to, however old', async () => {
    const store = new MemoryStore()
      .withObject('ProductFeatureIcons/linked.png', 900 * dayMs, true)
      .withObject('ProductFeatureIcons/orphan.png', 900 * dayMs);
    const result = await cleanUp(store, realRun);
    expect(result.images.map(({ path }) => path)).toEqual(['ProductFeatureIcons/orphan.png']);
    expect(store.objects.has('ProductFeatureIcons/linked.png')).toBe(true);
    expect(store.deletionAttempts).toEqual(['ProductFeatureIcons/orphan.png']);
  });

  it('covers each of the six content folders, and only objects directly inside them', async () => {
    const store = new MemoryStore();
    for (const folder of storageFolders) store.withObject(`${folder}/old.png`, 2 * dayMs);
    store
      .withObject('AboutMembers/archive/old.png', 2 * dayMs)
      .withObject('AboutMembers/', 2 * dayMs)
      .withObject('AboutMembersArchive/old.png', 2 * dayMs)
      .withObject('Reports/old.pdf', 2 * dayMs);
    const result = await cleanUp(store, realRun);
    expect(result.images.map(({ path }) => path)).toEqual(
      storageFolders.map((folder) => `${folder}/old.png`).sort(),
    );
    expect([...store.objects.keys()]).toEqual([
      'AboutMembers/archive/old.png',
      'AboutMembers/',
      'AboutMembersArchive/old.png',
      'Reports/old.pdf',
    ]);
  });

  it('keeps an object whose creation time is unknown', async () => {
    const store = new MemoryStore();
    store.objects.set('AboutMembers/undated.png', Number.NaN);
    expect((await cleanUp(store, realRun)).images).toEqual([]);
    expect(store.deletionAttempts).toEqual([]);
  });

  it('tries every deletion when one fails, then fails naming the image that is left', async () => {
    const store = new MemoryStore();
    for (let index = 0; index < 25; index += 1) store.withObject(`AboutMembers/${index}.png`, 2 * dayMs);
    store.undeletable.add('AboutMembers/7.png');
    await expect(cleanUp(store, realRun)).rejects.toThrow(
      '1 of 25 objects could not be deleted: AboutMembers/7.png',
    );
    expect(store.deletionAttempts).toHaveLength(25);
    expect([...store.objects.keys()]).toEqual(['AboutMembers/7.png']);
  });
});

describe('cleanUp: audit entries', () => {
  it('removes the entries older than the retention and keeps the others', async () => {
    const cutoff = now - 400 * dayMs;
    const store = new MemoryStore()
      .withAuditEntry('older', cutoff - 1)
      .withAuditEntry('ancient', 0)
      .withAuditEntry('at-the-limit', cutoff)
      .withAuditEntry('recent', now - dayMs);
    const result = await cleanUp(store, realRun);
    expect(result.auditEntries).toBe(2);
    expect([...store.audit.keys()]).toEqual(['at-the-limit', 'recent']);
    expect(store.auditWrites).toEqual([['older', 'ancient']]);
  });

  it('follows the configured retention', async () => {
    const store = new MemoryStore()
      .withAuditEntry('thirty-one-days', now - 31 * dayMs)
      .withAuditEntry('twenty-nine-days', now - 29 * dayMs);
    await cleanUp(store, { ...realRun, retentionDays: 30 });
    expect([...store.audit.keys()]).toEqual(['twenty-nine-days']);
  });

  it(`removes very many entries in writes of at most ${removalsPerWrite}`, async () => {
    const store = new MemoryStore();
    const count = 2 * removalsPerWrite + 1;
    for (let index = 0; index < count; index += 1) store.withAuditEntry(`e${index}`, index);
    const result = await cleanUp(store, realRun);
    expect(result.auditEntries).toBe(count);
    expect(store.auditWrites.map((ids) => ids.length)).toEqual([removalsPerWrite, removalsPerWrite, 1]);
    expect(store.audit.size).toBe(0);
  });

  it.each([0, -1, 1.5, Number.NaN])(
    'refuses a retention of %s days and deletes nothing',
    async (retentionDays) => {
      const store = new MemoryStore()
        .withAuditEntry('recent', now - dayMs)
        .withObject('AboutMembers/old.png', 2 * dayMs);
      await expect(cleanUp(store, { ...realRun, retentionDays })).rejects.toThrow(/retention/);
      expect(store.audit.size).toBe(1);
      expect(store.deletionAttempts).toEqual([]);
    },
  );
});

describe('cleanUp: content versions', () => {
  const versionCutoff = now - 90 * dayMs;

  it('prunes the versions replaced before the retention and keeps the one at its edge and later ones', async () => {
    const store = new MemoryStore()
      .withVersion('just-older', versionCutoff - 1)
      .withVersion('ancient', 0)
      .withVersion('at-the-limit', versionCutoff)
      .withVersion('recent', now - dayMs);
    const result = await cleanUp(store, realRun);
    expect(result.contentVersions).toBe(2);
    expect([...store.versions.keys()]).toEqual(['at-the-limit', 'recent']);
    expect(store.versionWrites).toEqual([['just-older', 'ancient']]);
  });

  it('follows the configured retention', async () => {
    const store = new MemoryStore()
      .withVersion('eight-days', now - 8 * dayMs)
      .withVersion('six-days', now - 6 * dayMs);
    await cleanUp(store, { ...realRun, contentHistoryRetentionDays: 7 });
    expect([...store.versions.keys()]).toEqual(['six-days']);
  });

  it('keeps an old image that only a kept version shows, however old', async () => {
    const store = new MemoryStore()
      .withObject('AboutMembers/replaced.png', 900 * dayMs)
      .withVersion('kept', versionCutoff, ['AboutMembers/replaced.png']);
    const result = await cleanUp(store, realRun);
    expect(result.images).toEqual([]);
    expect(store.deletionAttempts).toEqual([]);
    expect(store.objects.has('AboutMembers/replaced.png')).toBe(true);
  });

  it('deletes the images of pruned versions in the same run, unless content or a kept version shows them', async () => {
    const store = new MemoryStore()
      .withObject('AboutMembers/only-pruned.png', 200 * dayMs)
      .withObject('AboutMembers/also-kept.png', 200 * dayMs)
      .withObject('AboutMembers/back-on-the-website.png', 200 * dayMs, true)
      .withVersion('pruned', versionCutoff - 1, [
        'AboutMembers/only-pruned.png',
        'AboutMembers/also-kept.png',
        'AboutMembers/back-on-the-website.png',
      ])
      .withVersion('kept', versionCutoff + 1, ['AboutMembers/also-kept.png']);
    const result = await cleanUp(store, realRun);
    expect(result.images.map(({ path }) => path)).toEqual(['AboutMembers/only-pruned.png']);
    expect([...store.objects.keys()].sort()).toEqual([
      'AboutMembers/also-kept.png',
      'AboutMembers/back-on-the-website.png',
    ]);
  });

  it('removes the versions before it deletes their images', async () => {
    const store = new MemoryStore()
      .withObject('AboutMembers/only-pruned.png', 200 * dayMs)
      .withVersion('pruned', versionCutoff - 1, ['AboutMembers/only-pruned.png']);
    const deleteObject = store.deleteObject.bind(store);
    const versionsWhenDeleting: number[] = [];
    store.deleteObject = async (path) => {
      versionsWhenDeleting.push(store.versions.size);
      await deleteObject(path);
    };
    await cleanUp(store, realRun);
    expect(versionsWhenDeleting).toEqual([0]);
  });

  it(`prunes very many versions in writes of at most ${removalsPerWrite}`, async () => {
    const store = new MemoryStore();
    for (let index = 0; index < removalsPerWrite + 1; index += 1) store.withVersion(`v${index}`, index);
    expect((await cleanUp(store, realRun)).contentVersions).toBe(removalsPerWrite + 1);
    expect(store.versionWrites.map((ids) => ids.length)).toEqual([removalsPerWrite, 1]);
  });

  it.each([0, -1, 2.5, Number.NaN])(
    'refuses a content history retention of %s days and deletes nothing',
    async (contentHistoryRetentionDays) => {
      const store = new MemoryStore()
        .withVersion('recent', now - dayMs)
        .withObject('AboutMembers/old.png', 2 * dayMs);
      await expect(cleanUp(store, { ...realRun, contentHistoryRetentionDays })).rejects.toThrow(
        /content history retention/,
      );
      expect(store.versions.size).toBe(1);
      expect(store.deletionAttempts).toEqual([]);
    },
  );
});

describe('cleanUp: video search cache and counts', () => {
  it("removes every past UTC day's in one write and keeps today's, which searches still use", async () => {
    // 03:00 UTC on 2027-01-15: the searches made since midnight are today's.
    const store = new MemoryStore()
      .withVideoSearchDay('2026-12-31')
      .withVideoSearchDay('2027-01-14')
      .withVideoSearchDay('2027-01-15');
    const report = await cleanUp(store, realRun);
    expect(report.videoSearchDays).toBe(2);
    expect(store.videoSearchDayWrites).toEqual([['2026-12-31', '2027-01-14']]);
    expect([...store.videoSearchDays]).toEqual(['2027-01-15']);
  });

  it('writes nothing when only today has searches', async () => {
    const store = new MemoryStore().withVideoSearchDay('2027-01-15');
    expect((await cleanUp(store, realRun)).videoSearchDays).toBe(0);
    expect(store.videoSearchDayWrites).toEqual([]);
  });
});

describe('cleanUp: dry run', () => {
  function storeWithWork(): MemoryStore {
    return new MemoryStore()
      .withObject('BusinessAboutMembers/b-old.png', 3 * dayMs)
      .withObject('AboutMembers/a-old.png', 2 * dayMs)
      .withObject('AboutMembers/linked.png', 3 * dayMs, true)
      .withObject('AboutMembers/only-in-an-old-version.png', 100 * dayMs)
      .withObject('AboutMembers/in-a-kept-version.png', 100 * dayMs)
      .withVersion('old', now - 91 * dayMs, ['AboutMembers/only-in-an-old-version.png'])
      .withVersion('kept', now - 89 * dayMs, ['AboutMembers/in-a-kept-version.png'])
      .withAuditEntry('old', now - 500 * dayMs)
      .withAuditEntry('recent', now - dayMs)
      .withVideoSearchDay('2027-01-14')
      .withVideoSearchDay('2027-01-15')
      .withExportFile('exports/a1/users/-Nold.csv', 2 * dayMs)
      .withExportFile('exports/a1/users/-Nnew.csv', hourMs / 2);
  }

  it('reports what it would delete and deletes nothing', async () => {
    const store = storeWithWork();
    const result = await cleanUp(store, dryRun);
    expect(result).toEqual({
      images: [
        { path: 'AboutMembers/a-old.png', createdAt: now - 2 * dayMs },
        { path: 'AboutMembers/only-in-an-old-version.png', createdAt: now - 100 * dayMs },
        { path: 'BusinessAboutMembers/b-old.png', createdAt: now - 3 * dayMs },
      ],
      auditEntries: 1,
      contentVersions: 1,
      videoSearchDays: 1,
      exportFiles: 1,
      dryRun: true,
    });
    expect(store.deletionAttempts).toEqual([]);
    expect(store.exportFiles.size).toBe(2);
    expect(store.auditWrites).toEqual([]);
    expect(store.versionWrites).toEqual([]);
    expect(store.videoSearchDayWrites).toEqual([]);
    expect(store.objects.size).toBe(5);
    expect(store.versions.size).toBe(2);
    expect(store.audit.size).toBe(2);
  });

  it('reports exactly what a real run then deletes', async () => {
    const store = storeWithWork();
    const report = await cleanUp(store, dryRun);
    const result = await cleanUp(store, realRun);
    expect(result).toEqual({ ...report, dryRun: false });
    expect(store.deletionAttempts).toEqual([
      ...report.images.map(({ path }) => path),
      'exports/a1/users/-Nold.csv',
    ]);
    expect(await cleanUp(store, dryRun)).toEqual({
      images: [],
      auditEntries: 0,
      contentVersions: 0,
      videoSearchDays: 0,
      exportFiles: 0,
      dryRun: true,
    });
  });
});

describe('cleanUp: a run that stops half way', () => {
  it('is finished by the next run, which does nothing twice', async () => {
    const store = new MemoryStore()
      .withAuditEntry('expired', now - 500 * dayMs)
      .withObject('AboutMembers/abandoned.png', 2 * dayMs)
      .withObject('AboutMembers/only-in-a-pruned-version.png', 200 * dayMs)
      .withVersion('pruned', now - 100 * dayMs, ['AboutMembers/only-in-a-pruned-version.png']);
    // The instance dies once the entries and versions are removed, before it has looked for abandoned images.
    const referencedObjectPaths = store.referencedObjectPaths.bind(store);
    store.referencedObjectPaths = async () => {
      throw new Error('The function instance was stopped');
    };
    await expect(cleanUp(store, realRun)).rejects.toThrow('The function instance was stopped');
    expect(store.deletionAttempts).toEqual([]);

    store.referencedObjectPaths = referencedObjectPaths;
    const finished = await cleanUp(store, realRun);
    expect(finished).toEqual({
      images: [
        { path: 'AboutMembers/abandoned.png', createdAt: now - 2 * dayMs },
        { path: 'AboutMembers/only-in-a-pruned-version.png', createdAt: now - 200 * dayMs },
      ],
      auditEntries: 0,
      contentVersions: 0,
      videoSearchDays: 0,
      exportFiles: 0,
      dryRun: false,
    });
    expect(store.objects.size).toBe(0);
    expect(store.auditWrites).toEqual([['expired']]);
    expect(store.versionWrites).toEqual([['pruned']]);
    expect(store.deletionAttempts).toEqual([
      'AboutMembers/abandoned.png',
      'AboutMembers/only-in-a-pruned-version.png',
    ]);
  });
});
