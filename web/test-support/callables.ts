import { afterEach, vi } from 'vitest';
import type * as consoleCallables from '../src/lib/callables/callables.ts';

// Stands in for lib/callables/callables.ts, the console's one way to the functions: a test gives each call its answer.
export const invokeCallable = vi.fn<typeof consoleCallables.invokeCallable>();
export const streamCallable = vi.fn<typeof consoleCallables.streamCallable>();

afterEach(() => {
  invokeCallable.mockReset();
  streamCallable.mockReset();
});

/**
 * What each call sent: the callable's name and its input. How the answer is read (the later arguments) belongs to
 * the module that calls.
 */
export function callsSent(callable: {
  mock: { calls: ReadonlyArray<readonly [name: string, input: unknown, ...rest: unknown[]]> };
}) {
  return callable.mock.calls.map(([name, input]) => ({ name, input }));
}
