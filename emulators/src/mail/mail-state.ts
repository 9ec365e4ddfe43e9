import type { BounceSettings } from './bounce-rules.ts';
import type { FailureSettings } from './failure-rules.ts';
import { MessageLog } from './message-log.ts';
import { RecipientRules } from './recipient-rules.ts';
import { WebhookPoster, type WebhookSettings } from './webhook-poster.ts';

/** What one running stand-in remembers; the endpoints share it. */
export interface MailState {
  readonly messages: MessageLog;
  readonly failures: RecipientRules<FailureSettings>;
  readonly bounces: RecipientRules<BounceSettings>;
  readonly webhook: WebhookPoster;
}

export function createMailState(webhook: WebhookSettings): MailState {
  return {
    messages: new MessageLog(),
    failures: new RecipientRules(),
    bounces: new RecipientRules(),
    webhook: new WebhookPoster(webhook),
  };
}
