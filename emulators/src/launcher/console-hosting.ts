import type { Server } from 'node:http';
import { server as superstaticServer } from 'superstatic';
import type { Configuration } from 'superstatic/lib/config.js';
import { z } from 'zod';
import type { BackendAddress } from './client-config.ts';
import { readProjectJson } from './project.ts';

const headerRuleSchema = z.looseObject({
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
});
const hostingSchema = z.looseObject({ headers: z.array(headerRuleSchema) });

/** firebase.json's hosting block: only its headers are read here, the rest is passed on as it is. */
export type HostingConfig = z.infer<typeof hostingSchema>;

export function projectHostingConfig(): HostingConfig {
  return z.object({ hosting: hostingSchema }).parse(readProjectJson('firebase.json')).hosting;
}

const policyHeader = 'content-security-policy';

/** A Content-Security-Policy's directives in order: each name with its sources. */
export function policyDirectives(policy: string): [name: string, sources: string[]][] {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((tokens) => tokens[0])
    .map(([name = '', ...sources]) => [name, sources]);
}

function withSources(policy: string, additions: Readonly<Record<string, readonly string[]>>): string {
  const directives = policyDirectives(policy);
  for (const name of Object.keys(additions)) {
    if (!directives.some(([directive]) => directive === name)) {
      throw new Error(
        `firebase.json's Content-Security-Policy has no ${name} directive to add local sources to`,
      );
    }
  }
  return directives
    .map(([name, sources]) => [name, ...sources, ...(additions[name] ?? [])].join(' '))
    .join('; ');
}

/**
 * The hosting config with the local backend's origins allowed by its Content-Security-Policy, and nothing else
 * changed: the console in the browser reaches the emulators where production reaches Google's services.
 */
export function hostingForLocalBackend(hosting: HostingConfig, backend: BackendAddress): HostingConfig {
  const { host, ports } = backend;
  const origin = (port: number) => `http://${host}:${port}`;
  const additions = {
    // Auth, the callables, Firestore and Storage (an export's download) over HTTP; the Realtime Database over its
    // WebSocket (client-config.ts), and over HTTP for the home page's polled REST reads.
    'connect-src': [
      origin(ports.auth),
      origin(ports.functions),
      origin(ports.firestore),
      origin(ports.storage),
      `ws://${host}:${ports.database}`,
      origin(ports.database),
    ],
    // Website images are the Storage emulator's download URLs, video thumbnails the video stand-in's.
    'img-src': [origin(ports.storage), origin(ports.video)],
  };
  let policies = 0;
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => {
      if (header.key.toLowerCase() !== policyHeader) return header;
      policies += 1;
      return { ...header, value: withSources(header.value, additions) };
    }),
  }));
  if (policies === 0) throw new Error("firebase.json's hosting block sends no Content-Security-Policy");
  return { ...hosting, headers };
}

export interface HostingServer {
  close(): Promise<void>;
}

/**
 * Serves `folder` as Firebase Hosting would with `hosting`: superstatic with the stack firebase-tools' hosting
 * emulator uses (`lib/serve/hosting.js`); with the default stack every path answers 404.
 */
export function serveHosting(
  folder: string,
  hosting: HostingConfig,
  address: { host: string; port: number },
): Promise<HostingServer> {
  return new Promise((resolveServer, reject) => {
    const app = superstaticServer({
      // superstatic's types know glob `source` rules only; it matches `regex` rules too (lib/utils/patterns.js).
      config: { ...hosting, public: '.' } as unknown as Configuration,
      cwd: folder,
      stack: 'strict',
      compression: true,
      hostname: address.host,
      port: address.port,
    });
    const server: Server = app.listen(() => {
      server.off('error', reject);
      resolveServer({
        close: () =>
          new Promise((resolveClose, rejectClose) => {
            server.close((error) => (error ? rejectClose(error) : resolveClose()));
            server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
