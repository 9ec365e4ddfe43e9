import { MutationCache } from '@tanstack/react-query';
import { notifyFailure } from '../notices/notify.ts';
import { RecentSignInCancelled } from '../session/recent-sign-in.ts';
import { endSession, isSignInAgainAnswer } from '../session/session-end.ts';

// What a mutation may tell the one place that reports callable failures. A type, not an interface: TanStack
// takes the registered meta only if it is assignable to Record<string, unknown>.
type CallableMutationMeta = {
  // The catalogue's own wording around the reason, for the mutations that have one ("Upload failed: {reason}").
  failureMessage?: (reason: string) => string;
  // A refusal the screen answers itself (with a question, say): not reported.
  answeredOnScreen?: (error: unknown) => boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: CallableMutationMeta;
  }
}

// The web SDK appends the HTTP status to the server's message ("Invalid date value [400]"); people see the message.
export function callableErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ \[\d{3}\]$/, '');
}

// A cancelled password dialog did nothing to report; a session the server ended goes to the login page, which
// says why.
export function notifyCallableFailure(error: unknown, meta?: CallableMutationMeta): void {
  if (error instanceof RecentSignInCancelled || meta?.answeredOnScreen?.(error)) return;
  if (isSignInAgainAnswer(error)) {
    void endSession(callableErrorMessage(error));
    return;
  }
  const reason = callableErrorMessage(error);
  notifyFailure(meta?.failureMessage?.(reason) ?? reason);
}

// Every failed mutation is reported here, once: screens and mutation hooks never report a callable's error
// themselves, and a per-call callback dropped with an unmounted screen cannot lose the report.
export function callableFailureReporting(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _onMutateResult, mutation) => notifyCallableFailure(error, mutation.meta),
  });
}
