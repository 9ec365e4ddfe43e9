import { describe, expect, it } from 'vitest';
import { isInRepository, readRepository, repositoryUrls } from './workout-content.ts';

function document(id: string, name: string, videoId: string, lastUpdatedTimestamp: number) {
  return {
    id,
    data: {
      'content-name': name,
      'content-url': `https://www.youtube.com/embed/${videoId}`,
      lastUpdated: new Date(lastUpdatedTimestamp).toISOString(),
      lastUpdatedTimestamp,
    },
  };
}

describe('readRepository', () => {
  it('reads the documents newest first and leaves out those of another shape', () => {
    const repository = readRepository([
      document('old', 'Yoga Flow', 'v7AYKMP6rOE', 1_000),
      { id: 'odd', data: { 'content-name': 7 } },
      document('new', 'HIIT', 'ml6cT4AZdqI', 2_000),
    ]);
    expect(repository).toEqual([
      {
        documentId: 'new',
        name: 'HIIT',
        url: 'https://www.youtube.com/embed/ml6cT4AZdqI',
        lastUpdatedTimestamp: 2_000,
      },
      {
        documentId: 'old',
        name: 'Yoga Flow',
        url: 'https://www.youtube.com/embed/v7AYKMP6rOE',
        lastUpdatedTimestamp: 1_000,
      },
    ]);
  });
});

describe('isInRepository', () => {
  it('recognises a video by its embed link', () => {
    const urls = repositoryUrls(readRepository([document('a', 'HIIT', 'ml6cT4AZdqI', 1)]));
    expect(isInRepository('ml6cT4AZdqI', urls)).toBe(true);
    expect(isInRepository('v7AYKMP6rOE', urls)).toBe(false);
  });
});
