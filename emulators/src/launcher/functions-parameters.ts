import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BackendPorts } from './ports.ts';
import { projectFile } from './project.ts';

export const localMailFrom = 'no-reply@management-center.example.com';
export const localApprovalTemplateId = 'd-0123456789abcdef0123456789abcdef';
export const localSendgridApiKey = 'SG.local-development-key';

export interface FunctionsParameterTarget {
  host: string;
  ports: BackendPorts;
  projectId: string;
  functionsSource: string;
  videoApiKey: string;
}

function dotenv(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value}\n`)
    .join('');
}

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
      MAIL_FROM: localMailFrom,
      SENDGRID_APPROVAL_TEMPLATE_ID: localApprovalTemplateId,
      SENDGRID_API_BASE_URL: `http://${host}:${ports.mail}`,
      YOUTUBE_API_BASE_URL: `http://${host}:${ports.video}`,
      AUDIT_RETENTION_DAYS: '400',
    },
    secrets: { SENDGRID_API_KEY: localSendgridApiKey, YOUTUBE_API_KEY: target.videoApiKey },
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
