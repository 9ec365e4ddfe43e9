import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { defaultImageBytes } from './default-image.ts';

// The console shows a new item prepared in a release with the image the publish will give it: its own copy of the
// same picture, served with the console.
describe('the default image', () => {
  it('is the picture the console shows for an item a release adds', async () => {
    const shown = await readFile(new URL('../../../web/public/default-image.png', import.meta.url));
    expect(shown.equals(defaultImageBytes)).toBe(true);
  });
});
