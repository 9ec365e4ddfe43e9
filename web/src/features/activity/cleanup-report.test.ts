import { describe, expect, it } from 'vitest';
import { cleanupSummary, countOf, hasSomethingToDelete } from './cleanup-report.ts';

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
      'Nothing to clean up: no image or audit entry is due for deletion.',
    );
    expect(cleanupSummary({ ...empty, dryRun: false })).toBe('The cleanup found nothing to delete.');
  });
});
