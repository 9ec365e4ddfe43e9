import { parseArgs } from 'node:util';
import { z } from 'zod';
import { stopOnSignals } from '../http/server.ts';
import { startMailService } from './index.ts';

const argumentsSchema = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.coerce.number().int().min(0).max(65_535).default(8025),
  'webhook-url': z.url().optional(),
});

const { values } = parseArgs({
  options: { host: { type: 'string' }, port: { type: 'string' }, 'webhook-url': { type: 'string' } },
});
const parsedArguments = argumentsSchema.safeParse(values);
if (!parsedArguments.success) {
  console.error(
    `Usage: tsx emulators/src/mail/main.ts [--host 127.0.0.1] [--port 8025] [--webhook-url http://...]\n${z.prettifyError(parsedArguments.error)}`,
  );
  process.exit(2);
}

const { host, port, 'webhook-url': webhookUrl } = parsedArguments.data;
const service = await startMailService({ host, port, webhookUrl });
console.log(`Mail stand-in (SendGrid v3) listening on ${service.url}; sent messages at ${service.url}/`);
if (webhookUrl !== undefined) {
  console.log(
    `Posting delivery events to ${webhookUrl}, signed; verification key ${service.webhookPublicKey}`,
  );
}
stopOnSignals(() => service.stop());
