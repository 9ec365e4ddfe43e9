// `npm start`: installs what is missing, then runs the console on the local backend with the demo data.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, projectRoot } from './ensure-installed.mjs';

ensureInstalled();
// Resolved after the install: the workspace link to the emulators package may be what it just made.
const startConsole = fileURLToPath(
  import.meta.resolve('@management-center/emulators/launcher/start-console'),
);
const launcher = spawn(process.execPath, ['--import', 'tsx', startConsole], {
  cwd: projectRoot,
  stdio: 'inherit',
});
// Ctrl-C reaches the launcher through the terminal; a SIGTERM sent to this process has to be passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => launcher.kill(signal));
}
launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
