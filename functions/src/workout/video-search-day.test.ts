import { describe, expect, it } from 'vitest';
import { normalisedKeyword, videoSearchCachePath, videoSearchDayPath } from './video-search-day.ts';

describe('the keys of the video search cache and counts', () => {
  it('compare keywords trimmed, case-folded and with whitespace collapsed', () => {
    expect(normalisedKeyword('  Core \t&\n  CARDIO ')).toBe('core & cardio');
    expect(videoSearchCachePath('2026-11-27', '  Core \t&\n  CARDIO ')).toBe(
      videoSearchCachePath('2026-11-27', 'core & cardio'),
    );
    expect(videoSearchCachePath('2026-11-27', 'core cardio')).not.toBe(
      videoSearchCachePath('2026-11-27', 'core & cardio'),
    );
  });

  it('hold only characters a database key may, whatever the keyword', () => {
    const path = videoSearchCachePath('2026-11-27', 'a.b#c$d/e[f]g');
    expect(path).toMatch(/^videoSearchCache\/2026-11-27\/[A-Za-z0-9_-]{43}$/);
    expect(videoSearchDayPath('2026-11-27')).toBe('videoSearchUsage/2026-11-27');
  });
});
