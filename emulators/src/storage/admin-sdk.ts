import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request comes from the Google Cloud Storage Node client that firebase-admin wraps. In production its
 * service account bypasses security rules; against an emulator it sends no credentials at all, so it is told
 * apart by the `x-goog-api-client` header it puts on every request (`... gccl/<version> ...`). This matters for
 * its calls to the Firebase API, e.g. firebase-admin's getDownloadURL() reading an object's download token.
 */
export function isAdminSdkRequest(headers: IncomingHttpHeaders): boolean {
  const client = headers['x-goog-api-client'];
  return typeof client === 'string' && client.split(' ').some((part) => part.startsWith('gccl/'));
}
