import { feedbackCountMetric, userCountMetrics } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { countedFigurePath, countedFigureSchema } from './counted-figures.ts';

describe('counted figures', () => {
  it('sums the shards as stored, and reads nothing stored as zero', () => {
    expect(countedFigureSchema.parse({ 3: 2, 17: 5, 200: 1 })).toBe(8);
    expect(countedFigureSchema.parse(null)).toBe(0);
  });

  it('reads a figure at its metric under the counts', () => {
    expect(countedFigurePath(userCountMetrics.normalUsers)).toBe('readModels/counts/normalUsers');
    expect(
      countedFigurePath(feedbackCountMetric({ status: 'Live', category: 'Track On The Go', rating: 5 })),
    ).toBe('readModels/counts/feedback Live~Track On The Go~5');
  });
});
