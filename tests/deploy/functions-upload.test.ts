import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { dayMs, functionsRegion } from '@management-center/contract';
import { functionsRuntimeMajor } from '@management-center/emulators/launcher/functions-node';
import { projectFile } from '@management-center/emulators/launcher/project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ExpectedTrigger, expectedFunctions, expectedParameters } from './support/deployed-functions.ts';
import {
  buildAndInstallFunctionsUpload,
  type FunctionEndpoint,
  functionsCodebase,
  type InstalledUpload,
} from './support/functions-upload.ts';

// The deploy's own table of runtimes and its own check of a runtime's dates (firebase-tools, pinned).
const supportedRuntimes = createRequire(import.meta.url)(
  'firebase-tools/lib/deploy/functions/runtimes/supported',
) as {
  RUNTIMES: Record<string, { decommissionDate: string }>;
  guardVersionSupport(runtime: string, now?: Date): void;
};

const codebase = functionsCodebase();

const lockfileSchema = z.object({
  packages: z.record(z.string(), z.object({ version: z.string().optional() })),
});

const uploadManifestSchema = z.object({
  type: z.literal('module'),
  main: z.string(),
  engines: z.object({ node: z.string() }),
  dependencies: z.record(z.string(), z.string()),
});

function triggerOf(endpoint: FunctionEndpoint): ExpectedTrigger | undefined {
  if (endpoint.callableTrigger) return { kind: 'callable' };
  if (endpoint.httpsTrigger) return { kind: 'https', invoker: endpoint.httpsTrigger.invoker ?? [] };
  if (endpoint.eventTrigger?.eventType === 'google.firebase.database.ref.v1.written') {
    const { eventFilterPathPatterns, retry } = endpoint.eventTrigger;
    return { kind: 'database write', ref: eventFilterPathPatterns.ref, retry };
  }
  if (endpoint.scheduleTrigger) {
    const { schedule, timeZone } = endpoint.scheduleTrigger;
    return { kind: 'schedule', schedule, ...(timeZone ? { timeZone } : {}) };
  }
  return undefined;
}

describe('the functions runtime', () => {
  it('is one the deploy accepts today', () => {
    const { runtime } = codebase;
    expect(supportedRuntimes.RUNTIMES, `firebase-tools knows no runtime ${runtime}`).toHaveProperty(runtime);
    expect(() => supportedRuntimes.guardVersionSupport(runtime, new Date())).not.toThrow();
  });

  it('stays accepted for at least 180 days, so a deploy does not stop working between two releases', () => {
    const in180Days = new Date(Date.now() + 180 * dayMs);
    const decommissioned = supportedRuntimes.RUNTIMES[codebase.runtime]?.decommissionDate ?? 0;
    expect(new Date(decommissioned).getTime()).toBeGreaterThan(in180Days.getTime());
  });
});

describe('what the deploy uploads for the functions', () => {
  let upload: InstalledUpload;

  beforeAll(async () => {
    upload = await buildAndInstallFunctionsUpload();
  });

  afterAll(() => upload?.remove());

  it('holds the bundle, its package.json and lock file, and no source of the workspace', () => {
    const files = readdirSync(upload.folder, { recursive: true, encoding: 'utf8' }).filter(
      (name) => !name.startsWith('node_modules'),
    );
    expect(files).toEqual(expect.arrayContaining(['index.js', 'package.json', 'package-lock.json']));
    expect(files.filter((name) => name.endsWith('.ts'))).toEqual([]);
  });

  it('names only registry packages at exact versions, and the runtime it was built for', () => {
    const manifest = uploadManifestSchema.parse(
      JSON.parse(readFileSync(join(upload.folder, 'package.json'), 'utf8')),
    );
    expect(manifest.engines.node).toBe(String(functionsRuntimeMajor()));
    expect(Object.keys(manifest.dependencies).sort()).toEqual([
      '@sendgrid/mail',
      'firebase-admin',
      'firebase-functions',
    ]);
    for (const version of Object.values(manifest.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(existsSync(join(upload.folder, manifest.main))).toBe(true);
    expect(readFileSync(join(upload.folder, 'package.json'), 'utf8')).not.toContain('@management-center');
  });

  it('ships a lock file, so that the build installs the versions the tests ran', () => {
    expect(existsSync(join(upload.folder, 'package-lock.json'))).toBe(true);
  });

  it("installs on its own, as Google's build installs it", () => {
    expect(upload.install.status, upload.install.output).toBe(0);
  });

  it('locks every package at the version the workspace installed and tested', () => {
    const packagesOf = (file: string) =>
      lockfileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).packages;
    const uploaded = packagesOf(join(upload.folder, 'package-lock.json'));
    const tested = packagesOf(projectFile('package-lock.json'));
    const installed = Object.entries(uploaded).filter(([path]) => path.startsWith('node_modules/'));
    expect(installed.length).toBeGreaterThan(100);
    for (const [path, { version }] of installed) expect(tested[path]?.version, path).toBe(version);
  });

  it("loads under the runtime's Node.js with firebase-functions' own discovery", () => {
    expect(upload.discovery.status, upload.discovery.output).toBe(0);
    expect(upload.nodeVersion).toMatch(new RegExp(`^v${functionsRuntimeMajor()}\\.`));
    expect(upload.manifest).toBeDefined();
  });

  it('deploys every function of the product with its trigger and secrets, and no other', () => {
    const endpoints = upload.manifest?.endpoints ?? {};
    const deployed = Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [
        name,
        {
          trigger: triggerOf(endpoint),
          secrets: (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key).sort(),
        },
      ]),
    );
    expect(deployed).toEqual(expectedFunctions());
  });

  it('names the region of every function, and caps its instances, memory and time', () => {
    const endpoints = Object.entries(upload.manifest?.endpoints ?? {});
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.region, name).toEqual([functionsRegion]);
      expect(endpoint.maxInstances, name).toBeGreaterThan(0);
      expect(endpoint.availableMemoryMb, name).toBeGreaterThan(0);
      expect(endpoint.timeoutSeconds, name).toBeGreaterThan(0);
    }
  });

  it('declares the parameters the deploy must be given', () => {
    const declared = (upload.manifest?.params ?? []).map(({ name, type }) => ({ name, type }));
    expect(declared).toEqual(expect.arrayContaining(expectedParameters));
    expect(declared).toHaveLength(expectedParameters.length);
  });
});
