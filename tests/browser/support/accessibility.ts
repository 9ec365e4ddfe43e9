import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules the console is held to: WCAG 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// A long list of offending elements says no more than its first few and their number.
const elementsNamedPerRule = 5;

/**
 * Throws unless axe finds the screen `page` shows free of WCAG 2.1 A and AA violations, naming for each broken
 * rule the screen, the rule, and the elements that break it with axe's reason.
 */
export async function assertAccessible(page: Page, screen: string): Promise<void> {
  await settleTransitions(page);
  const violations = await findViolations(page);
  if (violations.length === 0) return;
  throw new Error(
    `The screen "${screen}" breaks WCAG 2.1 AA at ${page.url()}:\n${violations.map(describeViolation).join('\n')}`,
  );
}

// axe's source (some 600 kB) goes into a document once, not at every check, and Playwright evaluates it as a
// debugger would: the console's Content-Security-Policy, which refuses inline scripts and eval, does not apply.
// Only violations are asked for, so axe spends no time describing the elements that pass.
async function findViolations(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    wcagTags,
  );
  return violations;
}

function describeViolation({ id, help, nodes }: axe.Result): string {
  const elements = nodes.slice(0, elementsNamedPerRule).map((node) => {
    const reason = node.failureSummary?.replace(/\s*\n\s*/g, ' ') ?? '';
    return `    ${node.target.join(' ')}: ${node.html}\n      ${reason}`;
  });
  const unnamed = nodes.length - elements.length;
  if (unnamed > 0) elements.push(`    and ${unnamed} more`);
  return `- ${id} (${help}):\n${elements.join('\n')}`;
}

// A dialog or a notification fading in or out is partly transparent, and axe would measure its colors half mixed
// with the screen behind it: the check waits until the transitions running now (the next frames' included) end.
// Endless animations, such as a loader's, never do and are left running.
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
