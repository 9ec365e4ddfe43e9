import { afterEach, describe, expect, it } from 'vitest';
import { withEnvironment } from './scoped-environment.ts';

describe('withEnvironment', () => {
  afterEach(() => {
    delete process.env.SCOPED_ENVIRONMENT_NEW;
    delete process.env.SCOPED_ENVIRONMENT_SET;
  });

  it('sets the variables for the work only, restoring set and unset ones even when the work fails', async () => {
    process.env.SCOPED_ENVIRONMENT_SET = 'before';
    const seen = withEnvironment(
      { SCOPED_ENVIRONMENT_NEW: 'new', SCOPED_ENVIRONMENT_SET: 'during' },
      async () => {
        expect(process.env.SCOPED_ENVIRONMENT_NEW).toBe('new');
        expect(process.env.SCOPED_ENVIRONMENT_SET).toBe('during');
        throw new Error('work failed');
      },
    );
    await expect(seen).rejects.toThrow('work failed');
    expect(process.env.SCOPED_ENVIRONMENT_NEW).toBeUndefined();
    expect(process.env.SCOPED_ENVIRONMENT_SET).toBe('before');
  });
});
