import { describe, expect, it } from 'vitest';
import { callableErrorMessage } from './callable-error.ts';

describe('callableErrorMessage', () => {
  it("drops the HTTP status the web SDK appends to the server's message", () => {
    expect(callableErrorMessage(new Error('Invalid date value [400]'))).toBe('Invalid date value');
    expect(callableErrorMessage(new Error('userIds: must name at least one id [400]'))).toBe(
      'userIds: must name at least one id',
    );
  });

  it('keeps a message without a status as it is', () => {
    expect(callableErrorMessage(new Error('network error'))).toBe('network error');
  });
});
