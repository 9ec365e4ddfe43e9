import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { functionsNodeBinary, functionsRuntimeMajor } from './functions-node.ts';
import { readProjectJson } from './project.ts';

describe("the functions' Node.js", () => {
  it("is the major of firebase.json's runtime", () => {
    const { functions } = readProjectJson('firebase.json') as { functions: { runtime: string }[] };
    expect(functions.map(({ runtime }) => runtime)).toEqual([`nodejs${functionsRuntimeMajor()}`]);
  });

  it('runs here, with that major, whatever Node.js runs the tests', () => {
    const version = spawnSync(functionsNodeBinary(), ['--version'], { encoding: 'utf8' });
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(new RegExp(`^v${functionsRuntimeMajor()}\\.\\d+\\.\\d+$`));
  });
});
