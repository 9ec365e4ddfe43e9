import { parseArgs } from 'node:util';
import { z } from 'zod';
import { stopOnSignals } from '../http/server.ts';
import { DEFAULT_API_KEY, startVideoService } from './index.ts';

const argumentsSchema = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.coerce.number().int().min(0).max(65_535).default(8095),
  'api-key': z.string().min(1).default(DEFAULT_API_KEY),
});

const { values } = parseArgs({
  options: { host: { type: 'string' }, port: { type: 'string' }, 'api-key': { type: 'string' } },
});
const parsedArguments = argumentsSchema.safeParse(values);
if (!parsedArguments.success) {
  console.error(
    `Usage: tsx emulators/src/video/main.ts [--host 127.0.0.1] [--port 8095] [--api-key ${DEFAULT_API_KEY}]\n${z.prettifyError(parsedArguments.error)}`,
  );
  process.exit(2);
}

const { host, port, 'api-key': apiKey } = parsedArguments.data;
const service = await startVideoService({ host, port, apiKey });
console.log(
  `Video stand-in (YouTube Data API v3 search) listening on ${service.url}, API key ${service.apiKey}`,
);
stopOnSignals(() => service.stop());
