import { describe, expect, it } from 'vitest';
import { videoSearchMessages } from './messages.ts';

describe('videoSearchMessages.dailySearchesUsed', () => {
  it('names the cap and the time left until midnight UTC, rounded up to the minute', () => {
    expect(videoSearchMessages.dailySearchesUsed(20, Date.parse('2026-11-27T21:47:30Z'))).toBe(
      'You have made your 20 video searches for today. New keywords can be searched again after midnight UTC (in 2 h 13 min); keywords already searched today are still answered.',
    );
  });

  it('counts a whole day at midnight itself', () => {
    expect(videoSearchMessages.dailySearchesUsed(5, Date.parse('2026-12-31T00:00:00Z'))).toContain(
      '(in 24 h 0 min)',
    );
  });
});
