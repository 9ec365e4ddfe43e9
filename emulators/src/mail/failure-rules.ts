import { z } from 'zod';

/** Body of `PUT /failures/{email}`; both fields are optional so an empty body means "fail with 500 at once". */
export const failureSettingsSchema = z.strictObject({
  status: z.number().int().min(400).max(599).default(500),
  // Long enough to outlast any client timeout a test would set, short enough not to hold a server forever.
  delayMs: z.number().int().min(0).max(600_000).default(0),
});

export type FailureSettings = z.infer<typeof failureSettingsSchema>;

export interface FailureRule extends FailureSettings {
  readonly email: string;
}

/** Recipients whose messages are to be answered with an error instead of being sent. */
export class FailureRules {
  readonly #rules = new Map<string, FailureRule>();

  set(email: string, settings: FailureSettings): FailureRule {
    const rule = { email: email.toLowerCase(), ...settings };
    this.#rules.set(rule.email, rule);
    return rule;
  }

  delete(email: string): boolean {
    return this.#rules.delete(email.toLowerCase());
  }

  clear(): void {
    this.#rules.clear();
  }

  list(): FailureRule[] {
    return [...this.#rules.values()];
  }

  /** The rule of the first recipient that has one; recipients are expected lower-cased. */
  firstMatch(recipients: readonly string[]): FailureRule | undefined {
    for (const recipient of recipients) {
      const rule = this.#rules.get(recipient);
      if (rule) return rule;
    }
    return undefined;
  }
}
