import { logger } from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { performCleanup } from './perform-cleanup.ts';
import { scheduledCleanup } from './scheduled-cleanup.ts';

vi.mock('./perform-cleanup.ts', () => ({ performCleanup: vi.fn() }));

describe('scheduledCleanup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs the cleanup for real every day and logs what it removed and repaired, and the unused images it left', async () => {
    vi.mocked(performCleanup).mockResolvedValue({
      unusedImages: { count: 3, bytes: 1_200_000 },
      auditEntries: 3,
      contentVersions: 4,
      videoSearchDays: 2,
      readModels: { users: 2, figures: 1 },
      dryRun: false,
    });
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    await scheduledCleanup.run({ scheduleTime: new Date().toISOString() });
    expect(performCleanup).toHaveBeenCalledExactlyOnceWith(false);
    expect(info).toHaveBeenCalledWith('Daily cleanup finished', {
      unusedImages: { count: 3, bytes: 1_200_000 },
      removedAuditEntries: 3,
      prunedContentVersions: 4,
      removedVideoSearchDays: 2,
      repairedReadModels: { users: 2, figures: 1 },
    });
    expect(scheduledCleanup.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every day 03:00' });
  });

  it('fails the run when the cleanup fails, so the failure shows in the scheduler', async () => {
    vi.mocked(performCleanup).mockRejectedValue(new Error('Storage unavailable'));
    await expect(scheduledCleanup.run({ scheduleTime: new Date().toISOString() })).rejects.toThrow(
      'Storage unavailable',
    );
  });
});
