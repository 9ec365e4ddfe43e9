import { describe, expect, it } from 'vitest';
import {
  cleanupAnnouncement,
  cleanupSummary,
  countOf,
  formatBytes,
  hasSomethingToDelete,
  hasSomethingToDo,
  readModelSummary,
  trashAccountsSummary,
  unusedImagesNote,
  unusedImagesSummary,
} from './cleanup-report.ts';

// An image a run before the media library deleted: its report still says so.
const image = { path: 'AboutMembers/1700000000000old.png', createdAt: 1_700_000_000_000 };
const noUnusedImages = { count: 0, bytes: 0 };

describe('cleanup report', () => {
  it('counts in words, singular or plural', () => {
    expect(countOf(1, 'image', 'images')).toBe('1 image');
    expect(countOf(0, 'image', 'images')).toBe('0 images');
    expect(countOf(3, 'audit entry', 'audit entries')).toBe('3 audit entries');
  });

  it('says what a dry run would delete, and counts no image among it', () => {
    expect(cleanupSummary({ unusedImages: { count: 2, bytes: 10 }, auditEntries: 3, dryRun: true })).toBe(
      'The cleanup would delete 3 audit entries.',
    );
  });

  it('says what a real run deleted', () => {
    expect(cleanupSummary({ unusedImages: noUnusedImages, auditEntries: 1, dryRun: false })).toBe(
      'The cleanup deleted 1 audit entry.',
    );
  });

  it('says what a run from before the media library deleted, its images included', () => {
    expect(cleanupSummary({ images: [image], auditEntries: 3, dryRun: true })).toBe(
      'The cleanup would delete 1 image and 3 audit entries.',
    );
    expect(cleanupSummary({ images: [], auditEntries: 1, dryRun: false })).toBe(
      'The cleanup deleted 0 images and 1 audit entry.',
    );
    expect(hasSomethingToDelete({ images: [image], auditEntries: 0, dryRun: true })).toBe(true);
    expect(unusedImagesSummary({ images: [image], auditEntries: 0, dryRun: false })).toBeUndefined();
  });

  it('says when there is nothing to delete', () => {
    const empty = { unusedImages: noUnusedImages, auditEntries: 0 };
    expect(hasSomethingToDelete({ ...empty, dryRun: true })).toBe(false);
    expect(cleanupSummary({ ...empty, dryRun: true })).toBe(
      'Nothing to clean up: no audit entry, content version, deleted user or export is due for deletion.',
    );
    expect(cleanupSummary({ ...empty, dryRun: false })).toBe('The cleanup found nothing to delete.');
    expect(hasSomethingToDelete({ images: [], auditEntries: 0, dryRun: true })).toBe(false);
  });

  it('sends the unused images to the Media Library: they are nothing the cleanup deletes', () => {
    const unused = { unusedImages: { count: 3, bytes: 1_234_567 }, auditEntries: 0 };
    expect(unusedImagesSummary({ ...unused, dryRun: true })).toBe(
      '3 unused images (1.2 MB) in the Media Library: delete them there.',
    );
    expect(unusedImagesNote({ ...unused, dryRun: true })).toEqual({
      images: '3 unused images (1.2 MB)',
      advice: ': delete them there.',
    });
    expect(
      unusedImagesSummary({ unusedImages: { count: 1, bytes: 2048 }, auditEntries: 0, dryRun: false }),
    ).toBe('1 unused image (2 KB) in the Media Library: delete it there.');
    expect(
      unusedImagesSummary({ unusedImages: { count: 1200, bytes: 3e9 }, auditEntries: 0, dryRun: false }),
    ).toBe('1,200 unused images (3 GB) in the Media Library: delete them there.');
    expect(hasSomethingToDelete({ ...unused, dryRun: true })).toBe(false);
    expect(hasSomethingToDo({ ...unused, dryRun: true })).toBe(false);
    expect(cleanupSummary({ ...unused, dryRun: true })).toBe(
      'Nothing to clean up: no audit entry, content version, deleted user or export is due for deletion.',
    );
    expect(cleanupAnnouncement({ ...unused, auditEntries: 2, dryRun: false })).toBe(
      'The cleanup deleted 2 audit entries. 3 unused images (1.2 MB) in the Media Library: delete them there.',
    );
    expect(
      unusedImagesSummary({ unusedImages: noUnusedImages, auditEntries: 0, dryRun: true }),
    ).toBeUndefined();
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1000)).toBe('1 KB');
    expect(formatBytes(34_567)).toBe('34.6 KB');
    expect(formatBytes(123_456)).toBe('123 KB');
    expect(formatBytes(999_960)).toBe('1 MB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.2 MB');
    expect(formatBytes(2.5e12)).toBe('2.5 TB');
  });

  it('says what the check of the lists and figures found, and that a run repairs it', () => {
    const nothingDue = { unusedImages: noUnusedImages, auditEntries: 0 };
    const drift = { ...nothingDue, readModels: { users: 3, figures: 1 } };
    expect(readModelSummary({ ...drift, dryRun: true })).toBe(
      "Out of step with the users' records: the list entries of 3 users and 1 figure shard. Running the cleanup repairs them.",
    );
    expect(readModelSummary({ ...nothingDue, readModels: { users: 1, figures: 0 }, dryRun: false })).toBe(
      "Repaired the list entries of 1 user to match the users' records.",
    );
    expect(readModelSummary({ ...nothingDue, readModels: { users: 0, figures: 2 }, dryRun: true })).toBe(
      "Out of step with the users' records: 2 figure shards. Running the cleanup repairs them.",
    );
    expect(cleanupAnnouncement({ ...drift, dryRun: false })).toBe(
      "The cleanup found nothing to delete. Repaired the list entries of 3 users and 1 figure shard to match the users' records.",
    );
    expect(
      cleanupAnnouncement({
        unusedImages: noUnusedImages,
        auditEntries: 2,
        readModels: { users: 0, figures: 0 },
        dryRun: false,
      }),
    ).toBe('The cleanup deleted 2 audit entries.');
    expect(hasSomethingToDo({ ...drift, dryRun: true })).toBe(true);
    expect(hasSomethingToDelete({ ...drift, dryRun: true })).toBe(false);
  });

  it('says when the lists and figures match, and says nothing for a report from before the check', () => {
    const clean = {
      unusedImages: noUnusedImages,
      auditEntries: 0,
      readModels: { users: 0, figures: 0 },
      dryRun: true,
    };
    expect(readModelSummary(clean)).toBe(
      "The users lists and figures match the users' records (a sample of users and every figure checked).",
    );
    expect(hasSomethingToDo(clean)).toBe(false);
    expect(readModelSummary({ images: [], auditEntries: 0, dryRun: true })).toBeUndefined();
  });

  it('counts the users kept in the trash past its retention among what goes, and the accounts left enabled', () => {
    const nothingElse = { unusedImages: noUnusedImages, auditEntries: 0 };
    const due = { ...nothingElse, userTrash: { deletedForever: 4, accountsDisabled: 1 } };
    expect(cleanupSummary({ ...due, dryRun: true })).toBe(
      'The cleanup would delete 0 audit entries and 4 users kept in the trash past its retention.',
    );
    expect(hasSomethingToDelete({ ...due, dryRun: true })).toBe(true);
    expect(trashAccountsSummary({ ...due, dryRun: true })).toBe(
      'Still enabled: the sign-in account of 1 deleted user. Running the cleanup disables it.',
    );
    const onlyAccounts = {
      ...nothingElse,
      userTrash: { deletedForever: 0, accountsDisabled: 2 },
      dryRun: false,
    };
    expect(hasSomethingToDelete(onlyAccounts)).toBe(false);
    expect(hasSomethingToDo({ ...onlyAccounts, dryRun: true })).toBe(true);
    expect(cleanupAnnouncement(onlyAccounts)).toBe(
      'The cleanup found nothing to delete. Disabled the sign-in accounts of 2 deleted users.',
    );
    expect(
      trashAccountsSummary({
        ...nothingElse,
        userTrash: { deletedForever: 0, accountsDisabled: 0 },
        dryRun: true,
      }),
    ).toBeUndefined();
  });

  it('counts the website content versions past their retention among what goes', () => {
    const report = { unusedImages: noUnusedImages, auditEntries: 0, contentVersions: 2, dryRun: true };
    expect(hasSomethingToDelete(report)).toBe(true);
    expect(cleanupSummary(report)).toBe(
      'The cleanup would delete 0 audit entries and 2 website content versions past their retention.',
    );
    expect(cleanupSummary({ ...report, images: [image] })).toBe(
      'The cleanup would delete 1 image, 0 audit entries and 2 website content versions past their retention.',
    );
  });

  it('counts the exports past their hour among what goes', () => {
    const report = { unusedImages: noUnusedImages, auditEntries: 0, exportFiles: 3, dryRun: false };
    expect(hasSomethingToDelete(report)).toBe(true);
    expect(cleanupSummary(report)).toBe(
      'The cleanup deleted 0 audit entries and 3 export files past their hour.',
    );
  });
});
