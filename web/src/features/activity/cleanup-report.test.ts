import { describe, expect, it } from 'vitest';
import {
  cleanupAnnouncement,
  cleanupSummary,
  countOf,
  hasSomethingToDelete,
  hasSomethingToDo,
  readModelSummary,
  trashAccountsSummary,
} from './cleanup-report.ts';

const image = { path: 'AboutMembers/1700000000000old.png', createdAt: 1_700_000_000_000 };

describe('cleanup report', () => {
  it('counts in words, singular or plural', () => {
    expect(countOf(1, 'image', 'images')).toBe('1 image');
    expect(countOf(0, 'image', 'images')).toBe('0 images');
    expect(countOf(3, 'audit entry', 'audit entries')).toBe('3 audit entries');
  });

  it('says what a dry run would delete', () => {
    expect(cleanupSummary({ images: [image], auditEntries: 3, dryRun: true })).toBe(
      'The cleanup would delete 1 image and 3 audit entries.',
    );
  });

  it('says what a real run deleted', () => {
    expect(cleanupSummary({ images: [], auditEntries: 1, dryRun: false })).toBe(
      'The cleanup deleted 0 images and 1 audit entry.',
    );
  });

  it('says when there is nothing to delete', () => {
    const empty = { images: [], auditEntries: 0 };
    expect(hasSomethingToDelete({ ...empty, dryRun: true })).toBe(false);
    expect(cleanupSummary({ ...empty, dryRun: true })).toBe(
      'Nothing to clean up: no image, audit entry or deleted user is due for deletion.',
    );
    expect(cleanupSummary({ ...empty, dryRun: false })).toBe('The cleanup found nothing to delete.');
  });

  it('says what the check of the lists and figures found, and that a run repairs it', () => {
    const nothingDue = { images: [], auditEntries: 0 };
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
        images: [],
        auditEntries: 2,
        readModels: { users: 0, figures: 0 },
        dryRun: false,
      }),
    ).toBe('The cleanup deleted 0 images and 2 audit entries.');
    expect(hasSomethingToDo({ ...drift, dryRun: true })).toBe(true);
    expect(hasSomethingToDelete({ ...drift, dryRun: true })).toBe(false);
  });

  it('says when the lists and figures match, and says nothing for a report from before the check', () => {
    const clean = { images: [], auditEntries: 0, readModels: { users: 0, figures: 0 }, dryRun: true };
    expect(readModelSummary(clean)).toBe(
      "The users lists and figures match the users' records (a sample of users and every figure checked).",
    );
    expect(hasSomethingToDo(clean)).toBe(false);
    expect(readModelSummary({ images: [], auditEntries: 0, dryRun: true })).toBeUndefined();
  });

  it('counts the users kept in the trash past its retention among what goes, and the accounts left enabled', () => {
    const nothingElse = { images: [], auditEntries: 0 };
    const due = { ...nothingElse, userTrash: { deletedForever: 4, accountsDisabled: 1 } };
    expect(cleanupSummary({ ...due, dryRun: true })).toBe(
      'The cleanup would delete 0 images, 0 audit entries and 4 users kept in the trash past its retention.',
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
    const report = { images: [image], auditEntries: 0, contentVersions: 2, dryRun: true };
    expect(hasSomethingToDelete({ ...report, images: [] })).toBe(true);
    expect(cleanupSummary(report)).toBe(
      'The cleanup would delete 1 image, 0 audit entries and 2 website content versions past their retention.',
    );
  });

  it('counts the exports past their hour among what goes', () => {
    const report = { images: [], auditEntries: 0, exportFiles: 3, dryRun: false };
    expect(hasSomethingToDelete(report)).toBe(true);
    expect(cleanupSummary(report)).toBe(
      'The cleanup deleted 0 images, 0 audit entries and 3 export files past their hour.',
    );
  });
});
