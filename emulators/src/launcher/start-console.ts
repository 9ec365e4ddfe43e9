import { roleLabels } from '@management-center/contract';
import { demoProjectId } from '@management-center/contract/local-backend';
import { createServer } from 'vite';
import { demoAccounts } from '../seed/demo-data.ts';
import { loadDemoData } from '../seed/load-demo-data.ts';
import { type LocalBackend, startLocalBackend } from './backend.ts';
import { buildFunctions } from './build-functions.ts';
import { consoleEnvironment } from './console-environment.ts';
import { projectPorts } from './ports.ts';
import { portsInUse } from './ports-in-use.ts';
import { projectFile } from './project.ts';

const host = '127.0.0.1';

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  const ports = projectPorts();
  const busy = await portsInUse(host, ports);
  if (busy.length > 0) {
    throw new Error(`These ports are already in use: ${busy.join(', ')}. Is the console already running?`);
  }
  const startedAt = Date.now();
  say('Building the functions...');
  const functionsSource = buildFunctions();

  say('Starting the local backend...');
  let backend: LocalBackend | undefined;
  let stopping = false;
  let consoleServer: Awaited<ReturnType<typeof createServer>> | undefined;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    say('\nStopping the console and the local backend...');
    await consoleServer?.close();
    await backend?.stop();
    say('Stopped.');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    backend = await startLocalBackend({
      projectId: demoProjectId,
      ports,
      usesProjectPorts: true,
      functionsSource,
      logDirectory: projectFile(`.runtime/logs/${demoProjectId}`),
      log: (line) => say(`  ${line}`),
      runsSchedules: true,
      postsDeliveryEvents: true,
    });

    say('Loading the demo data...');
    const summary = await loadDemoData(backend);
    say(
      `  ${summary.normalUsers} normal users, ${summary.businessUsers} business users, ${summary.images} images, ` +
        `${summary.workoutContent} workout videos`,
    );

    Object.assign(process.env, consoleEnvironment(backend));
    consoleServer = await createServer({
      root: projectFile('web'),
      configFile: projectFile('web/vite.config.ts'),
      server: { host, port: ports.hosting, strictPort: true },
      logLevel: 'warn',
    });
    await consoleServer.listen();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
    return;
  }

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  say('');
  say(`Management Center is running at http://${host}:${ports.hosting}  (ready in ${seconds} s)`);
  say('Sign in with:');
  for (const account of demoAccounts) {
    say(
      `  ${account.email} / ${account.password}  ${account.role ? `(${roleLabels[account.role]})` : '(no role: refused)'}`,
    );
  }
  say(`Sent e-mails: http://${host}:${ports.mail}   Logs: .runtime/logs/${demoProjectId}/`);
  say('Press Ctrl-C to stop everything.');
}

await main();
