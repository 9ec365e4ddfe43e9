// The browser tests and benchmarks drive Debian's Chromium: a downloaded browser build cannot be fetched here.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chromium = '/usr/bin/chromium';

function aptGet(args) {
  console.log(`\n▶ apt-get ${args.join(' ')}`);
  return spawnSync('apt-get', args, { stdio: 'inherit' }).status === 0;
}

// Installs it with apt when run as root; otherwise says which command to run, and stops.
export function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Chromium is missing. Install it, then run the command again:\n  sudo apt-get update && sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  const installed = aptGet(['update']) && aptGet(['install', '-y', '--no-install-recommends', 'chromium']);
  if (!installed || !existsSync(chromium)) {
    console.error('Installing Chromium failed: apt-get install -y chromium');
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureChromium();
