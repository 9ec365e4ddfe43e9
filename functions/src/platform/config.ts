import { defineBoolean, defineInt, defineList, defineSecret, defineString } from 'firebase-functions/params';

// Parameters are set per project (functions/.env.<project> or at deploy time); the defaults are production's.
// Locally the launcher (emulators/src/launcher/functions-parameters.ts) writes a value for each of these, by the
// names and defaults given here, with the stand-ins' addresses, into the functions folder for the emulator.
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');
export const youtubeApiKey = defineSecret('YOUTUBE_API_KEY');

export const emailFrom = defineString('MAIL_FROM', {
  description: 'Sender address of the e-mail that tells a business user they were approved',
});
export const approvalTemplateId = defineString('SENDGRID_APPROVAL_TEMPLATE_ID', {
  description: 'SendGrid dynamic template of the approval e-mail; it receives to_email and to_name',
});
// The callables answer browsers from these origins only (CORS): the console's Hosting site.
export const consoleOrigins = defineList('CONSOLE_ORIGINS', {
  description:
    "Origins of the console's Hosting site, comma-separated: https://<site-id>.web.app,https://<site-id>.firebaseapp.com",
});
export const sendgridApiBaseUrl = defineString('SENDGRID_API_BASE_URL', {
  default: 'https://api.sendgrid.com',
});
// Public, so a parameter rather than a secret: it only lets the webhook check that a post was signed by SendGrid.
export const sendgridWebhookPublicKey = defineString('SENDGRID_WEBHOOK_PUBLIC_KEY', {
  description:
    "Verification key of SendGrid's signed Event Webhook (Settings > Mail Settings > Event Webhook): base64 of the ECDSA public key",
});
export const youtubeApiBaseUrl = defineString('YOUTUBE_API_BASE_URL', {
  default: 'https://www.googleapis.com',
});
// A bulk action over "all that match" (approve, delete, approve feedback) reads and handles the matching rows this
// many at a time: one page read, one update, one progress report each.
export const bulkChunkSize = defineInt('BULK_CHUNK_SIZE', {
  default: 500,
  description:
    'Rows a bulk action over all that match reads and changes per step (and reports progress after), from 1 to 500',
});
export const emailRetryDelaySeconds = defineInt('MAIL_RETRY_DELAY_SECONDS', {
  default: 30,
  description:
    'Wait before the second attempt at an e-mail the service did not take (down, busy); each later attempt waits twice as long',
});
export const auditRetentionDays = defineInt('AUDIT_RETENTION_DAYS', {
  default: 400,
  description: 'Audit entries older than this many days are removed by the daily cleanup',
});
export const userTrashRetentionDays = defineInt('USER_TRASH_RETENTION_DAYS', {
  default: 30,
  description:
    'Deleted users stay restorable in the trash this many days; the daily cleanup then deletes them for good',
});
export const contentHistoryRetentionDays = defineInt('CONTENT_HISTORY_RETENTION_DAYS', {
  default: 90,
  description:
    'Previous versions of website content older than this many days are removed by the daily cleanup; their images stay in the Media Library',
});
// The video service's quota is 10,000 units a day for the whole project, and a search costs 100 units a page, two
// pages for its 100 results and a third when the first two held channels or repeats (video-service.ts): 20
// searches are 4,000 to 6,000 units, so one administrator cannot use up the day alone. Keywords searched earlier the
// same day are answered from the cache and do not count.
export const defaultVideoSearchesPerMemberPerDay = 20;
export const videoSearchesPerMemberPerDay = defineInt('VIDEO_SEARCHES_PER_ADMIN_PER_DAY', {
  default: defaultVideoSearchesPerMemberPerDay,
  description:
    'Video searches each administrator may make per UTC day that are not answered from the day-long cache (each costs the video service 200 to 300 quota units of 10,000 a day)',
});
// Two members at their own cap would still spend 8,000 to 12,000 units together: the whole team's searches of a day
// are capped too, to 33 (9,900 units at most).
export const defaultVideoSearchesPerProjectPerDay = 33;
export const videoSearchesPerProjectPerDay = defineInt('VIDEO_SEARCHES_PER_PROJECT_PER_DAY', {
  default: defaultVideoSearchesPerProjectPerDay,
  description:
    "Video searches the whole team may make per UTC day that are not answered from the day-long cache (the video service's quota is the project's)",
});
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description:
    'Refuse every callable that does not carry a valid App Check token; turn on once the console is built with VITE_APP_CHECK_SITE_KEY',
});
