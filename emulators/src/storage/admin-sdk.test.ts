import { describe, expect, it } from 'vitest';
import { isAdminSdkRequest } from './admin-sdk.ts';

describe('isAdminSdkRequest', () => {
  it('recognises the Google Cloud Storage client that firebase-admin uses', () => {
    const client = 'gl-node/20.20.2 gccl/7.22.0-CJS gccl-invocation-id/2b0c0d2e';
    expect(isAdminSdkRequest({ 'x-goog-api-client': client })).toBe(true);
  });

  it.each([
    ['the web SDK', { 'x-firebase-storage-version': 'webjs/12.19.0', authorization: 'Firebase eyJ.eyJ.' }],
    ['a plain HTTP client', {}],
    ['another Google client', { 'x-goog-api-client': 'gl-node/20.20.2 gccl-invocation-id/2b0c0d2e' }],
  ])('does not take %s for it', (_description, headers) => {
    expect(isAdminSdkRequest(headers)).toBe(false);
  });
});
