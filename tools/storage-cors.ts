import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportDownloadCors } from '@management-center/contract';

// `npm run storage:cors -- --project <project-id>`: prints the bucket's CORS configuration for the console's origins,
// the CONSOLE_ORIGINS of functions/.env.<project-id> (a JSON list, or comma-separated as the deploy also takes it).
const { values } = parseArgs({ options: { project: { type: 'string' } } });
if (!values.project) {
  console.error('Usage: npm run storage:cors -- --project <project-id>');
  process.exit(2);
}
const envFile = new URL(`../functions/.env.${values.project}`, import.meta.url);
const line = readFileSync(envFile, 'utf8')
  .split('\n')
  .find((entry) => entry.startsWith('CONSOLE_ORIGINS='));
if (line === undefined) {
  console.error(`functions/.env.${values.project} has no CONSOLE_ORIGINS`);
  process.exit(1);
}
const value = line.slice('CONSOLE_ORIGINS='.length).trim();
const origins: string[] = value.startsWith('[')
  ? JSON.parse(value)
  : value.split(',').map((origin) => origin.trim());
console.info(JSON.stringify(exportDownloadCors(origins), null, 2));
