import { existsSync } from 'node:fs';
import { z } from 'zod';
import { projectFile, readProjectJson } from './project.ts';

const codebasesSchema = z.object({
  functions: z.array(z.object({ runtime: z.string().regex(/^nodejs\d+$/) })).min(1),
});

// The major of the runtime that firebase.json deploys the functions on, e.g. 24 for "nodejs24".
export function functionsRuntimeMajor(): number {
  const { functions } = codebasesSchema.parse(readProjectJson('firebase.json'));
  const majors = new Set(functions.map(({ runtime }) => Number(runtime.slice('nodejs'.length))));
  if (majors.size !== 1) throw new Error('Every functions codebase must name the same Node.js runtime');
  const [major] = majors;
  if (major === undefined) throw new Error('firebase.json names no functions runtime');
  return major;
}

// emulators/functions-node installs the runtime's Node.js from the npm registry, one package per platform
// (scripts/ensure-installed.mjs finds it at the same path for npm test, which runs no TypeScript).
function packagedNode(): string {
  return projectFile(
    `emulators/functions-node/node_modules/node-${process.platform}-${process.arch}/bin/node`,
  );
}

/**
 * The Node.js binary that runs the functions here as the deployed runtime does: the packaged one, or the host's
 * when its major is the runtime's. firebase-tools' Functions emulator runs the functions with the Node.js that runs
 * it when the majors match ("Using node@24 from host"), so firebase-tools itself is started with this binary.
 */
export function functionsNodeBinary(): string {
  const major = functionsRuntimeMajor();
  const packaged = packagedNode();
  if (existsSync(packaged)) return packaged;
  if (Number(process.versions.node.split('.')[0]) === major) return process.execPath;
  throw new Error(
    `The functions run on Node.js ${major} (firebase.json), and no Node.js ${major} is installed for ` +
      `${process.platform}-${process.arch}: emulators/functions-node has packages for Linux only. ` +
      `Run this command with Node.js ${major}.`,
  );
}
