import {
  callableNames,
  databasePaths,
  emailOutboxPath,
  type SiteContentTargetName,
  siteContentTargets,
  siteImageTargetNames,
} from '@management-center/contract';

// What the product must deploy, function by function: the trigger and the secrets each one needs. The callables
// are the contract's; the rest are written out here, since each is a decision of its own.
export type ExpectedTrigger =
  | { kind: 'callable' }
  | { kind: 'https'; invoker: string[] }
  | { kind: 'database write'; ref: string; retry: boolean }
  | { kind: 'schedule'; schedule: string; timeZone?: string };

export interface ExpectedFunction {
  trigger: ExpectedTrigger;
  secrets: string[];
}

const sendgridKey = 'SENDGRID_API_KEY';
const youtubeKey = 'YOUTUBE_API_KEY';

const callableSecrets: Partial<Record<string, string[]>> = {
  [callableNames.approveBusinessUsers]: [sendgridKey],
  [callableNames.retryApprovalEmails]: [sendgridKey],
  [callableNames.searchVideos]: [youtubeKey],
};

function contentVersionTriggers(): Record<string, ExpectedFunction> {
  return Object.fromEntries(
    (Object.keys(siteContentTargets) as SiteContentTargetName[]).map((target) => [
      `${target}Versions`,
      {
        trigger: { kind: 'database write', ref: siteContentTargets[target].path, retry: true },
        secrets: [],
      },
    ]),
  );
}

// The media library's record of which rows show which image, one trigger per image slot.
function imageUseTriggers(): Record<string, ExpectedFunction> {
  return Object.fromEntries(
    siteImageTargetNames.map((target) => [
      `${target}ImageUses`,
      {
        trigger: { kind: 'database write', ref: siteContentTargets[target].path, retry: true },
        secrets: [],
      },
    ]),
  );
}

export function expectedFunctions(): Record<string, ExpectedFunction> {
  const callables = Object.fromEntries(
    Object.values(callableNames).map((name) => [
      name,
      { trigger: { kind: 'callable' } as const, secrets: callableSecrets[name] ?? [] },
    ]),
  );
  return {
    ...callables,
    ...contentVersionTriggers(),
    ...imageUseTriggers(),
    normalUserReadModels: {
      trigger: { kind: 'database write', ref: `${databasePaths.normalUsers}/{userId}`, retry: true },
      secrets: [],
    },
    businessUserReadModels: {
      trigger: { kind: 'database write', ref: `${databasePaths.businessUsers}/{userId}`, retry: true },
      secrets: [],
    },
    // An approval's e-mail counts on the home page's charts.
    approvalEmailFigures: {
      trigger: { kind: 'database write', ref: `${emailOutboxPath}/{entryId}`, retry: true },
      secrets: [],
    },
    sendOwedEmails: {
      trigger: { kind: 'database write', ref: `${emailOutboxPath}/{entryId}`, retry: false },
      secrets: [sendgridKey],
    },
    sweepEmailOutbox: {
      trigger: { kind: 'schedule', schedule: 'every 1 minutes' },
      secrets: [sendgridKey],
    },
    scheduledCleanup: {
      trigger: { kind: 'schedule', schedule: 'every day 03:00', timeZone: 'UTC' },
      secrets: [],
    },
    countActiveUsersDaily: {
      trigger: { kind: 'schedule', schedule: 'every day 02:30', timeZone: 'UTC' },
      secrets: [],
    },
    enableExpiredSignIns: { trigger: { kind: 'schedule', schedule: 'every 1 hours' }, secrets: [] },
    sweepExpiredExports: { trigger: { kind: 'schedule', schedule: 'every 15 minutes' }, secrets: [] },
    publishDueReleases: { trigger: { kind: 'schedule', schedule: 'every 1 minutes' }, secrets: [] },
    // SendGrid posts its delivery events here; the function checks their signature itself.
    sendgridEvents: { trigger: { kind: 'https', invoker: ['public'] }, secrets: [] },
  };
}

// The parameters the deploy must know: those without a default are asked for, or read from .env.<project-id>.
export const expectedParameters = [
  { name: sendgridKey, type: 'secret' },
  { name: youtubeKey, type: 'secret' },
  { name: 'CONSOLE_ORIGINS', type: 'list' },
  { name: 'MAIL_FROM', type: 'string' },
  { name: 'SENDGRID_APPROVAL_TEMPLATE_ID', type: 'string' },
  { name: 'SENDGRID_API_BASE_URL', type: 'string' },
  { name: 'SENDGRID_WEBHOOK_PUBLIC_KEY', type: 'string' },
  { name: 'YOUTUBE_API_BASE_URL', type: 'string' },
  { name: 'BULK_CHUNK_SIZE', type: 'int' },
  { name: 'MAIL_RETRY_DELAY_SECONDS', type: 'int' },
  { name: 'AUDIT_RETENTION_DAYS', type: 'int' },
  { name: 'USER_TRASH_RETENTION_DAYS', type: 'int' },
  { name: 'CONTENT_HISTORY_RETENTION_DAYS', type: 'int' },
  { name: 'VIDEO_SEARCHES_PER_ADMIN_PER_DAY', type: 'int' },
  { name: 'VIDEO_SEARCHES_PER_PROJECT_PER_DAY', type: 'int' },
  { name: 'ENFORCE_APP_CHECK', type: 'boolean' },
];
