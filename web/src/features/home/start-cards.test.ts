import type { Role } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { startCardsFor } from './start-cards.ts';

function titlesFor(role: Role | null): string[] {
  return startCardsFor(role).map((card) => card.title);
}

describe('startCardsFor', () => {
  it.each<[Role, string[]]>([
    ['owner', ['Manage Feedback', 'Manage User Dashboard']],
    ['administrator', ['Manage Feedback', 'Manage User Dashboard']],
    ['support', ['Manage Feedback', 'Manage User Dashboard']],
    ['editor', ['Manage View About', 'Manage Workout and Training']],
  ])('shows %s two screens its role may use', (role, titles) => {
    expect(titlesFor(role)).toEqual(titles);
  });

  it('shows nothing to an account outside the team', () => {
    expect(titlesFor(null)).toEqual([]);
  });

  it('gives each card its address and picture, without the permission', () => {
    expect(startCardsFor('editor')[1]).toEqual({
      title: 'Manage Workout and Training',
      text: 'Search the video service and send chosen videos to the workout library.',
      to: '/workout',
      image: '/cards/workout.svg',
    });
  });
});
