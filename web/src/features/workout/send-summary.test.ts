import { describe, expect, it } from 'vitest';
import { sendSummary } from './send-summary.ts';

const sent = [
  { videoId: 'ml6cT4AZdqI', title: '20 Minute Full Body HIIT Workout' },
  { videoId: 'AbCdEfGhIj0', title: 'Morning Stretch' },
  { videoId: 'Zy_-987654a', title: 'Core Burn' },
];

describe('sendSummary', () => {
  it('counts what was added', () => {
    expect(sendSummary({ added: ['AbCdEfGhIj0'], skipped: [] }, sent)).toEqual([
      '1 video added to the repository.',
    ]);
  });

  it('names the videos skipped as already there', () => {
    expect(sendSummary({ added: ['AbCdEfGhIj0'], skipped: ['ml6cT4AZdqI', 'Zy_-987654a'] }, sent)).toEqual([
      '1 video added to the repository.',
      '2 videos were already in the repository and skipped: “20 Minute Full Body HIIT Workout”, “Core Burn”.',
    ]);
    expect(sendSummary({ added: [], skipped: ['ml6cT4AZdqI'] }, sent)).toEqual([
      '0 videos added to the repository.',
      '1 video was already in the repository and skipped: “20 Minute Full Body HIIT Workout”.',
    ]);
  });
});
