import { escapeHtml } from '../http/server.ts';
import type { BounceRule } from './bounce-rules.ts';
import type { FailureRule } from './failure-rules.ts';
import type { MailSendRequest } from './mail-send-request.ts';
import type { MailAttempt } from './message-log.ts';

function addresses(request: MailSendRequest): string {
  return request.personalizations
    .flatMap((entry) => entry.to)
    .map((address) => (address.name ? `${address.name} <${address.email}>` : address.email))
    .join(', ');
}

function heading(request: MailSendRequest): string {
  if (request.template_id !== undefined) return `Template ${request.template_id}`;
  return request.subject ?? request.personalizations[0]?.subject ?? '';
}

/** What a reader wants to check: the template's data, or the content when there is no template. */
function details(request: MailSendRequest): string {
  const templateData = request.personalizations.map((entry) => entry.dynamic_template_data ?? {});
  if (request.template_id !== undefined) return JSON.stringify(templateData, null, 2);
  return (request.content ?? []).map((block) => `${block.type}:\n${block.value}`).join('\n\n');
}

function renderAttempt(attempt: MailAttempt): string {
  const outcome =
    attempt.outcome === 'sent'
      ? `sent · id ${escapeHtml(attempt.messageId)}`
      : `<strong>failed with ${attempt.status}</strong> for ${escapeHtml(attempt.recipient)}`;
  const { body } = attempt;
  return `<li class="${attempt.outcome}">
<p class="meta">${escapeHtml(attempt.receivedAt)} · ${outcome}</p>
<p><b>${escapeHtml(heading(body))}</b></p>
<p>From ${escapeHtml(body.from.email)} to ${escapeHtml(addresses(body))}</p>
<pre>${escapeHtml(details(body))}</pre>
</li>`;
}

function renderRuleList(title: string, lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return `<h2>${title}</h2>\n<ul>\n${lines.map((line) => `<li>${line}</li>`).join('\n')}\n</ul>`;
}

export function renderMessagePage(
  attempts: readonly MailAttempt[],
  failures: readonly FailureRule[],
  bounces: readonly BounceRule[],
): string {
  const sentCount = attempts.filter((attempt) => attempt.outcome === 'sent').length;
  const list =
    attempts.length === 0
      ? '<p>No messages yet.</p>'
      : `<ol reversed>\n${[...attempts].reverse().map(renderAttempt).join('\n')}\n</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Mail stand-in</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; }
li { margin-bottom: 1rem; padding: 0.5rem 1rem; border-left: 4px solid #3a7; list-style-position: inside; }
li.failed { border-color: #c33; }
.meta { color: #666; font-size: 0.9em; }
pre { background: #f4f4f4; padding: 0.5rem; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>Mail stand-in: ${sentCount} sent, ${attempts.length - sentCount} failed</h1>
<p>Newest first. As JSON: <a href="/messages">/messages</a>, with failed attempts:
<a href="/messages?include=failed">/messages?include=failed</a></p>
${renderRuleList(
  'Failing recipients',
  failures.map((rule) => `${escapeHtml(rule.email)}: ${rule.status} after ${rule.delayMs} ms`),
)}
${renderRuleList(
  'Bouncing recipients',
  bounces.map((rule) => `${escapeHtml(rule.email)}: ${rule.type}, ${escapeHtml(rule.reason)}`),
)}
${list}
</body>
</html>
`;
}
