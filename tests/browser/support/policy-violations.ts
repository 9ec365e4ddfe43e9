import type { BrowserContext, Page } from 'playwright-core';

/** A Content-Security-Policy violation the page reported, as its `securitypolicyviolation` event or console. */
export interface PolicyViolation {
  readonly directive: string;
  readonly blockedUri: string;
  readonly source: string;
}

export interface PolicyViolationWatch {
  /** The violations seen so far, which are then forgotten. */
  take(): PolicyViolation[];
}

const bindingName = '__reportPolicyViolation';

/** Throws, naming each violated directive and blocked URI, unless `violations` is empty. */
export function assertNoPolicyViolations(violations: readonly PolicyViolation[]): void {
  if (violations.length === 0) return;
  const lines = violations.map(
    ({ directive, blockedUri, source }) => `- ${directive} blocked ${blockedUri || '(no URI)'} (${source})`,
  );
  throw new Error(`The page violated its Content-Security-Policy:\n${lines.join('\n')}`);
}

/**
 * Watches every page of `context` for Content-Security-Policy violations: the `securitypolicyviolation` events
 * of its documents, and the console errors that name the policy (Chrome reports some problems, such as a
 * directive it cannot parse, only there).
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<PolicyViolationWatch> {
  let seen: PolicyViolation[] = [];
  await context.exposeBinding(bindingName, (_source, violation: PolicyViolation) => {
    seen.push(violation);
  });
  await context.addInitScript((name) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: unknown) => void>)[name];
      report?.({
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
        source: `${event.sourceFile || document.location.href}:${event.lineNumber}`,
      });
    });
  }, bindingName);
  const watchConsole = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && text.includes('Content Security Policy')) {
        seen.push({ directive: 'console', blockedUri: text, source: page.url() });
      }
    });
  for (const page of context.pages()) watchConsole(page);
  context.on('page', watchConsole);
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
