// `npm start`: installs what is missing, then runs the console on the local backend with the demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, projectRoot } from './ensure-installed.mjs';

ensureInstalled();
const launcher = spawn(
  process.execPath,
  ['--import', 'tsx', join(projectRoot, 'emulators/src/launcher/start-console.ts')],
  { cwd: projectRoot, stdio: 'inherit' },
);
// Ctrl-C reaches the launcher through the terminal; a SIGTERM sent to this process has to be passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => launcher.kill(signal));
}
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
