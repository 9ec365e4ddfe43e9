import {
  isFinalRecipientState,
  maxRecipientReasonLength,
  type OutboxRecipient,
  type RecipientState,
  type SendgridEvent,
} from '@management-center/contract';

// The delivery events SendGrid reports, by their name in its webhook; every other event (processed, open, click,
// ...) says nothing about whether the e-mail reached its recipient.
const recordedStates = new Map<string, RecipientState>([
  ['delivered', 'delivered'],
  ['bounce', 'bounced'],
  ['dropped', 'dropped'],
  ['deferred', 'deferred'],
]);

function reasonOf(state: RecipientState, event: SendgridEvent): string | undefined {
  if (state === 'bounced' || state === 'dropped') return event.reason;
  if (state === 'deferred') return event.response;
  return undefined;
}

/** What a SendGrid event says about the e-mail reaching its recipient; undefined for events that say nothing. */
export function recipientStatusOf(event: SendgridEvent): OutboxRecipient | undefined {
  const state = recordedStates.get(event.event);
  if (!state) return undefined;
  const reason = reasonOf(state, event)?.trim().slice(0, maxRecipientReasonLength);
  return { state, at: event.timestamp * 1000, eventId: event.sg_event_id, ...(reason ? { reason } : {}) };
}

// -1, 0 or 1 as `left` ranks below, as, or above `right`: any final state above deferred (a deferral reported late
// never hides the outcome), then the later event, then, within the same second, the greater event id.
function compareStatuses(left: OutboxRecipient, right: OutboxRecipient): number {
  const finality = Number(isFinalRecipientState(left.state)) - Number(isFinalRecipientState(right.state));
  if (finality !== 0) return Math.sign(finality);
  if (left.at !== right.at) return Math.sign(left.at - right.at);
  if (left.eventId === right.eventId) return 0;
  return left.eventId > right.eventId ? 1 : -1;
}

/**
 * The status to keep when `next` is reported on top of `current`: the greater of the two in one total order, so
 * that whatever order SendGrid's events arrive in, and however often each is replayed, the same one is kept.
 * `current` itself when `next` changes nothing.
 */
export function laterRecipientStatus(
  current: OutboxRecipient | undefined,
  next: OutboxRecipient,
): OutboxRecipient {
  if (current === undefined) return next;
  return compareStatuses(next, current) > 0 ? next : current;
}
