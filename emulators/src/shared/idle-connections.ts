import type { Server } from 'node:http';

// Node.js clients keep idle connections open for reuse without a time limit of their own (the global agent keeps
// them alive since Node.js 19), while a Node.js server closes one after 5 s idle: a request sent on a connection in
// the moment the server closes it fails with EPIPE or ECONNRESET, which under load happened to the demo seed's
// uploads to Storage. A local server keeps idle connections for as long as a run of the tests lasts.
const idleConnectionMs = 60 * 60 * 1000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = idleConnectionMs;
  server.headersTimeout = idleConnectionMs + 1000;
}
