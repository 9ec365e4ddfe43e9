import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  approvalTemplateId,
  auditRetentionDays,
  bulkChunkSize,
  consoleOrigins,
  contentHistoryRetentionDays,
  emailFrom,
  emailRetryDelaySeconds,
  enforceAppCheck,
  sendgridApiBaseUrl,
  sendgridApiKey,
  sendgridWebhookPublicKey,
  userTrashRetentionDays,
  videoSearchesPerMemberPerDay,
  videoSearchesPerProjectPerDay,
  youtubeApiBaseUrl,
  youtubeApiKey,
} from '@management-center/functions/local-backend/parameters';
import type { BackendPorts } from './ports.ts';
import { projectFile } from './project.ts';

export const localEmailFrom = 'no-reply@management-center.example.com';
export const localApprovalTemplateId = 'd-0123456789abcdef0123456789abcdef';
export const localSendgridApiKey = 'SG.local-development-key';

interface FunctionsParameterTarget {
  host: string;
  ports: BackendPorts;
  projectId: string;
  functionsSource: string;
  videoApiKey: string;
  // The mail stand-in's, which signs the delivery events it posts.
  webhookPublicKey: string;
  // Rows per step of a bulk action over all that match (BULK_CHUNK_SIZE).
  bulkChunkSize: number;
}

interface ParameterWithDefault {
  name: string;
  options: { default?: unknown };
}

function defaultOf({ name, options }: ParameterWithDefault): string {
  if (typeof options.default !== 'number' && typeof options.default !== 'string') {
    throw new Error(`The functions parameter ${name} has no literal default`);
  }
  return String(options.default);
}

function dotenv(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');
}

/** Production's chunk of a bulk action over all that match, which a local backend keeps unless told otherwise. */
export const defaultBulkChunkSize = Number(defaultOf(bulkChunkSize));

/** The functions' parameters and secrets for a local backend: its stand-ins' addresses and keys. */
export function functionsParameterValues(
  target: Omit<FunctionsParameterTarget, 'functionsSource' | 'projectId'>,
): {
  parameters: Record<string, string>;
  secrets: Record<string, string>;
} {
  const { host, ports } = target;
  return {
    parameters: {
      // A JSON list: the Functions emulator hands a list parameter to the functions as written, and the SDK reads
      // JSON (a deploy converts the comma-separated form, the emulator does not).
      [consoleOrigins.name]: JSON.stringify([
        `http://${host}:${ports.hosting}`,
        `http://localhost:${ports.hosting}`,
      ]),
      [emailFrom.name]: localEmailFrom,
      [approvalTemplateId.name]: localApprovalTemplateId,
      [sendgridApiBaseUrl.name]: `http://${host}:${ports.mail}`,
      [sendgridWebhookPublicKey.name]: target.webhookPublicKey,
      [youtubeApiBaseUrl.name]: `http://${host}:${ports.video}`,
      // The local e-mail service is down only when a developer or a test says so: its e-mails are retried within
      // seconds, not production's half minute.
      [emailRetryDelaySeconds.name]: '2',
      [bulkChunkSize.name]: String(target.bulkChunkSize),
      // Locally the audit log and the trash are kept as long as production keeps them.
      [auditRetentionDays.name]: defaultOf(auditRetentionDays),
      [userTrashRetentionDays.name]: defaultOf(userTrashRetentionDays),
      // And so is the history of the website content.
      [contentHistoryRetentionDays.name]: defaultOf(contentHistoryRetentionDays),
      // The cap on video searches too, so that the tests meet it as production does.
      [videoSearchesPerMemberPerDay.name]: defaultOf(videoSearchesPerMemberPerDay),
      [videoSearchesPerProjectPerDay.name]: defaultOf(videoSearchesPerProjectPerDay),
      // A local console cannot obtain App Check tokens (reCAPTCHA is not reachable), and the Functions emulator
      // would not verify them anyway.
      [enforceAppCheck.name]: 'false',
    },
    secrets: { [sendgridApiKey.name]: localSendgridApiKey, [youtubeApiKey.name]: target.videoApiKey },
  };
}

// The Functions emulator reads parameters from <source>/.env.<project> and secrets from <source>/.secret.local;
// a parameter it cannot find there is written back with its default (production's address), so every one is set.
export function writeFunctionsParameters(target: FunctionsParameterTarget): void {
  const folder = projectFile(target.functionsSource);
  const { parameters, secrets } = functionsParameterValues(target);
  writeFileSync(join(folder, `.env.${target.projectId}`), dotenv(parameters));
  writeFileSync(join(folder, '.secret.local'), dotenv(secrets));
}
