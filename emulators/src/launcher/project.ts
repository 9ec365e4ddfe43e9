import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function projectFile(relativePath: string): string {
  return resolve(projectRoot, relativePath);
}

export function readProjectJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(projectFile(relativePath), 'utf8'));
}
