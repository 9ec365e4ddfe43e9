import type { CallableInput, CallableName, CallableOutput } from '@management-center/contract';
import { callsSent, invokeCallable } from './callables.ts';

// The server's side of the faked callables (callables.ts): a test says how each callable its screen may call
// answers, and reads back what each was sent.

export type CallableAnswers = {
  [Name in CallableName]?: (input: CallableInput<Name>) => Promise<CallableOutput<Name>>;
};

/**
 * Answers each call by its callable's entry in `answers`; a call of any other callable fails, as the server would
 * refuse it, so that a call the test did not expect shows on the screen rather than passing unseen.
 */
export function answerCalls(answers: CallableAnswers): void {
  invokeCallable.mockImplementation(async (name, input) => {
    const answer = answers[name] as ((input: unknown) => Promise<unknown>) | undefined;
    if (!answer) throw new Error(`The screen called ${name}, which the test does not answer`);
    return (await answer(input)) as never;
  });
}

/** The inputs the screen sent to `name`, in order. */
export function inputsSentTo(name: CallableName): unknown[] {
  return callsSent(invokeCallable)
    .filter((call) => call.name === name)
    .map((call) => call.input);
}
