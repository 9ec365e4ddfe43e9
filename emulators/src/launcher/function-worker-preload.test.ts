import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { functionWorkerPreloadOption } from './firebase-tools.ts';
import { functionsNodeBinary } from './functions-node.ts';

const resolve = createRequire(import.meta.url).resolve;
const sharedModule = resolve('firebase-tools/lib/emulator/functionsEmulatorShared.js');
const extensionsManifestModule = resolve('firebase-tools/lib/extensions/manifest.js');

// Loads the module a worker loads, then asks it where an extension keeps its secrets, which needs firebase-tools'
// extensions code; reports whether that code was loaded before and after.
const script = `
  const shared = require(${JSON.stringify(sharedModule)});
  const loadedWithShared = ${JSON.stringify(extensionsManifestModule)} in require.cache;
  const secretsPath = shared.getSecretLocalPath({ extensionInstanceId: 'resize-images' }, '/project');
  const loadedOnUse = ${JSON.stringify(extensionsManifestModule)} in require.cache;
  console.log(JSON.stringify({ loadedWithShared, loadedOnUse, secretsPath }));
`;

function run(environment: Record<string, string>) {
  const answer = spawnSync(functionsNodeBinary(), ['-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...environment },
  });
  expect(answer.status, answer.stderr).toBe(0);
  return JSON.parse(answer.stdout);
}

describe("the Functions emulator's worker preload", () => {
  const withoutPreload = run({ FUNCTION_TARGET: 'approveFeedback' });

  it("defers firebase-tools' deploy and extensions code in a worker until it is used, then works as before", () => {
    expect(withoutPreload).toEqual({
      loadedWithShared: true,
      loadedOnUse: true,
      secretsPath: '/project/extensions/resize-images.secret.local',
    });
    expect(run({ NODE_OPTIONS: functionWorkerPreloadOption(), FUNCTION_TARGET: 'approveFeedback' })).toEqual({
      ...withoutPreload,
      loadedWithShared: false,
    });
  });

  it('changes nothing in the other processes firebase-tools starts', () => {
    expect(run({ NODE_OPTIONS: functionWorkerPreloadOption(), FUNCTION_TARGET: '' })).toEqual(withoutPreload);
  });
});
