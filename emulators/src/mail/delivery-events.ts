import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { BounceSettings } from './bounce-rules.ts';
import type { MailSendRequest } from './mail-send-request.ts';
import type { RecipientRules } from './recipient-rules.ts';

/** One event as SendGrid's Event Webhook posts it; the message's custom_args sit at its top level. */
export type DeliveryEvent = Record<string, unknown> & {
  readonly email: string;
  readonly timestamp: number;
  readonly event: 'processed' | 'delivered' | 'bounce';
  readonly sg_event_id: string;
  readonly sg_message_id: string;
};

// SendGrid only takes string values in custom_args; anything else there is left out of the events.
const customArgsSchema = z.record(z.string(), z.string()).catch({});
const customArgsHolder = z.looseObject({ custom_args: z.unknown().optional() });

function customArgsOf(holder: unknown): Record<string, string> {
  const parsed = customArgsHolder.safeParse(holder);
  return parsed.success ? customArgsSchema.parse(parsed.data.custom_args ?? {}) : {};
}

// The enhanced status code in a receiving server's answer ("550 5.1.1 ..."), which SendGrid reports as `status`.
function enhancedStatusOf(reason: string): string {
  return /\b[45]\.\d{1,3}\.\d{1,3}\b/.exec(reason)?.[0] ?? '5.0.0';
}

/**
 * The events SendGrid would report for an accepted message, for every `to` recipient of every personalization:
 * processed, then delivered, or a bounce for a recipient the stand-in was told to bounce.
 */
export function deliveryEventsOf(
  messageId: string,
  request: MailSendRequest,
  bounces: RecipientRules<BounceSettings>,
  timestampSeconds: number,
): DeliveryEvent[] {
  const messageArgs = customArgsOf(request);
  return request.personalizations.flatMap((personalization, personalizationIndex) => {
    const customArgs = { ...messageArgs, ...customArgsOf(personalization) };
    return personalization.to.flatMap(({ email }, recipientIndex) => {
      const common = {
        ...customArgs,
        email,
        timestamp: timestampSeconds,
        'smtp-id': `<${messageId}@stand-in.local>`,
        sg_message_id: `${messageId}.stand-in.${personalizationIndex}.${recipientIndex}`,
      };
      const bounce = bounces.of(email);
      const outcome = bounce
        ? {
            event: 'bounce' as const,
            type: bounce.type,
            reason: bounce.reason,
            status: enhancedStatusOf(bounce.reason),
          }
        : { event: 'delivered' as const, response: '250 OK' };
      return [
        { ...common, event: 'processed' as const, sg_event_id: randomBytes(16).toString('base64url') },
        { ...common, ...outcome, sg_event_id: randomBytes(16).toString('base64url') },
      ];
    });
  });
}
