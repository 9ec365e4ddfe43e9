import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { javaMajorVersion } from './java.ts';

type DatabaseEmulatorChoice = 'official' | 'stand-in';

function officialDatabaseJarIsCached(): boolean {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(cache)) return false;
  return readdirSync(cache).some((file) => /^firebase-database-emulator-v.*\.jar$/.test(file));
}

// The official emulator wins wherever it can run (Java 21 and its jar already downloaded); the stand-in exists
// only because the jar cannot be fetched here. MC_DATABASE_EMULATOR=official|stand-in overrides the choice.
export function chooseDatabaseEmulator(): DatabaseEmulatorChoice {
  const requested = process.env.MC_DATABASE_EMULATOR;
  if (requested === 'official' || requested === 'stand-in') return requested;
  return (javaMajorVersion() ?? 0) >= 21 && officialDatabaseJarIsCached() ? 'official' : 'stand-in';
}
