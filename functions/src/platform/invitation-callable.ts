import type { CallableOutput, ParsedCallableInput, PublicCallableName } from '@management-center/contract';
import { callableEntry } from '@management-center/contract';
import { HttpsError, onCall } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import {
  appendAudit,
  auditEntry,
  type Caller,
  newCallId,
  parseInput,
  requireVerifiedApp,
  toHttpsError,
} from './callable-steps.ts';
import { consoleOrigins } from './config.ts';

export interface InvitationResult<Output> {
  output: Output;
  // Who accepted, now a member: the audit entry's actor.
  caller: Caller;
  targets: string[];
}

export type InvitationUseCase<Name extends PublicCallableName> = (
  input: ParsedCallableInput<Name>,
) => Promise<InvitationResult<CallableOutput<Name>>>;

/**
 * A callable of someone not in the team yet, signed in or not: its input carries its own proof (an invitation's
 * secret), which the use case checks. App Check and the input are checked as for every callable. What it does is
 * audited under the member it made; a refused attempt is logged only, since anyone may send one.
 */
export function invitationCallable<Name extends PublicCallableName>(
  action: Name,
  useCase: InvitationUseCase<Name>,
) {
  const { input: inputSchema } = callableEntry(action);
  return onCall({ cors: consoleOrigins }, async (request) => {
    requireVerifiedApp(action, request);
    const input = parseInput(action, inputSchema, request);
    let result: InvitationResult<CallableOutput<Name>>;
    try {
      result = await useCase(input);
    } catch (error) {
      const failure = toHttpsError(error, action);
      if (error instanceof HttpsError)
        logger.warn('Callable refused', { callable: action, code: failure.code });
      throw failure;
    }
    await appendAudit(await newCallId(), auditEntry(action, result.caller, result.targets, undefined));
    return result.output;
  });
}
