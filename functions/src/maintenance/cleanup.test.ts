import {
  dayMs,
  exportLinkLifetimeMs,
  hourMs,
  storageFolders,
  type UnusedImagesReport,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { type CleanupStore, cleanUp, deleteExpiredExports, removalsPerWrite } from './cleanup.ts';

const now = Date.UTC(2027, 0, 15, 3, 0);

interface MemoryVersion {
  replacedAt: number;
  // The objects the version's value links to.
  images: string[];
}

interface MemoryLibraryImage {
  bytes: number;
  // Whether a content row uses it (the read model's `uses`).
  used: boolean;
}

// An in-memory bucket, media library, content history and audit log that records every deletion it is asked for.
class MemoryStore implements CleanupStore {
  readonly objects = new Map<string, number>();
  readonly library = new Map<string, MemoryLibraryImage>();
  libraryReads = 0;
  readonly versions = new Map<string, MemoryVersion>();
  readonly versionWrites: string[][] = [];
  readonly audit = new Map<string, number>();
  readonly auditWrites: string[][] = [];
  readonly videoSearchDays = new Set<string>();
  readonly videoSearchDayWrites: string[][] = [];
  readonly exportFiles = new Map<string, number>();
  readonly deletionAttempts: string[] = [];
  readonly undeletable = new Set<string>();

  withObject(path: string, ageMs: number): this {
    this.objects.set(path, now - ageMs);
    return this;
  }

  // An image stored in Storage with its entry in the media library.
  withLibraryImage(path: string, ageMs: number, bytes: number, used: boolean): this {
    this.withObject(path, ageMs);
    this.library.set(path, { bytes, used });
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

  async unusedLibraryImages(): Promise<UnusedImagesReport> {
    this.libraryReads += 1;
    const unused = [...this.library.values()].filter(({ used }) => !used);
    return { count: unused.length, bytes: unused.reduce((total, { bytes }) => total + bytes, 0) };
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
  const noUnusedImages = { count: 0, bytes: 0 };

  it('deletes no content image, however old and whatever links to it, and reports the unused ones in the library', async () => {
    const store = new MemoryStore()
      .withLibraryImage('AboutMembers/unused-old.png', 900 * dayMs, 1_200_000, false)
      .withLibraryImage('ProductFeatureIcons/unused-fresh.png', hourMs, 34_567, false)
      .withLibraryImage('BusinessAboutMembers/used.png', 900 * dayMs, 50_000, true)
      .withObject('AboutMembers/not-in-the-library.png', 900 * dayMs);
    const result = await cleanUp(store, realRun);
    expect(result.unusedImages).toEqual({ count: 2, bytes: 1_234_567 });
    expect(result).not.toHaveProperty('images');
    expect(store.deletionAttempts).toEqual([]);
    expect([...store.objects.keys()]).toEqual([
      'AboutMembers/unused-old.png',
      'ProductFeatureIcons/unused-fresh.png',
      'BusinessAboutMembers/used.png',
      'AboutMembers/not-in-the-library.png',
    ]);
  });

  it('counts from the media library, not from Storage: an object without an entry is neither counted nor deleted', async () => {
    const store = new MemoryStore();
    for (const folder of storageFolders) store.withObject(`${folder}/old.png`, 900 * dayMs);
    const result = await cleanUp(store, realRun);
    expect(result.unusedImages).toEqual(noUnusedImages);
    expect(store.libraryReads).toBe(1);
    expect(store.deletionAttempts).toEqual([]);
    expect(store.objects.size).toBe(storageFolders.length);
  });

  it('reports no unused image when content uses every one in the library', async () => {
    const store = new MemoryStore()
      .withLibraryImage('AboutMembers/a.png', 2 * dayMs, 10, true)
      .withLibraryImage('ProductFeatureIcons/b.png', 2 * dayMs, 20, true);
    expect((await cleanUp(store, realRun)).unusedImages).toEqual(noUnusedImages);
    expect(store.objects.size).toBe(2);
  });

  it('reports the same unused images in a dry run and a real run, and again after the real run', async () => {
    const store = new MemoryStore()
      .withLibraryImage('AboutMembers/unused.png', 2 * dayMs, 4096, false)
      .withLibraryImage('AboutMembers/used.png', 2 * dayMs, 8192, true);
    const expected = { count: 1, bytes: 4096 };
    expect((await cleanUp(store, dryRun)).unusedImages).toEqual(expected);
    expect((await cleanUp(store, realRun)).unusedImages).toEqual(expected);
    expect((await cleanUp(store, realRun)).unusedImages).toEqual(expected);
    expect(store.deletionAttempts).toEqual([]);
    expect(store.library.size).toBe(2);
  });

  it('fails the run when the library cannot be read, and deletes nothing', async () => {
    const store = new MemoryStore()
      .withAuditEntry('expired', now - 500 * dayMs)
      .withVersion('pruned', now - 100 * dayMs)
      .withExportFile('exports/a1/users/-Nold.csv', 2 * exportLinkLifetimeMs);
    store.unusedLibraryImages = async () => {
      throw new Error('The database is unavailable');
    };
    await expect(cleanUp(store, realRun)).rejects.toThrow('The database is unavailable');
    expect(store.auditWrites).toEqual([]);
    expect(store.versionWrites).toEqual([]);
    expect(store.deletionAttempts).toEqual([]);
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

  it('keeps the images of the versions it prunes, and of those it keeps, however old', async () => {
    const store = new MemoryStore()
      .withLibraryImage('AboutMembers/only-pruned.png', 200 * dayMs, 300, false)
      .withLibraryImage('AboutMembers/only-kept.png', 900 * dayMs, 500, false)
      .withLibraryImage('AboutMembers/back-on-the-website.png', 200 * dayMs, 700, true)
      .withVersion('pruned', versionCutoff - 1, [
        'AboutMembers/only-pruned.png',
        'AboutMembers/back-on-the-website.png',
      ])
      .withVersion('kept', versionCutoff + 1, ['AboutMembers/only-kept.png']);
    const result = await cleanUp(store, realRun);
    expect(result.contentVersions).toBe(1);
    expect([...store.versions.keys()]).toEqual(['kept']);
    expect(result.unusedImages).toEqual({ count: 2, bytes: 800 });
    expect(store.deletionAttempts).toEqual([]);
    expect([...store.objects.keys()].sort()).toEqual([
      'AboutMembers/back-on-the-website.png',
      'AboutMembers/only-kept.png',
      'AboutMembers/only-pruned.png',
    ]);
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
      .withLibraryImage('BusinessAboutMembers/b-old.png', 3 * dayMs, 2_000, false)
      .withLibraryImage('AboutMembers/a-old.png', 2 * dayMs, 1_000, false)
      .withLibraryImage('AboutMembers/linked.png', 3 * dayMs, 4_000, true)
      .withLibraryImage('AboutMembers/only-in-an-old-version.png', 100 * dayMs, 8_000, false)
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

  it('reports what it would delete and the unused images, and deletes nothing', async () => {
    const store = storeWithWork();
    const result = await cleanUp(store, dryRun);
    expect(result).toEqual({
      unusedImages: { count: 3, bytes: 11_000 },
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

  it('reports exactly what a real run then deletes, which deletes no image', async () => {
    const store = storeWithWork();
    const report = await cleanUp(store, dryRun);
    const result = await cleanUp(store, realRun);
    expect(result).toEqual({ ...report, dryRun: false });
    expect(store.deletionAttempts).toEqual(['exports/a1/users/-Nold.csv']);
    expect(store.objects.size).toBe(5);
    expect(await cleanUp(store, dryRun)).toEqual({
      unusedImages: { count: 3, bytes: 11_000 },
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
      .withLibraryImage('AboutMembers/unused.png', 2 * dayMs, 512, false)
      .withLibraryImage('AboutMembers/only-in-a-pruned-version.png', 200 * dayMs, 256, false)
      .withVersion('pruned', now - 100 * dayMs, ['AboutMembers/only-in-a-pruned-version.png'])
      .withExportFile('exports/a1/users/-Nold.csv', 2 * exportLinkLifetimeMs);
    // The instance dies once the audit entries are removed, while it removes the versions.
    const removeContentVersions = store.removeContentVersions.bind(store);
    store.removeContentVersions = async () => {
      throw new Error('The function instance was stopped');
    };
    await expect(cleanUp(store, realRun)).rejects.toThrow('The function instance was stopped');
    expect(store.auditWrites).toEqual([['expired']]);
    expect(store.deletionAttempts).toEqual([]);

    store.removeContentVersions = removeContentVersions;
    const finished = await cleanUp(store, realRun);
    expect(finished).toEqual({
      unusedImages: { count: 2, bytes: 768 },
      auditEntries: 0,
      contentVersions: 1,
      videoSearchDays: 0,
      exportFiles: 1,
      dryRun: false,
    });
    expect(store.objects.size).toBe(2);
    expect(store.auditWrites).toEqual([['expired']]);
    expect(store.versionWrites).toEqual([['pruned']]);
    expect(store.deletionAttempts).toEqual(['exports/a1/users/-Nold.csv']);
  });
});
