import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';

const jitlessBefore = z.config().jitless;
afterAll(() => {
  z.config({ jitless: jitlessBefore ?? false });
});

it('makes zod jitless through the settings object zod reads', async () => {
  z.config({ jitless: false });
  await import('./zod-without-eval.ts');
  expect(z.config().jitless).toBe(true);
});
