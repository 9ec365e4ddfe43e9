// `npx tsx emulators/src/scheduler/run-now.ts <function name>`: runs a scheduled function of the running `npm start` once, now, the
// way its schedule would (a tick on its Pub/Sub topic). Its log lines appear in firebase-tools' log.
import { demoProjectId } from '@management-center/contract/local-backend';
import { projectPorts } from '../launcher/ports.ts';
import { publishScheduleTick } from './publish-tick.ts';

const [functionName] = process.argv.slice(2);
if (functionName === undefined) {
  process.stderr.write(
    'Name the scheduled function to run, e.g. npx tsx emulators/src/scheduler/run-now.ts scheduledCleanup\n',
  );
  process.exit(2);
}
try {
  const scheduleTime = new Date();
  await publishScheduleTick(
    { emulatorHost: `127.0.0.1:${projectPorts().pubsub}`, projectId: demoProjectId },
    functionName,
    scheduleTime,
  );
  process.stdout.write(
    `${functionName}: published at ${scheduleTime.toISOString()}; its run is logged in ` +
      `.runtime/logs/${demoProjectId}/firebase-tools.log\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
