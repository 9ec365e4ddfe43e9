import { FailureRules } from './failure-rules.ts';
import { MessageLog } from './message-log.ts';

/** What one running stand-in remembers; the endpoints share it. */
export interface MailState {
  readonly messages: MessageLog;
  readonly failures: FailureRules;
}

export function createMailState(): MailState {
  return { messages: new MessageLog(), failures: new FailureRules() };
}
